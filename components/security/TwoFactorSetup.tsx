import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { apiErrorText } from '@/components/common/Outcome';
import { useT } from '@/components/common/translation';
import { confirmTwoFactorForm } from '@/lib/validation/security';
import { useConfirmTwoFactorMutation } from '@/store/securityApi';
import { bareCode, CodeField, FormEnd } from './CodeEntry';
import { SubForm } from './parts';

export type Setup = { secret: string; otpauthUrl: string };

/** A 429 of these calls is the account's count of wrong passwords and codes. */
export const LOCKED = { too_many_requests: 'account.security.error.locked' };

interface TwoFactorSetupProps {
  setup: Setup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}

/** Turning two-step sign-in on: the QR code and the key for the app, then a code of the app. */
export function TwoFactorSetup({ setup, onConfirmed, onCancel }: TwoFactorSetupProps) {
  const { t } = useT();
  const id = useId();
  const qr = useQrCode(setup.otpauthUrl);
  const [confirmTwoFactor] = useConfirmTwoFactorMutation();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(confirmTwoFactorForm),
    defaultValues: { code: '' },
  });

  async function submit({ code }: { code: string }) {
    try {
      const answer = await confirmTwoFactor({ code: bareCode(code) }).unwrap();
      if (answer.status === 'success') return onConfirmed(answer.recoveryCodes);
      if (answer.status === 'pass')
        return setError('code', { message: 'account.security.error.codeWrong' }, { shouldFocus: true });
      setError('root.server', { message: t('account.security.twoFactor.restart') });
    } catch (error) {
      setError('root.server', { message: apiErrorText(t, error, LOCKED) });
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
      <Key>
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
      </Key>
      <CodeField id={`${id}-code`} error={error ? t(error) : null} {...register('code')} />
      <FormEnd
        failure={formState.errors.root?.server?.message}
        submit={t('account.security.twoFactor.confirm')}
        tone="primary"
        busy={formState.isSubmitting}
        onCancel={onCancel}
      />
    </SubForm>
  );
}

/** The QR code of the URL, drawn here: the secret goes to no other service. */
function useQrCode(url: string): { size: number; path: string } | null {
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QRCode) => {
      const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
      const cells = Array.from({ length: modules.size * modules.size }, (_, i) =>
        modules.data[i] ? `M${i % modules.size} ${Math.floor(i / modules.size)}h1v1h-1z` : '',
      );
      if (live) setQr({ size: modules.size, path: cells.join('') });
    });
    return () => {
      live = false;
    };
  }, [url]);
  return qr;
}

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.3em;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Key = styled.div`
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
