import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Field } from '@/components/common/Field';
import type { ApiFailure } from '@/store/api';
import { bankLabel } from '@/lib/banks';
import { examplePhone } from '@/lib/contract/phone';
import { useDialogs } from '@/components/common/dialogs';
import { infoPath, paths } from '@/lib/paths';
import {
  fieldError,
  INPUT_MAX,
  registrationFormFor,
  toRegistration,
  type ErrorKey,
  type RegistrationField,
  type RegistrationFormValues,
  type RegistrationValues,
} from '@/lib/validation/register';
import { useMarket } from '@/store/market';
import {
  useCheckUserIdMutation,
  useCheckUserNickMutation,
  useRegDomainQuery,
  useRegisterMutation,
} from '@/store/registerApi';

type Checked = 'userId' | 'nick';
type Availability = Partial<Record<Checked, { value: string; free: boolean }>>;

const EMPTY: RegistrationFormValues = {
  code: '',
  userId: '',
  nick: '',
  password: '',
  passwordConfirm: '',
  phone: '',
  bankname: '',
  banknum: '',
  bankOwner: '',
  consent: false,
};

const TAKEN: Record<Checked, ErrorKey> = { userId: 'register.error.userIdTaken', nick: 'register.error.nickTaken' };
const checkedValue = (field: Checked, values: RegistrationValues) =>
  field === 'nick' ? values.nick.trim() : values.userId;

export function RegisterForm() {
  const { t } = useT();
  const router = useRouter();
  const dialogs = useDialogs();
  const market = useMarket();
  const schema = useMemo(() => registrationFormFor(market), [market]);
  const example = useMemo(() => examplePhone(market.phoneRegion), [market.phoneRegion]);
  const { data: regDomain } = useRegDomainQuery();
  const domainCode = regDomain?.status === 'success' ? regDomain.code : '';
  // Until the player edits it, the signup code is the one the operator registered for this domain.
  const values = useMemo(() => ({ ...EMPTY, code: domainCode }), [domainCode]);
  const { control, register, handleSubmit, getValues, getFieldState, trigger, setFocus, formState } = useForm({
    resolver: zodResolver(schema),
    mode: 'all',
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const current = useWatch({ control }) as RegistrationFormValues;
  const [availability, setAvailability] = useState<Availability>({});
  const [codeRefused, setCodeRefused] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // After a registration the page moves on: the button stays busy until it has.
  const [leaving, setLeaving] = useState(false);
  const [passwordsShown, setPasswordsShown] = useState(false);
  const [checkUserId] = useCheckUserIdMutation();
  const [checkUserNick] = useCheckUserNickMutation();
  const [registerMember] = useRegisterMutation();
  const pending = formState.isSubmitting || leaving;
  const id = useId();
  const inputId = (field: RegistrationField) => `${id}-${field}`;

  function errorOf(field: RegistrationField): ErrorKey | null {
    const local = formState.errors[field]?.message as ErrorKey | undefined;
    if (local) return local;
    if (field === 'userId' || field === 'nick') {
      const known = availability[field];
      if (known && known.value === checkedValue(field, current) && !known.free) return TAKEN[field];
    }
    if (field === 'code' && codeRefused !== null && codeRefused === current.code.trim())
      return 'register.error.codeUnknown';
    return null;
  }

  function freeNote(field: Checked): string | null {
    const known = availability[field];
    return known?.free && known.value === checkedValue(field, current) ? t(`register.available.${field}`) : null;
  }

  // A failed check does not block: the registration call decides.
  async function isFree(field: Checked, values: RegistrationValues): Promise<boolean> {
    const value = checkedValue(field, values);
    if (fieldError(field, values, market)) return false;
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

  function markTaken(field: Checked, values: RegistrationValues) {
    setAvailability((all) => ({ ...all, [field]: { value: checkedValue(field, values), free: false } }));
    setFocus(field);
  }

  // The confirmation answers the password: once the player has seen it, a new password rechecks it.
  function recheckConfirm() {
    const { isTouched, isDirty } = getFieldState('passwordConfirm');
    if (isTouched || isDirty || formState.isSubmitted) void trigger('passwordConfirm');
  }

  async function submit(values: RegistrationValues) {
    setFormError(null);
    try {
      const [idFree, nickFree] = await Promise.all([isFree('userId', values), isFree('nick', values)]);
      if (!idFree || !nickFree) {
        setFocus(idFree ? 'nick' : 'userId');
        return;
      }
      const params = toRegistration(values, market);
      const answer = await registerMember(params).unwrap();
      if (answer.status === 'alread_have_user') return markTaken('userId', values);
      if (answer.status === 'alread') return markTaken('nick', values);
      if (answer.status === 'cant_find_code') {
        setCodeRefused(values.code.trim());
        setFocus('code');
        return;
      }

      const { signIn } = await import('next-auth/react');
      const login = await signIn('credentials', {
        userId: params.userId,
        password: params.password,
        redirect: false,
      }).catch(() => undefined);
      setLeaving(true);
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
    }
  }

  const field = (name: RegistrationField, hint = true) => {
    const error = errorOf(name);
    return {
      ...register(name, {
        onChange: () => {
          setFormError(null);
          if (name === 'password') recheckConfirm();
        },
        onBlur: name === 'userId' || name === 'nick' ? () => void isFree(name, getValues()) : undefined,
      }),
      id: inputId(name),
      label: t(`register.${name}`),
      hint: hint ? t(`register.${name}Hint`, { example }) : undefined,
      error: error && t(error, { example }),
      maxLength: INPUT_MAX[name],
    };
  };

  const consentProblem = formState.errors.consent?.message;
  const passwordType = passwordsShown ? 'text' : 'password';

  return (
    // POST, as the login form: sent before the script runs, the password and bank account stay out of the URL.
    <Form
      method="post"
      onSubmit={(event) => (pending ? event.preventDefault() : void handleSubmit(submit)(event))}
      noValidate
      aria-label={t('register.title')}
    >
      <Group>
        <legend>{t('register.account')}</legend>
        <Field {...field('code')} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        <Field
          {...field('userId')}
          ok={freeNote('userId')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <Field {...field('nick')} ok={freeNote('nick')} autoComplete="nickname" required />
        <Field
          {...field('password')}
          type={passwordType}
          autoComplete="new-password"
          required
          addon={
            <Button
              type="button"
              aria-pressed={passwordsShown}
              aria-controls={`${inputId('password')} ${inputId('passwordConfirm')}`}
              onClick={() => setPasswordsShown((shown) => !shown)}
            >
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
          {market.banks.map((bank) => (
            <option key={bank} value={bank}>
              {bankLabel(t, bank)}
            </option>
          ))}
        </Field>
        <Field {...field('banknum')} inputMode="numeric" autoComplete="off" required />
        <Field {...field('bankOwner')} autoComplete="name" required />
      </Group>

      <Consent>
        <label>
          <input
            {...register('consent')}
            id={`${id}-consent`}
            type="checkbox"
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
