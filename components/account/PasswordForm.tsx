import { useT } from '@/lib/t';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/components/common/useTypedBeforeHydration';
import styled from 'styled-components';
import type { ApiFailure } from '@/lib/api';
import {
  PASSWORD_CHANGE_FIELDS,
  passwordChangeFieldError,
  validatePasswordChange,
  type PasswordChangeField,
  type PasswordChangeValues,
} from '@/lib/validation/password';
import { useChangePasswordMutation } from '@/store/userApi';

const EMPTY: PasswordChangeValues = { current: '', next: '', confirm: '' };

const AUTOCOMPLETE: Record<PasswordChangeField, string> = { current: 'current-password', next: 'new-password', confirm: 'new-password' };

/** Current, new and confirmation; `pass` from the backend means the current password was wrong. */
export function PasswordForm() {
  const { t } = useT();
  const [changePassword] = useChangePasswordMutation();
  const formRef = useTypedBeforeHydration();
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
    const local = passwordChangeFieldError(field, values);
    if (local) return local;
    return field === 'current' && wrongCurrent !== null && wrongCurrent === values.current ? 'account.error.currentWrong' : null;
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
      setValues(EMPTY);
      setShown({});
      setSubmitted(false);
      setWrongCurrent(null);
      setResult({ ok: true, text: t('account.passwordChanged') });
    } catch (error) {
      const code = (error as ApiFailure)?.code;
      // The backend counts wrong current passwords with the failed logins: past the limit both wait.
      const text = code === 'too_many_requests' ? t('account.error.locked') : t(`apiError.${code}`, { defaultValue: t('apiError.unknown') });
      setResult({ ok: false, text });
    } finally {
      setPending(false);
    }
  }

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.passwordTitle')}</h2>
      {PASSWORD_CHANGE_FIELDS.map((field) => {
        const error = errorOf(field);
        const hint = field === 'next' ? `${id}-${field}-hint` : null;
        const describedBy = [hint, error ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;
        return (
          <Field key={field}>
            <label htmlFor={inputId(field)}>{t(`account.password.${field}`)}</label>
            <input
              id={inputId(field)}
              name={field}
              type="password"
              autoComplete={AUTOCOMPLETE[field]}
              maxLength={64}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              value={values[field]}
              onChange={change(field)}
              onBlur={leave(field)}
            />
            {hint ? <Hint id={hint}>{t('account.passwordHint')}</Hint> : null}
            {error ? <FieldError id={`${id}-${field}-error`}>{t(error)}</FieldError> : null}
          </Field>
        );
      })}
      {result ? (
        <Result role={result.ok ? 'status' : 'alert'} $ok={result.ok}>
          {result.text}
        </Result>
      ) : null}
      <Submit type="submit" disabled={pending} aria-busy={pending}>
        {t('account.passwordSubmit')}
      </Submit>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 720px;
  margin-top: 32px;
  padding: 20px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;

  label {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 12px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Hint = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FieldError = styled.span`
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Result = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

const Submit = styled.button`
  align-self: flex-start;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 20px;
  border: 0;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
