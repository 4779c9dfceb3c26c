import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Field } from '@/components/common/Field';
import type { ApiFailure } from '@/store/api';
import { KOREAN_BANKS } from '@/lib/banks';
import { useDialogs } from '@/components/common/dialogs';
import { infoPath, paths } from '@/lib/paths';
import {
  consentError,
  fieldError,
  INPUT_MAX,
  REGISTRATION_FIELDS,
  toRegistration,
  validateRegistration,
  type ErrorKey,
  type RegistrationField,
  type RegistrationValues,
} from '@/lib/validation/register';
import { useCheckUserIdMutation, useCheckUserNickMutation, useRegDomainQuery, useRegisterMutation } from '@/store/registerApi';

type Checked = 'userId' | 'nick';
type Availability = Partial<Record<Checked, { value: string; free: boolean }>>;

const EMPTY: RegistrationValues = {
  code: '',
  userId: '',
  nick: '',
  password: '',
  passwordConfirm: '',
  phone: '',
  bankname: '',
  banknum: '',
  bankOwner: '',
};

const TAKEN: Record<Checked, ErrorKey> = { userId: 'register.error.userIdTaken', nick: 'register.error.nickTaken' };
const checkedValue = (field: Checked, values: RegistrationValues) => (field === 'nick' ? values.nick.trim() : values.userId);

