import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Field } from '@/components/common/Field';
import { apiErrorText, Message, said } from '@/components/common/Outcome';
import { useT } from '@/components/common/translation';
import { disableTwoFactorForm } from '@/lib/validation/security';
import {
  useDisableTwoFactorMutation,
  useRenewRecoveryCodesMutation,
  useStartTwoFactorMutation,
  useTwoFactorQuery,
} from '@/store/securityApi';
import { bareCode, CodeField, FormEnd } from './CodeEntry';
import { Panel, Status, SubForm, usePanel } from './parts';
import { RecoveryCodes } from './RecoveryCodes';
import { useProof } from './ProofPrompt';
import { LOCKED, TwoFactorSetup, type Setup } from './TwoFactorSetup';

/** What the panel shows below its status: one step at a time. */
type View =
  | { step: 'status' }
  | { step: 'setup'; setup: Setup }
  | { step: 'codes'; codes: string[]; renewed: boolean }
  | { step: 'turningOff' };

/** Two-step sign-in with an authenticator app: on (QR code, secret, a code, then the recovery codes once) and off. */
export function TwoFactorPanel() {
  const { t, id, fmt, outcome, setOutcome } = usePanel();
  const { data } = useTwoFactorQuery();
  const [startTwoFactor, starting] = useStartTwoFactorMutation();
  const [renewRecoveryCodes, renewing] = useRenewRecoveryCodesMutation();
  const proof = useProof();
  const [view, setView] = useState<View>({ step: 'status' });
  const refuse = (text: string) => setOutcome({ tone: 'error', text });

  async function start(): Promise<void> {
    setOutcome(null);
    try {
      const answer = await startTwoFactor().unwrap();
      if (answer.status === 'success')
        setView({ step: 'setup', setup: { secret: answer.secret, otpauthUrl: answer.otpauthUrl } });
      else if (answer.status === 'proof') proof.ask(start);
      else refuse(t('account.security.twoFactor.already'));
    } catch (error) {
      refuse(apiErrorText(t, error, LOCKED));
    }
  }

  async function renew(): Promise<void> {
    setOutcome(null);
    try {
      const answer = await renewRecoveryCodes().unwrap();
      if (answer.status === 'success') setView({ step: 'codes', codes: answer.recoveryCodes, renewed: true });
      else if (answer.status === 'proof') proof.ask(renew);
      else refuse(t('apiError.unknown'));
    } catch (error) {
      refuse(apiErrorText(t, error, LOCKED));
    }
  }

  function turnedOff(text?: string) {
    setView({ step: 'status' });
    setOutcome(text ? { tone: 'success', text } : null);
  }

  const on = data?.on ?? false;
  const back = () => setView({ step: 'status' });
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.security.twoFactor.title')}</h2>
      <p>{t('account.security.twoFactor.text')}</p>
      {view.step === 'codes' ? (
        <RecoveryCodes codes={view.codes} renewed={view.renewed} onDone={back} />
      ) : (
        <>
          <Status $on={on}>
            {on
              ? t('account.security.twoFactor.on', { date: fmt.date(data?.since), left: data?.recoveryCodesLeft ?? 0 })
              : t('account.security.twoFactor.off')}
          </Status>
          {on ? (
            view.step === 'turningOff' ? (
              <TurnOffForm onDone={turnedOff} />
            ) : (
              <Actions>
                <Button type="button" $tone="outline" disabled={renewing.isLoading} onClick={() => void renew()}>
                  {t('account.security.recovery.renew')}
                </Button>
                <Button
                  type="button"
                  $tone="outline"
                  onClick={() => (setOutcome(null), setView({ step: 'turningOff' }))}
                >
                  {t('account.security.twoFactor.turnOff')}
                </Button>
              </Actions>
            )
          ) : view.step === 'setup' ? (
            <TwoFactorSetup
              setup={view.setup}
              onConfirmed={(codes) => setView({ step: 'codes', codes, renewed: false })}
              onCancel={back}
            />
          ) : (
            <Button type="button" $tone="primary" disabled={starting.isLoading} onClick={() => void start()}>
              {t('account.security.twoFactor.turnOn')}
            </Button>
          )}
        </>
      )}
      {proof.prompt}
      {outcome ? <Message {...said(outcome)} /> : null}
    </Panel>
  );
}

/** Turning it off asks for both the password and a code: a stolen session alone cannot. */
function TurnOffForm({ onDone }: { onDone: (text?: string) => void }) {
  const { t } = useT();
  const id = useId();
  const [disableTwoFactor] = useDisableTwoFactorMutation();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(disableTwoFactorForm),
    defaultValues: { password: '', code: '' },
  });

  async function submit(values: { password: string; code: string }) {
    try {
      const answer = await disableTwoFactor({ password: values.password, code: bareCode(values.code) }).unwrap();
      if (answer.status === 'success') return onDone(t('account.security.twoFactor.disabled'));
      if (answer.status === 'pass') return setError('code', { message: 'account.security.error.passwordOrCode' });
      onDone();
    } catch (error) {
      setError('root.server', { message: apiErrorText(t, error, LOCKED) });
    }
  }

  const errors = formState.errors;
  return (
    <SubForm
      method="post"
      noValidate
      aria-label={t('account.security.twoFactor.turnOff')}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <Field
        id={`${id}-password`}
        type="password"
        label={t('account.security.password')}
        autoComplete="current-password"
        error={errors.password?.message ? t(errors.password.message) : null}
        {...register('password')}
      />
      <CodeField
        id={`${id}-code`}
        orRecovery
        error={errors.code?.message ? t(errors.code.message) : null}
        {...register('code')}
      />
      <FormEnd
        failure={errors.root?.server?.message}
        submit={t('account.security.twoFactor.turnOffConfirm')}
        tone="danger"
        busy={formState.isSubmitting}
        onCancel={() => onDone()}
      />
    </SubForm>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
