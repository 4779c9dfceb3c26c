import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useT } from '@/components/common/translation';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { Button } from '@/components/common/Button';
import { Field } from '@/components/common/Field';
import { paths } from '@/lib/paths';
import type { LoginValues } from '@/lib/validation/login';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectHasFeature } from '@/store/pageSlice';
import type { LoginControl } from './loginControl';
import { useLogin } from './useLogin';

type Layout = 'inline' | 'panel';

// Only a member with two-step sign-in meets it: its chunk comes after the password step.
const SecondStep = dynamic(() => import('./SecondStep').then((module) => module.SecondStep), { ssr: false });

const loadControl = () => import('./loginControl').then((module) => module.createLoginControl());

export function LoginForm({ layout = 'panel' }: { layout?: Layout }) {
  const { t } = useT();
  const { login, attempt, pending, refuse } = useLogin(t);
  const resettable = useAppSelector((state) => selectHasFeature(state, 'password-reset'));
  const passkeys = useAppSelector((state) => selectHasFeature(state, 'passkeys'));
  const dispatch = useAppDispatch();
  // The form's control comes with the first focus, touch or submit (loginControl). Until then the fields are plain ones,
  // and what is typed into them stays: react-hook-form reads a field's value when it registers it.
  const [form, setForm] = useState<LoginControl | null>(null);
  const loading = useRef<Promise<LoginControl> | null>(null);
  const control = () =>
    (loading.current ??= loadControl().then((made) => {
      // Registered before the caller goes on: a submit that waited for the control reads every field.
      flushSync(() => setForm(made));
      return made;
    }));
  const field = (name: keyof LoginValues) => (form ? form.register(name) : { name });
  const id = useId();
  const inline = layout === 'inline';
  // The backend's challenge once the password is right and the code is asked; a message says why the form is back.
  const [challenge, setChallenge] = useState('');
  const [notice, setNotice] = useState('');

  async function submit(made: LoginControl, values: LoginValues) {
    setNotice('');
    const outcome = await login(values.userId, values.password);
    if (outcome.status !== 'signed-in') made.setValue('password', '');
    if (outcome.status === 'second-step') setChallenge(outcome.challenge);
  }

  async function passkey() {
    setNotice('');
    const { passkeyLogin } = await import('./passkeyLogin');
    setNotice(await passkeyLogin(dispatch, attempt, t));
  }

  if (challenge)
    return (
      <SecondStep
        challenge={challenge}
        userId={(form?.getValues('userId') ?? '').trim()}
        layout={layout}
        attempt={attempt}
        pending={pending}
        onBack={(message = '') => {
          setChallenge('');
          setNotice(message);
        }}
      />
    );

  return (
    // POST: a form sent before the script runs must not put the password in the URL (history, logs, Referer).
    <Form
      method="post"
      onFocus={() => void control()}
      onPointerDown={() => void control()}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) void control().then((made) => made.handleSubmit((values) => submit(made, values), refuse)());
      }}
      aria-label={t(inline ? 'auth.formLabelQuick' : 'auth.formLabel')}
      aria-busy={pending || undefined}
      noValidate
      $layout={layout}
    >
      <LoginField
        id={`${id}-id`}
        label={t('auth.userId')}
        hideLabel={inline}
        placeholder={inline ? t('auth.userId') : undefined}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field('userId')}
      />
      <LoginField
        id={`${id}-pw`}
        type="password"
        label={t('auth.password')}
        hideLabel={inline}
        placeholder={inline ? t('auth.password') : undefined}
        autoComplete="current-password"
        {...field('password')}
      />
      <Button type="submit" $tone="primary" disabled={pending} aria-busy={pending || undefined}>
        {pending ? (
          <>
            <Spinner aria-hidden="true" />
            {t('auth.busy')}
          </>
        ) : (
          t('nav.login')
        )}
      </Button>
      {passkeys && !inline ? (
        <Button type="button" $tone="outline" disabled={pending} onClick={() => void passkey()}>
          {t('auth.passkey')}
        </Button>
      ) : null}
      {notice ? <Notice role="alert">{notice}</Notice> : null}
      {inline ? (
        <Button as={Link} href={paths.register} prefetch={false} $tone="outline">
          {t('nav.register')}
        </Button>
      ) : (
        <Register>
          {t('auth.noAccount')}{' '}
          <Link href={paths.register} prefetch={false}>
            {t('nav.register')}
          </Link>
        </Register>
      )}
      {resettable ? (
        <Forgot href={paths.forgotPassword} prefetch={false} $layout={layout}>
          {t('auth.forgot')}
        </Forgot>
      ) : null}
    </Form>
  );
}

const Form = styled.form<{ $layout: Layout }>`
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === 'inline' ? 'row' : 'column')};
  align-items: ${({ $layout }) => ($layout === 'inline' ? 'center' : 'stretch')};
  gap: 8px;

  > button,
  > a {
    min-height: 40px;
    border-radius: 8px;
    /* In a row the header makes room; in a column a long label (Vietnamese "sign in with a passkey") wraps. */
    white-space: ${({ $layout }) => ($layout === 'inline' ? 'nowrap' : 'normal')};
  }
`;

const Notice = styled.p`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  flex: 0 0 auto;
  width: 1em;
  height: 1em;
  margin-right: 8px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const LoginField = styled(Field)`
  gap: 4px;

  label {
    font-size: 0.85rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    min-height: 40px;
    border-radius: 8px;
  }
`;

const Register = styled.p`
  margin: 4px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
`;

const Forgot = styled(Link)<{ $layout: Layout }>`
  display: inline-flex;
  align-items: center;
  align-self: ${({ $layout }) => ($layout === 'inline' ? 'center' : 'flex-start')};
  min-height: 40px;
  font-size: 0.9rem;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
