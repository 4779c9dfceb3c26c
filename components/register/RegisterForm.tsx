import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Field } from '@/components/common/Field';
import { apiErrorText, Message } from '@/components/common/Outcome';
import { useRefusingForm } from '@/components/common/useRefusingForm';
import { bankLabel } from '@/lib/banks';
import { examplePhone } from '@/lib/contract/phone';
import { useDialogs } from '@/components/common/dialogs';
import { paths } from '@/lib/paths';
import {
  INPUT_MAX,
  registrationFormFor,
  toRegistration,
  type ErrorKey,
  type RegistrationField,
  type RegistrationFormValues,
  type RegistrationValues,
} from '@/lib/validation/register';
import { useMarket } from '@/store/market';
import { useRegDomainQuery, useRegisterMutation } from '@/store/registerApi';
import { ConsentField } from './ConsentField';
import { useDuplicateChecks } from './useDuplicateChecks';

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
  const form = useRefusingForm({
    resolver: zodResolver(schema),
    mode: 'all',
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { control, register, handleSubmit, getValues, getFieldState, trigger, setFocus, setError, formState } = form;
  const current = useWatch({ control }) as RegistrationFormValues;
  const checks = useDuplicateChecks(form, market);
  // After a registration the page moves on: the button stays busy until it has.
  const [leaving, setLeaving] = useState(false);
  const [passwordsShown, setPasswordsShown] = useState(false);
  const [registerMember] = useRegisterMutation();
  const pending = formState.isSubmitting || leaving;
  const id = useId();
  const inputId = (field: RegistrationField) => `${id}-${field}`;

  // The confirmation answers the password: once the player has seen it, a new password rechecks it.
  function recheckConfirm() {
    const { isTouched, isDirty } = getFieldState('passwordConfirm');
    if (isTouched || isDirty || formState.isSubmitted) void trigger('passwordConfirm');
  }

  async function submit(values: RegistrationValues) {
    try {
      const [idFree, nickFree] = await Promise.all([
        checks.isFree('userId', getValues()),
        checks.isFree('nick', getValues()),
      ]);
      if (!idFree || !nickFree) {
        setFocus(idFree ? 'nick' : 'userId');
        return;
      }
      const params = toRegistration(values, market);
      const answer = await registerMember(params).unwrap();
      if (answer.status === 'alread_have_user') return checks.markTaken('userId', values);
      if (answer.status === 'alread') return checks.markTaken('nick', values);
      if (answer.status === 'cant_find_code') {
        const code = values.code.trim();
        return form.refuse('code', 'register.error.codeUnknown', (now) => now.code.trim() === code);
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
      setError('root.server', { message: apiErrorText(t, error) });
    }
  }

  const field = (name: RegistrationField, hint = true) => {
    const error = formState.errors[name]?.message as ErrorKey | undefined;
    return {
      ...register(name, {
        onChange: () => {
          form.clearErrors('root.server');
          if (name === 'password') recheckConfirm();
        },
        onBlur: name === 'userId' || name === 'nick' ? () => void checks.isFree(name, getValues()) : undefined,
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
          ok={checks.freeNote('userId', current)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <Field {...field('nick')} ok={checks.freeNote('nick', current)} autoComplete="nickname" required />
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

      <ConsentField id={`${id}-consent`} problem={consentProblem ? t(consentProblem) : null} {...register('consent')} />

      {formState.errors.root?.server ? (
        <Message role="alert" $tone="error">
          {formState.errors.root.server.message}
        </Message>
      ) : null}
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
