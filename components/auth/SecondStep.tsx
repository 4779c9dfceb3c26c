import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@/components/common/translation';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Field } from '@/components/common/Field';
import { secondStepForm } from '@/lib/validation/security';
import { useSiteFormat } from '@/store/market';
import type { LoginOutcome } from './signInWith';

interface SecondStepProps {
  /** The backend's challenge, as the password step answered. */
  challenge: string;
  userId: string;
  layout: 'inline' | 'panel';
  attempt: (provider: string, credentials: Record<string, string>, id?: string) => Promise<LoginOutcome>;
  pending: boolean;
  /** Back to the password, with why when the challenge is over. */
  onBack: (message?: string) => void;
}

/** The login's second step: the authenticator's six digits or a recovery code, checked by the portal's server. */
export function SecondStep({ challenge, userId, layout, attempt, pending, onBack }: SecondStepProps) {
  const { t } = useT();
  const id = useId();
  const fmt = useSiteFormat();
  const { register, handleSubmit, setError, setValue, formState } = useForm({
    resolver: zodResolver(secondStepForm),
    defaultValues: { code: '' },
  });
  const inline = layout === 'inline';
  const error = formState.errors.code?.message;

  async function submit({ code }: { code: string }) {
    const outcome = await attempt('credentials', { challenge, code: code.replace(/\s/g, ''), userId }, userId);
    if (outcome.status === 'signed-in') return;
    // A new challenge cannot come from a code; a refusal other than the second step's own was said already.
    if (outcome.status === 'second-step') return onBack(t('auth.twoFactor.expired'));
    const { reason } = outcome;
    if (reason.kind === 'two-factor-locked') {
      const { seconds } = reason;
      if (!seconds) return onBack(t('auth.twoFactor.locked'));
      return onBack(
        t('auth.twoFactor.lockedUntil', { time: fmt.dateTime(new Date(Date.now() + seconds * 1000).toISOString()) }),
      );
    }
    if (reason.kind === 'two-factor-expired') return onBack(t('auth.twoFactor.expired'));
    if (reason.kind !== 'two-factor-wrong') return onBack();
    if (reason.triesLeft === 0) return onBack(t('auth.twoFactor.tooMany'));
    const left = reason.triesLeft === null ? '' : String(reason.triesLeft);
    setValue('code', '');
    setError(
      'code',
      { message: left ? 'auth.twoFactor.wrongLeft' : 'auth.twoFactor.wrong', type: left },
      { shouldFocus: true },
    );
  }

  return (
    <Form
      method="post"
      noValidate
      $inline={inline}
      aria-labelledby={`${id}-title`}
      aria-busy={pending || undefined}
      onSubmit={(event) => (pending ? event.preventDefault() : void handleSubmit(submit)(event))}
    >
      <Title id={`${id}-title`} className={inline ? 'visually-hidden' : undefined}>
        {t('auth.twoFactor.title')}
      </Title>
      {inline ? null : <Text id={`${id}-text`}>{t('auth.twoFactor.text')}</Text>}
      <Field
        id={`${id}-code`}
        label={t('auth.twoFactor.code')}
        hideLabel={inline}
        placeholder={inline ? t('auth.twoFactor.code') : undefined}
        hint={inline ? undefined : t('auth.twoFactor.hint')}
        error={error ? t(error, { left: formState.errors.code?.type }) : null}
        alert
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={16}
        autoFocus
        {...register('code')}
      />
      <Button type="submit" $tone="primary" disabled={pending} aria-busy={pending || undefined}>
        {t(pending ? 'auth.busy' : 'auth.twoFactor.submit')}
      </Button>
      <Button type="button" $tone="outline" disabled={pending} onClick={() => onBack()}>
        {t('auth.twoFactor.back')}
      </Button>
    </Form>
  );
}

const Form = styled.form<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  align-items: ${({ $inline }) => ($inline ? 'flex-start' : 'stretch')};
  gap: 8px;

  > button {
    min-height: 40px;
    border-radius: 8px;
    white-space: ${({ $inline }) => ($inline ? 'nowrap' : 'normal')};
  }
  input {
    min-height: 40px;
    border-radius: 8px;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.1rem;
`;

const Text = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
