import { useRouter } from 'next/router';
import { useT } from '@/lib/t';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/components/common/useTypedBeforeHydration';
import styled from 'styled-components';
import { useDialogs } from '@/lib/dialogs';
import { paths } from '@/lib/paths';
import { HELP_CONTENTS_MAX, HELP_TITLE_MAX, helpFormError, toHelpQuestion } from '@/lib/validation/help';
import { useWriteHelpMutation } from '@/store/helpApi';
import { Card, PrimaryButton, SecondaryLink } from './parts';

/** The reference backend's limit of questions waiting for a reply (its `wait` answer does not say the number). */
export const MAX_WAITING_QUESTIONS = 5;

/** A new question: title and contents required (msg2024, msg2025), confirmed (msg2222), then msg2026 or msg2027. */
export function HelpForm() {
  const { t } = useT();
  const router = useRouter();
  const dialogs = useDialogs();
  const [writeHelp] = useWriteHelpMutation();
  const formRef = useTypedBeforeHydration();
  const [title, setTitle] = useState('');
  const [contents, setContents] = useState('');
  const [pending, setPending] = useState(false);
  const [waitLimit, setWaitLimit] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const contentsRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const problem = helpFormError({ title, contents });
    if (problem) {
      await dialogs.alert(problem);
      (problem === 'msg2024' ? titleRef : contentsRef).current?.focus();
      return;
    }
    if (!(await dialogs.confirm('msg2222'))) return;
    setPending(true);
    setWaitLimit(false);
    try {
      const answer = await writeHelp(toHelpQuestion({ title, contents })).unwrap();
      if (answer.status !== 'success') {
        setWaitLimit(true);
        await dialogs.alert('msg2027');
        return;
      }
      await dialogs.alert('msg2026');
      await router.push({ pathname: paths.help }, undefined, { shallow: true });
    } catch {
      await dialogs.alert('msg2027');
    } finally {
      setPending(false);
    }
  }

  return (
    <Form as="form" ref={formRef} onSubmit={submit} noValidate aria-label={t('help.mode.form')}>
      <Field>
        <label htmlFor={`${id}-title`}>{t('help.titleLabel')}</label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          name="title"
          maxLength={HELP_TITLE_MAX}
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-contents`}>{t('help.contentsLabel')}</label>
        <textarea
          ref={contentsRef}
          id={`${id}-contents`}
          name="contents"
          rows={10}
          maxLength={HELP_CONTENTS_MAX}
          required
          aria-describedby={`${id}-count`}
          value={contents}
          onChange={(event) => setContents(event.target.value)}
        />
        <Count id={`${id}-count`} className="tabular">
          {t('help.count', { count: contents.length, max: HELP_CONTENTS_MAX })}
        </Count>
      </Field>
      {waitLimit ? <Problem role="alert">{t('help.waitLimit', { max: MAX_WAITING_QUESTIONS })}</Problem> : null}
      <Buttons>
        <SecondaryLink href={{ pathname: paths.help }} shallow>
          {t('help.cancel')}
        </SecondaryLink>
        <PrimaryButton type="submit" disabled={pending}>
          {t('help.submit')}
        </PrimaryButton>
      </Buttons>
    </Form>
  );
}

const Form = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 860px;
  padding: 20px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;

  label {
    font-weight: 600;
  }
  input,
  textarea {
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 10px 12px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  textarea {
    resize: vertical;
    line-height: 1.6;
  }
`;

const Count = styled.span`
  align-self: flex-end;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
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