export function RegisterForm() {
  const { t } = useTranslation();
  const router = useRouter();
  const dialogs = useDialogs();
  const { data: regDomain } = useRegDomainQuery();
  const domainCode = regDomain?.status === 'success' ? regDomain.code : '';
  const [typed, setTyped] = useState<RegistrationValues>(EMPTY);
  const [codeEdited, setCodeEdited] = useState(false);
  const [shown, setShown] = useState<Partial<Record<RegistrationField, boolean>>>({});
  // Until the player edits it, the signup code is the one the operator registered for this domain.
  const values = codeEdited ? typed : { ...typed, code: domainCode };
  const [submitted, setSubmitted] = useState(false);
  const [availability, setAvailability] = useState<Availability>({});
  const [codeRefused, setCodeRefused] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [passwordsShown, setPasswordsShown] = useState(false);
  const [checkUserId] = useCheckUserIdMutation();
  const [checkUserNick] = useCheckUserNickMutation();
  const [register] = useRegisterMutation();
  const id = useId();
  const inputId = (field: RegistrationField) => `${id}-${field}`;

  function errorOf(field: RegistrationField): ErrorKey | null {
    if (!submitted && !shown[field]) return null;
    const local = fieldError(field, values);
    if (local) return local;
    if (field === 'userId' || field === 'nick') {
      const known = availability[field];
      if (known && known.value === checkedValue(field, values) && !known.free) return TAKEN[field];
    }
    if (field === 'code' && codeRefused !== null && codeRefused === values.code.trim()) return 'register.error.codeUnknown';
    return null;
  }

  function freeNote(field: Checked): string | null {
    const known = availability[field];
    return known?.free && known.value === checkedValue(field, values) ? t(`register.available.${field}`) : null;
  }

  // A failed check does not block: the registration call decides.
  async function isFree(field: Checked, current: RegistrationValues): Promise<boolean> {
    const value = checkedValue(field, current);
    if (fieldError(field, current)) return false;
    const known = availability[field];
    if (known && known.value === value) return known.free;
    try {
      const answer = await (field === 'userId' ? checkUserId(value) : checkUserNick(value)).unwrap();
      const free = answer.status === 'success';
      setAvailability((all) => ({ ...all, [field]: { value, free } }));
      return free;
    } catch (error) {
      if ((error as ApiFailure)?.code === 'too_many_requests') setFormError(t('apiError.too_many_requests'));
      return true;
    }
  }

  const change = (field: RegistrationField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setTyped((current) => ({ ...current, [field]: value }));
    if (field === 'code') setCodeEdited(true);
    setShown((current) => (current[field] ? current : { ...current, [field]: true }));
    setFormError(null);
  };

  const leave = (field: RegistrationField) => () => {
    setShown((current) => (current[field] ? current : { ...current, [field]: true }));
    if (field === 'userId' || field === 'nick') void isFree(field, values);
  };

  const focus = (field: RegistrationField) => document.getElementById(inputId(field))?.focus();

  function markTaken(field: Checked) {
    setAvailability((all) => ({ ...all, [field]: { value: checkedValue(field, values), free: false } }));
    focus(field);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setFormError(null);
    const errors = validateRegistration(values);
    const firstInvalid = REGISTRATION_FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      focus(firstInvalid);
      return;
    }
    if (consentError(agreed)) {
      document.getElementById(`${id}-consent`)?.focus();
      return;
    }

    setPending(true);
    let done = false;
    try {
      const [idFree, nickFree] = await Promise.all([isFree('userId', values), isFree('nick', values)]);
      if (!idFree || !nickFree) {
        focus(idFree ? 'nick' : 'userId');
        return;
      }
      const params = toRegistration(values);
      const answer = await register(params).unwrap();
      if (answer.status === 'alread_have_user') return markTaken('userId');
      if (answer.status === 'alread') return markTaken('nick');
      if (answer.status === 'cant_find_code') {
        setCodeRefused(values.code.trim());
        focus('code');
        return;
      }

      const { signIn } = await import('next-auth/react');
      const login = await signIn('credentials', { userId: params.userId, password: params.password, redirect: false }).catch(() => undefined);
      done = true;
      if (login?.ok && !login.error) {
        localStorage.setItem('name', params.userId);
        await dialogs.notify('registered');
        await router.push(paths.home);
      } else {
        await dialogs.alert('registeredLogin');
        await router.push(paths.login);
      }
    } catch (error) {
      setFormError(t(`apiError.${(error as ApiFailure)?.code}`, { defaultValue: t('apiError.unknown') }));
    } finally {
      if (!done) setPending(false);
    }
  }

  const field = (name: RegistrationField, hint = true) => {
    const error = errorOf(name);
    return {
      id: inputId(name),
      name,
      label: t(`register.${name}`),
      hint: hint ? t(`register.${name}Hint`) : undefined,
      error: error && t(error),
      maxLength: INPUT_MAX[name],
      value: values[name],
      onChange: change(name),
      onBlur: leave(name),
    };
  };

  const consentProblem = submitted ? consentError(agreed) : null;
  const passwordType = passwordsShown ? 'text' : 'password';

  return (
    // POST, as the login form: sent before the script runs, the password and bank account stay out of the URL.
    <Form method="post" onSubmit={submit} noValidate aria-label={t('register.title')}>
      <Group>
        <legend>{t('register.account')}</legend>
        <Field {...field('code')} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        <Field {...field('userId')} ok={freeNote('userId')} autoComplete="username" autoCapitalize="none" spellCheck={false} required />
        <Field {...field('nick')} ok={freeNote('nick')} autoComplete="nickname" required />
        <Field
          {...field('password')}
          type={passwordType}
          autoComplete="new-password"
          required
          addon={
            <Button type="button" aria-pressed={passwordsShown} aria-controls={`${inputId('password')} ${inputId('passwordConfirm')}`} onClick={() => setPasswordsShown((shown) => !shown)}>
              {t('register.showPassword')}
            </Button>
          }
        />
        <Field {...field('passwordConfirm', false)} type={passwordType} autoComplete="new-password" required />
      </Group>

      <Group>
        <legend>{t('register.contact')}</legend>
        <Field {...field('phone')} type="tel" inputMode="tel" autoComplete="tel-national" required />
      </Group>

      <Group>
        <legend>{t('register.bankAccount')}</legend>
        <Field {...field('bankname', false)} as="select" required>
          <option value="">{t('register.bankChoose')}</option>
          {KOREAN_BANKS.map((bank) => (
            <option key={bank.code} value={bank.name}>
              {t(`banks.${bank.code}`)}
            </option>
          ))}
        </Field>
        <Field {...field('banknum')} inputMode="numeric" autoComplete="off" required />
        <Field {...field('bankOwner')} autoComplete="name" required />
      </Group>

      <Consent>
        <label>
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            aria-invalid={consentProblem ? true : undefined}
            aria-describedby={consentProblem ? `${id}-consent-message` : undefined}
            required
          />
          <span>{t('register.consent')}</span>
        </label>
        <Link href={infoPath('terms')} target="_blank">
          {t('register.terms')}
        </Link>
        {consentProblem ? <FormError id={`${id}-consent-message`}>{t(consentProblem)}</FormError> : null}
      </Consent>

      {formError ? <FormError role="alert">{formError}</FormError> : null}
      <Button type="submit" $tone="primary" disabled={pending} aria-busy={pending}>
        {pending ? t('register.submitting') : t('register.submit')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Consent = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 14px 16px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  label {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    font-weight: 600;
    cursor: pointer;
  }
  input {
    flex: 0 0 auto;
    width: 22px;
    height: 22px;
    margin: 1px 0 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  input[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
  }
  a {
    align-self: flex-start;
    margin-left: 32px;
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
`;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 12px;
    padding: 0;
    font-size: 1.05rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
