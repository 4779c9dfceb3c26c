import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@/components/common/translation';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Field } from '@/components/common/Field';
import { apiErrorText } from '@/components/common/Outcome';
import { proveCodeForm, provePasswordForm } from '@/lib/validation/security';
import { useAppSelector } from '@/store/hooks';
import { useSiteFormat } from '@/store/market';
import { selectHasFeature } from '@/store/pageSlice';
import { useProveIdentityMutation, useTwoFactorQuery } from '@/store/securityApi';
import { bareCode, CodeField, FormEnd } from './CodeEntry';

type Way = 'password' | 'code';

/**
 * What a panel needs for an action the backend answers with `proof`: `ask(again)` shows the prompt in the panel, and
 * once the member has proved who they are the action runs again.
 */
export function useProof(): { ask: (again: () => unknown) => void; prompt: ReactNode } {
  const [again, setAgain] = useState<(() => unknown) | null>(null);
  const offersTwoFactor = useAppSelector((state) => selectHasFeature(state, 'two-factor'));
  const { data } = useTwoFactorQuery(undefined, { skip: !offersTwoFactor });
  const prompt = again ? (
    <ProofPrompt
      withCode={data?.on ?? false}
      onProved={() => {
        setAgain(null);
        void again();
      }}
      onCancel={() => setAgain(null)}
    />
  ) : null;
  return { ask: (next) => setAgain(() => next), prompt };
}

interface ProofPromptProps {
  /** The member has two-step sign-in on: a code of the app (or a recovery code) will do instead of the password. */
  withCode: boolean;
  onProved: () => void;
  onCancel: () => void;
}

/** "Confirm it's you": the password, or the second step, before a change to how the member signs in. */
export function ProofPrompt({ withCode, onProved, onCancel }: ProofPromptProps) {
  const { t } = useT();
  const id = useId();
  const [way, setWay] = useState<Way>('password');
  return (
    <Box role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <h3 id={`${id}-title`}>{t('account.security.proof.title')}</h3>
      <p id={`${id}-text`}>
        {t(way === 'password' ? 'account.security.proof.textPassword' : 'account.security.proof.textCode')}
      </p>
      <ProofForm key={way} way={way} onProved={onProved} onCancel={onCancel} />
      {withCode ? (
        <Switch type="button" onClick={() => setWay(way === 'password' ? 'code' : 'password')}>
          {t(way === 'password' ? 'account.security.proof.useCode' : 'account.security.proof.usePassword')}
        </Switch>
      ) : null}
    </Box>
  );
}

function ProofForm({ way, onProved, onCancel }: { way: Way; onProved: () => void; onCancel: () => void }) {
  const { t } = useT();
  const id = useId();
  const fmt = useSiteFormat();
  const [prove] = useProveIdentityMutation();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(way === 'password' ? provePasswordForm : proveCodeForm),
    defaultValues: way === 'password' ? { password: '' } : { code: '' },
  });

  async function submit(values: { password?: string; code?: string }) {
    const proof = way === 'password' ? { password: values.password ?? '' } : { code: bareCode(values.code ?? '') };
    const refuse = (text: string) => setError('root.server', { message: text });
    try {
      const answer = await prove(proof).unwrap();
      if (answer.status === 'success') return onProved();
      if (answer.status === 'pass')
        return setError(way, { message: `account.security.proof.wrong.${way}` }, { shouldFocus: true });
      if (answer.status === 'time' && answer.retryAfter) {
        return refuse(
          t('account.security.proof.lockedUntil', {
            time: fmt.dateTime(new Date(Date.now() + answer.retryAfter * 1000).toISOString()),
          }),
        );
      }
      refuse(t(answer.status === 'time' ? 'account.security.error.locked' : 'apiError.unknown'));
    } catch (error) {
      refuse(apiErrorText(t, error));
    }
  }

  const error = formState.errors[way]?.message;
  return (
    <Form
      method="post"
      noValidate
      aria-label={t('account.security.proof.title')}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      {way === 'password' ? (
        <Field
          id={`${id}-password`}
          type="password"
          label={t('account.security.password')}
          autoComplete="current-password"
          autoFocus
          error={error ? t(error) : null}
          {...register('password')}
        />
      ) : (
        <CodeField id={`${id}-code`} orRecovery autoFocus error={error ? t(error) : null} {...register('code')} />
      )}
      <FormEnd
        failure={formState.errors.root?.server?.message}
        submit={t('account.security.proof.submit')}
        tone="primary"
        busy={formState.isSubmitting}
        onCancel={onCancel}
      />
    </Form>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 14px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.background};

  h3,
  p {
    margin: 0;
  }
  h3 {
    font-size: 1rem;
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Switch = styled.button`
  align-self: flex-start;
  padding: 6px 0;
  min-height: 40px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
