import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useT } from '@/components/common/translation';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, ButtonRow } from '@/components/common/Button';
import { Field } from '@/components/common/Field';
import { confirmTwoFactorForm, disableTwoFactorForm } from '@/lib/validation/security';
import type { ApiFailure } from '@/store/api';
import { useSiteFormat } from '@/store/market';
import {
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRenewRecoveryCodesMutation,
  useStartTwoFactorMutation,
  useTwoFactorQuery,
} from '@/store/securityApi';
import { Message, Panel, Status, SubForm } from './parts';
import { RecoveryCodes } from './RecoveryCodes';
import { useProof } from './ProofPrompt';

type Setup = { secret: string; otpauthUrl: string };

const failureText = (t: TFunction, error: unknown) => {
  const code = (error as ApiFailure)?.code;
  return code === 'too_many_requests'
    ? t('account.security.error.locked')
    : t(`apiError.${code}`, { defaultValue: t('apiError.unknown') });
};

/** Two-step sign-in with an authenticator app: on (QR code, secret, a code, then the recovery codes once) and off. */
export function TwoFactorPanel() {
  const { t } = useT();
  const id = useId();
  const fmt = useSiteFormat();
  const { data } = useTwoFactorQuery();
  const [startTwoFactor, starting] = useStartTwoFactorMutation();
  const [renewRecoveryCodes, renewing] = useRenewRecoveryCodesMutation();
  const proof = useProof();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<{ list: string[]; renewed: boolean } | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function start(): Promise<void> {
    setMessage(null);
    try {
      const answer = await startTwoFactor().unwrap();
      if (answer.status === 'success') setSetup({ secret: answer.secret, otpauthUrl: answer.otpauthUrl });
      else if (answer.status === 'proof') proof.ask(start);
      else setMessage({ ok: false, text: t('account.security.twoFactor.already') });
    } catch (error) {
      setMessage({ ok: false, text: failureText(t, error) });
    }
  }

  async function renew(): Promise<void> {
    setMessage(null);
    try {
      const answer = await renewRecoveryCodes().unwrap();
      if (answer.status === 'success') setCodes({ list: answer.recoveryCodes, renewed: true });
      else if (answer.status === 'proof') proof.ask(renew);
      else setMessage({ ok: false, text: t('apiError.unknown') });
    } catch (error) {
      setMessage({ ok: false, text: failureText(t, error) });
    }
  }

  const on = data?.on ?? false;
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.security.twoFactor.title')}</h2>
      <p>{t('account.security.twoFactor.text')}</p>
      {codes ? (
        <RecoveryCodes codes={codes.list} renewed={codes.renewed} onDone={() => setCodes(null)} />
      ) : (
        <>
          <Status $on={on}>
            {on
              ? t('account.security.twoFactor.on', { date: fmt.date(data?.since), left: data?.recoveryCodesLeft ?? 0 })
              : t('account.security.twoFactor.off')}
          </Status>
          {on ? (
            turningOff ? (
              <DisableForm onDone={(text) => (setTurningOff(false), setMessage(text ? { ok: true, text } : null))} />
            ) : (
              <Actions>
                <Button type="button" $tone="outline" disabled={renewing.isLoading} onClick={() => void renew()}>
                  {t('account.security.recovery.renew')}
                </Button>
                <Button type="button" $tone="outline" onClick={() => (setMessage(null), setTurningOff(true))}>
                  {t('account.security.twoFactor.turnOff')}
                </Button>
              </Actions>
            )
          ) : setup ? (
            <SetupForm
              setup={setup}
              onConfirmed={(list) => (setSetup(null), setCodes({ list, renewed: false }))}
              onCancel={() => setSetup(null)}
            />
          ) : (
            <Button type="button" $tone="primary" disabled={starting.isLoading} onClick={() => void start()}>
              {t('account.security.twoFactor.turnOn')}
            </Button>
          )}
        </>
      )}
      {proof.prompt}
      {message ? (
        <Message role={message.ok ? 'status' : 'alert'} $ok={message.ok}>
          {message.text}
        </Message>
      ) : null}
    </Panel>
  );
}

