import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Bullets, Card, CardTitle } from '@/components/common/Card';
import { Field } from '@/components/common/Field';
import { useDialogs } from '@/components/common/dialogs';
import { paths } from '@/lib/paths';
import { HELP_CONTENTS_MAX, HELP_TITLE_MAX, helpForm, toHelpQuestion, type HelpValues } from '@/lib/validation/help';
import { useWriteHelpMutation } from '@/store/helpApi';
import { media } from '@/styles/theme';

/** The reference backend's limit of questions waiting for a reply: its `wait` answer does not say the number. */
export const MAX_WAITING_QUESTIONS = 5;

export function HelpForm() {
  const { t } = useT();
  const router = useRouter();
  const dialogs = useDialogs();
  const [writeHelp] = useWriteHelpMutation();
  const { control, register, handleSubmit, formState } = useForm({
    resolver: zodResolver(helpForm),
    defaultValues: { title: '', contents: '' },
  });
  const contents = useWatch({ control, name: 'contents' });
  const pending = formState.isSubmitting;
  const [waitLimit, setWaitLimit] = useState(false);
  const id = useId();

  // The first missing part is said in a dialog; the form then takes the focus to it.
  async function refuse(errors: FieldErrors<HelpValues>) {
    const problem = errors.title ? 'msg2024' : errors.contents ? 'msg2025' : null;
    if (problem) await dialogs.alert(problem);
  }

  async function submit(values: HelpValues) {
    if (!(await dialogs.confirm('msg2222'))) return;
    setWaitLimit(false);
    try {
      const answer = await writeHelp(toHelpQuestion(values)).unwrap();
      if (answer.status !== 'success') {
        setWaitLimit(true);
        await dialogs.alert('msg2027');
        return;
      }
      await dialogs.alert('msg2026');
      await router.push({ pathname: paths.help }, undefined, { shallow: true });
    } catch {
      await dialogs.alert('msg2027');
    }
  }

  return (
    <Layout>
      {/* POST, as the login form: what the member writes to support stays out of the URL. */}
      <Form
        as="form"
        method="post"
        $padded
        onSubmit={(event: FormEvent) => (pending ? event.preventDefault() : void handleSubmit(submit, refuse)(event))}
        noValidate
        aria-label={t('help.mode.form')}
      >
        <Field
          id={`${id}-title`}
          label={t('help.titleLabel')}
          maxLength={HELP_TITLE_MAX}
          required
          {...register('title')}
        />
        <Field
          as="textarea"
          id={`${id}-contents`}
          label={t('help.contentsLabel')}
          hint={
            <Count className="tabular">{t('help.count', { count: contents.length, max: HELP_CONTENTS_MAX })}</Count>
          }
          rows={10}
          maxLength={HELP_CONTENTS_MAX}
          required
          {...register('contents')}
        />
        {waitLimit ? <Problem role="alert">{t('help.waitLimit', { max: MAX_WAITING_QUESTIONS })}</Problem> : null}
        <Buttons>
          <Button as={Link} href={{ pathname: paths.help }} shallow>
            {t('help.cancel')}
          </Button>
          <Button type="submit" $tone="primary" disabled={pending} aria-busy={pending}>
            {t('help.submit')}
          </Button>
        </Buttons>
      </Form>
      <Card as="aside" $padded aria-labelledby={`${id}-tips`}>
        <CardTitle id={`${id}-tips`}>{t('help.tipsTitle')}</CardTitle>
        <Bullets>
          <li>{t('help.tipReply')}</li>
          <li>{t('help.tipWaiting', { max: MAX_WAITING_QUESTIONS })}</li>
          <li>{t('help.tipSecret')}</li>
        </Bullets>
      </Card>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 16px;

  ${media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const Form = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Count = styled.span`
  display: block;
  font-size: 0.8rem;
  text-align: right;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
