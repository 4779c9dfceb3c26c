import { useT } from '@/components/common/translation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Card } from '@/components/common/Card';
import { Field } from '@/components/common/Field';
import { apiErrorText, Message } from '@/components/common/Outcome';
import { useRefusingForm } from '@/components/common/useRefusingForm';
import type { ApiFailure } from '@/store/api';
import {
  PASSWORD_CHANGE_FIELDS,
  PASSWORD_CHANGE_MAX,
  passwordChangeForm,
  type PasswordChangeField,
  type PasswordChangeValues,
  type PasswordErrorKey,
} from '@/lib/validation/password';
import { useChangePasswordMutation } from '@/store/userApi';

const EMPTY: PasswordChangeValues = { current: '', next: '', confirm: '' };

const AUTOCOMPLETE: Record<PasswordChangeField, string> = {
  current: 'current-password',
  next: 'new-password',
  confirm: 'new-password',
};

/** The forced change after an operator's reset: the current password is the temporary one, and the caller logs in. */
export interface ForcedChange {
  userId: string;
  onChanged: (newPassword: string) => Promise<void>;
  /** The change token is gone (expired, or refused by the backend). */
  onExpired: () => void;
}

// Where the account page says "current password", the forced change says "temporary password".
const FORCED_KEYS: Partial<Record<string, string>> = {
  'account.error.currentRequired': 'account.forced.error.currentRequired',
  'account.error.currentWrong': 'account.forced.error.currentWrong',
  'account.error.newSame': 'account.forced.error.newSame',
};

/** Current, new and confirmation; `pass` from the backend means the current password was wrong. */
export function PasswordForm({ forced }: { forced?: ForcedChange } = {}) {
  const { t } = useT();
  const [changePassword] = useChangePasswordMutation();
  const { register, handleSubmit, reset, getFieldState, trigger, setError, clearErrors, formState, refuse, forget } =
    useRefusingForm({
      resolver: zodResolver(passwordChangeForm),
      mode: 'all',
      defaultValues: EMPTY,
    });
  const [changed, setChanged] = useState(false);
  const pending = formState.isSubmitting;
  const id = useId();
  const inputId = (field: PasswordChangeField) => `${id}-${field}`;

  function errorOf(field: PasswordChangeField): string | null {
    const key = (formState.errors[field]?.message as PasswordErrorKey | undefined) ?? null;
    return key && forced ? (FORCED_KEYS[key] ?? key) : key;
  }

  // Each field answers the one before it: once the player has seen it, a change above rechecks it.
  const recheck = (field: 'next' | 'confirm') => {
    const { isTouched, isDirty } = getFieldState(field);
    if (isTouched || isDirty || formState.isSubmitted) void trigger(field);
  };

  async function submit(values: PasswordChangeValues) {
    setChanged(false);
    try {
      const answer = await changePassword({ password: values.current, newPassword: values.next }).unwrap();
      if (answer.status === 'pass')
        return refuse('current', 'account.error.currentWrong', ({ current }) => current === values.current);
      if (forced) {
        await forced.onChanged(values.next);
        return;
      }
      reset(EMPTY);
      forget();
      setChanged(true);
    } catch (error) {
      if (forced && (error as ApiFailure)?.code === 'unauthenticated') return forced.onExpired();
      // The backend counts wrong current passwords with the failed logins: past the limit both wait.
      setError('root.server', { message: apiErrorText(t, error, { too_many_requests: 'account.error.locked' }) });
    }
  }

  return (
    // POST: a form sent before the script runs must not put the passwords in the URL.
    <Form
      as="form"
      method="post"
      $padded={!forced}
      $bare={Boolean(forced)}
      onSubmit={(event: FormEvent) =>
        pending ? event.preventDefault() : void handleSubmit(submit, () => setChanged(false))(event)
      }
      noValidate
      aria-labelledby={`${id}-title`}
    >
      {/* The forced change's page heading already says what this is; the form keeps its name. */}
      <h2 id={`${id}-title`} className={forced ? 'visually-hidden' : undefined}>
        {t('account.passwordTitle')}
      </h2>
      {/* Lets a password manager file the new password under the member's id. */}
      {forced ? (
        <input type="text" name="username" autoComplete="username" value={forced.userId} readOnly hidden />
      ) : null}
      {PASSWORD_CHANGE_FIELDS.map((field) => {
        const error = errorOf(field);
        return (
          <Field
            key={field}
            id={inputId(field)}
            type="password"
            label={t(forced && field === 'current' ? 'account.forced.temporary' : `account.password.${field}`)}
            hint={field === 'next' ? t('account.passwordHint') : undefined}
            error={error && t(error)}
            autoComplete={AUTOCOMPLETE[field]}
            maxLength={PASSWORD_CHANGE_MAX[field]}
            required
            {...register(field, {
              onChange: () => {
                setChanged(false);
                clearErrors('root.server');
                if (field !== 'confirm') recheck(field === 'current' ? 'next' : 'confirm');
              },
            })}
          />
        );
      })}
      {changed ? (
        <Message role="status" $tone="success">
          {t('account.passwordChanged')}
        </Message>
      ) : null}
      {formState.errors.root?.server ? (
        <Message role="alert" $tone="error">
          {formState.errors.root.server.message}
        </Message>
      ) : null}
      <Button type="submit" $tone="primary" disabled={pending} aria-busy={pending}>
        {t(forced ? 'account.forced.submit' : 'account.passwordSubmit')}
      </Button>
    </Form>
  );
}

const Form = styled(Card)<{ $bare: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 720px;
  margin-top: ${({ $bare }) => ($bare ? 0 : '32px')};
  ${({ $bare }) => ($bare ? 'border: 0; background: none; overflow: visible;' : '')}

  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  button {
    align-self: flex-start;
  }
`;
