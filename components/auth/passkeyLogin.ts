import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { TFunction } from 'i18next';
import type { AppDispatch } from '@/store';
import { securityApi } from '@/store/securityApi';
import type { LoginOutcome } from './signInWith';

type Attempt = (provider: string, credentials: Record<string, string>) => Promise<LoginOutcome>;

/**
 * Sign-in with a passkey, loaded on the click (the browser library too): the backend's options, the browser's
 * ceremony, then next-auth's `passkey` provider checks the answer on the server. What to tell the member, or ''.
 */
export async function passkeyLogin(dispatch: AppDispatch, attempt: Attempt, t: TFunction): Promise<string> {
  if (!browserSupportsWebAuthn()) return t('auth.passkeyError.unsupported');
  const started = await dispatch(securityApi.endpoints.startPasskeyLogin.initiate())
    .unwrap()
    .catch(() => null);
  if (!started) return t('dialog.serviceUnavailable');
  let credential;
  try {
    credential = await startAuthentication({
      optionsJSON: started.options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
  } catch {
    // Cancelled, timed out, or no passkey for this site on this device: the browser does not say which.
    return t('auth.passkeyError.cancelled');
  }
  const outcome = await attempt('passkey', { credential: JSON.stringify(credential) });
  if (outcome.status !== 'failed') return '';
  if (outcome.reason.kind === 'passkey-expired') return t('auth.passkeyError.expired');
  return outcome.reason.kind === 'passkey-wrong' ? t('auth.passkeyError.pass') : '';
}
