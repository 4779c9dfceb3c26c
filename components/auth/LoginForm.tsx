import Link from 'next/link';
import { useT } from '@/lib/t';
import { useId, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/components/common/useTypedBeforeHydration';
import styled, { css } from 'styled-components';
import { paths } from '@/lib/paths';
import { useLogin } from './useLogin';

interface LoginFormProps {
  /** `inline` sits in the desktop header; `panel` stacks in the sidebar, the drawer and /login. */
  layout?: 'inline' | 'panel';
}

export function LoginForm({ layout = 'panel' }: LoginFormProps) {
  const { t } = useT();
  const { login, pending } = useLogin();
  const formRef = useTypedBeforeHydration();
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const ok = await login(userId, password);
    if (!ok) setPassword('');
  }

  return (
    <Form ref={formRef} onSubmit={submit} aria-label={t('auth.formLabel')} noValidate $layout={layout}>
      <Field>
        <Label htmlFor={`${id}-id`} $hidden={layout === 'inline'}>
          {t('auth.userId')}
        </Label>
        <Input
          id={`${id}-id`}
          name="userId"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={layout === 'inline' ? t('auth.userId') : undefined}
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
        />
      </Field>
      <Field>
        <Label htmlFor={`${id}-pw`} $hidden={layout === 'inline'}>
          {t('auth.password')}
        </Label>
        <Input
          id={`${id}-pw`}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={layout === 'inline' ? t('auth.password') : undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Submit type="submit" disabled={pending}>
        {t('nav.login')}
      </Submit>
      {layout === 'panel' ? (
        <Register>
          {t('auth.noAccount')} <Link href={paths.register}>{t('nav.register')}</Link>
        </Register>
      ) : (
        <RegisterButton href={paths.register}>{t('nav.register')}</RegisterButton>
      )}
    </Form>
  );
}

const Form = styled.form<{ $layout: 'inline' | 'panel' }>`
  display: flex;
  gap: 8px;
  ${({ $layout }) =>
    $layout === 'inline'
      ? css`
          align-items: center;
        `
      : css`
          flex-direction: column;
        `}
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $hidden }) =>
    $hidden &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    `}
`;

const Input = styled.input`
  min-height: 40px;
  min-width: 0;
  width: 100%;
  padding: 0 12px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 0 16px;
  border-radius: 8px;
  font-weight: 700;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
`;

const Submit = styled.button`
  ${buttonBase};
  border: 0;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

const RegisterButton = styled(Link)`
  ${buttonBase};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accent};
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