function SetupForm({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: Setup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const id = useId();
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);
  const [confirmTwoFactor] = useConfirmTwoFactorMutation();
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(confirmTwoFactorForm),
    defaultValues: { code: '' },
  });

  useEffect(() => {
    let live = true;
    // Drawn here from the URL: the secret goes to no other service.
    void import('qrcode').then((QRCode) => {
      const { modules } = QRCode.create(setup.otpauthUrl, { errorCorrectionLevel: 'M' });
      const cells = Array.from({ length: modules.size * modules.size }, (_, i) =>
        modules.data[i] ? `M${i % modules.size} ${Math.floor(i / modules.size)}h1v1h-1z` : '',
      );
      if (live) setQr({ size: modules.size, path: cells.join('') });
    });
    return () => {
      live = false;
    };
  }, [setup.otpauthUrl]);

  async function submit({ code }: { code: string }) {
    setFailure('');
    try {
      const answer = await confirmTwoFactor({ code: code.replace(/\s/g, '') }).unwrap();
      if (answer.status === 'success') return onConfirmed(answer.recoveryCodes);
      if (answer.status === 'pass')
        return setError('code', { message: 'account.security.error.codeWrong' }, { shouldFocus: true });
      setFailure(t('account.security.twoFactor.restart'));
    } catch (error) {
      setFailure(failureText(t, error));
    }
  }

  const error = formState.errors.code?.message;
  return (
    <SubForm
      method="post"
      noValidate
      aria-labelledby={`${id}-steps`}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <Steps id={`${id}-steps`}>
        <li>{t('account.security.twoFactor.step1')}</li>
        <li>{t('account.security.twoFactor.step2')}</li>
      </Steps>
      <Setup>
        {qr ? (
          // Dark on white whatever the site's colours: that is what an authenticator's camera reads.
          <svg
            role="img"
            aria-label={t('account.security.twoFactor.qr')}
            width={200}
            height={200}
            viewBox={`-3 -3 ${qr.size + 6} ${qr.size + 6}`}
            shapeRendering="crispEdges"
          >
            <rect x={-3} y={-3} width={qr.size + 6} height={qr.size + 6} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
        ) : (
          <QrSpace aria-hidden="true" />
        )}
        <div>
          <span id={`${id}-secret`}>{t('account.security.twoFactor.secret')}</span>
          <Secret aria-labelledby={`${id}-secret`} data-secret={setup.secret}>
            {setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}
          </Secret>
        </div>
      </Setup>
      <Field
        id={`${id}-code`}
        label={t('account.security.twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        error={error ? t(error) : null}
        {...register('code')}
      />
      {failure ? <Message role="alert">{failure}</Message> : null}
      <ButtonRow>
        <Button type="submit" $tone="primary" disabled={formState.isSubmitting}>
          {t('account.security.twoFactor.confirm')}
        </Button>
        <Button type="button" $tone="outline" onClick={onCancel}>
          {t('account.security.cancel')}
        </Button>
      </ButtonRow>
    </SubForm>
  );
}

function DisableForm({ onDone }: { onDone: (text?: string) => void }) {
  const { t } = useT();
  const id = useId();
  const [disableTwoFactor] = useDisableTwoFactorMutation();
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(disableTwoFactorForm),
    defaultValues: { password: '', code: '' },
  });

  async function submit(values: { password: string; code: string }) {
    setFailure('');
    try {
      const answer = await disableTwoFactor({
        password: values.password,
        code: values.code.replace(/\s/g, ''),
      }).unwrap();
      if (answer.status === 'success') return onDone(t('account.security.twoFactor.disabled'));
      if (answer.status === 'pass') return setError('code', { message: 'account.security.error.passwordOrCode' });
      onDone();
    } catch (error) {
      setFailure(failureText(t, error));
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
      <Field
        id={`${id}-code`}
        label={t('account.security.twoFactor.codeOrRecovery')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={16}
        error={errors.code?.message ? t(errors.code.message) : null}
        {...register('code')}
      />
      {failure ? <Message role="alert">{failure}</Message> : null}
      <ButtonRow>
        <Button type="submit" $tone="danger" disabled={formState.isSubmitting}>
          {t('account.security.twoFactor.turnOffConfirm')}
        </Button>
        <Button type="button" $tone="outline" onClick={() => onDone()}>
          {t('account.security.cancel')}
        </Button>
      </ButtonRow>
    </SubForm>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.3em;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Setup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;

  svg {
    flex: 0 0 auto;
    border-radius: 8px;
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: 6px;
    min-width: 0;
  }
`;

const QrSpace = styled.span`
  display: block;
  width: 200px;
  height: 200px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
`;

const Secret = styled.code`
  font-size: 1.05rem;
  letter-spacing: 0.04em;
  overflow-wrap: anywhere;
  user-select: all;
`;
