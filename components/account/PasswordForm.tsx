import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Card } from '@/components/common/Card';
import { Field } from '@/components/common/Field';
import type { ApiFailure } from '@/store/api';
import {
  PASSWORD_CHANGE_FIELDS,
  PASSWORD_CHANGE_MAX,
  passwordChangeFieldError,
  validatePasswordChange,
  type PasswordChangeField,
  type PasswordChangeValues,
} from '@/lib/validation/password';
import { useChangePasswordMutation } from '@/store/userApi';

const EMPTY: PasswordChangeValues = { current: '', next: '', confirm: '' };

const AUTOCOMPLETE: Record<PasswordChangeField, string> = { current: 'current-password', next: 'new-password', confirm: 'new-password' };

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
  const { t } = useTranslation();
  const [changePassword] = useChangePasswordMutation();
  const [values, setValues] = useState(EMPTY);
  const [shown, setShown] = useState<Partial<Record<PasswordChangeField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [wrongCurrent, setWrongCurrent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  const inputId = (field: PasswordChangeField) => `${id}-${field}`;

  function errorOf(field: PasswordChangeField): string | null {
    if (!submitted && !shown[field]) return null;
    const key = passwordChangeFieldError(field, values) ?? (field === 'current' && wrongCurrent !== null && wrongCurrent === values.current ? 'account.error.currentWrong' : null);
    return key && forced ? (FORCED_KEYS[key] ?? key) : key;
  }

  const change = (field: PasswordChangeField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setShown((current) => ({ ...current, [field]: true }));
    setResult(null);
  };

  const leave = (field: PasswordChangeField) => () => setShown((current) => ({ ...current, [field]: true }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setResult(null);
    const errors = validatePasswordChange(values);
    const firstInvalid = PASSWORD_CHANGE_FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      document.getElementById(inputId(firstInvalid))?.focus();
      return;
    }
    setPending(true);
    try {
      const answer = await changePassword({ password: values.current, newPassword: values.next }).unwrap();
      if (answer.status === 'pass') {
        setWrongCurrent(values.current);
        document.getElementById(inputId('current'))?.focus();
        return;
      }
      if (forced) {
        await forced.onChanged(values.next);
        return;
      }
      setValues(EMPTY);
      setShown({});
      setSubmitted(false);
      setWrongCurrent(null);
      setResult({ ok: true, text: t('account.passwordChanged') });
    } catch (error) {
      const code = (error as ApiFailure)?.code;
      if (forced && code === 'unauthenticated') return forced.onExpired();
      // The backend counts wrong current passwords with the failed logins: past the limit both wait.
      const text = code === 'too_many_requests' ? t('account.error.locked') : t(`apiError.${code}`, { defaultValue: t('apiError.unknown') });
      setResult({ ok: false, text });
    } finally {
      setPending(false);
    }
  }

  return (
    // POST: a form sent before the script runs must not put the passwords in the URL.
    <Form as="form" method="post" $padded={!forced} $bare={Boolean(forced)} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      {/* The forced change's page heading already says what this is; the form keeps its name. */}
      <h2 id={`${id}-title`} className={forced ? 'visually-hidden' : undefined}>
        {t('account.passwordTitle')}
      </h2>
      {/* Lets a password manager file the new password under the member's id. */}
      {forced ? <input type="text" name="username" autoComplete="username" value={forced.userId} readOnly hidden /> : null}
      {PASSWORD_CHANGE_FIELDS.map((field) => {
        const error = errorOf(field);
        return (
          <Field
            key={field}
            id={inputId(field)}
            name={field}
            type="password"
            label={t(forced && field === 'current' ? 'account.forced.temporary' : `account.password.${field}`)}
            hint={field === 'next' ? t('account.passwordHint') : undefined}
            error={error && t(error)}
            autoComplete={AUTOCOMPLETE[field]}
            maxLength={PASSWORD_CHANGE_MAX[field]}
            required
            value={values[field]}
            onChange={change(field)}
            onBlur={leave(field)}
          />
        );
      })}
      {result ? (
        <Result role={result.ok ? 'status' : 'alert'} $ok={result.ok}>
          {result.text}
        </Result>
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

const Result = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;
