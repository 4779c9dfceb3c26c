import { useT } from '@/components/common/translation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Field } from '@/components/common/Field';
import { apiErrorText, Message } from '@/components/common/Outcome';
import {
  PASSWORD_RESET_FIELDS,
  PASSWORD_RESET_MAX,
  passwordResetFormFor,
  toPasswordResetRequest,
  type PasswordResetField,
  type PasswordResetValues,
} from '@/lib/validation/passwordReset';
import type { ApiFailure } from '@/store/api';
import { examplePhone } from '@/lib/contract/phone';
import { useMarket } from '@/store/market';
import { useRequestPasswordResetMutation } from '@/store/passwordApi';

const EMPTY: PasswordResetValues = { userId: '', phone: '' };

/** Id and phone; the answer is the same whether or not they name a member, so the form only says it was sent. */
export function ForgotPasswordForm() {
  const { t } = useT();
  const [requestReset] = useRequestPasswordResetMutation();
  const { phoneRegion } = useMarket();
  const schema = useMemo(() => passwordResetFormFor(phoneRegion), [phoneRegion]);
  const example = useMemo(() => examplePhone(phoneRegion), [phoneRegion]);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const pending = formState.isSubmitting;
  const id = useId();
  const inputId = (field: PasswordResetField) => `${id}-${field}`;

  async function submit(values: PasswordResetValues) {
    setFormError(null);
    try {
      await requestReset(toPasswordResetRequest(values, phoneRegion)).unwrap();
      setSent(true);
    } catch (error) {
      const failure = error as ApiFailure | undefined;
      if (failure?.code !== 'too_many_requests') setFormError(apiErrorText(t, error));
      // The server's own wait, in whole minutes; without one, no figure is guessed.
      else if (failure.retryAfter)
        setFormError(t('register.forgot.tooManyMinutes', { count: Math.ceil(failure.retryAfter / 60) }));
      else setFormError(t('register.forgot.tooMany'));
    }
  }

  if (sent) {
    return (
      <Sent role="status" $tone="success">
        <strong>{t('register.forgot.sentTitle')}</strong>
        <span>{t('register.forgot.sent')}</span>
        <span>{t('register.forgot.sentNext')}</span>
      </Sent>
    );
  }

  return (
    // POST, as the login form: the id and phone stay out of the URL.
    <Form
      method="post"
      onSubmit={(event) =>
        pending ? event.preventDefault() : void handleSubmit(submit, () => setFormError(null))(event)
      }
      noValidate
      aria-label={t('register.forgot.title')}
    >
      {PASSWORD_RESET_FIELDS.map((field) => {
        const error = formState.errors[field]?.message;
        return (
          <Field
            key={field}
            id={inputId(field)}
            label={t(`register.${field}`)}
            hint={field === 'phone' ? t('register.phoneHint', { example }) : undefined}
            error={error && t(error, { example })}
            maxLength={PASSWORD_RESET_MAX[field]}
            required
            {...register(field, { onChange: () => setFormError(null) })}
            {...(field === 'phone'
              ? { type: 'tel', inputMode: 'tel' as const, autoComplete: 'tel-national' }
              : { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false })}
          />
        );
      })}
      {formError ? (
        <Message role="alert" $tone="error">
          {formError}
        </Message>
      ) : null}
      <Button type="submit" $tone="primary" disabled={pending} aria-busy={pending}>
        {pending ? t('register.forgot.submitting') : t('register.forgot.submit')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Sent = styled(Message)`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  line-height: 1.5;
`;
