import { useRouter } from 'next/router';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { lockedMinutes, SECOND_STEP_ERROR, SIGN_IN_ERRORS } from '@/lib/auth-errors';
import { alertMessage, useDialogs } from '@/components/common/dialogs';
import { localizedPath, paths, safeCallbackUrl } from '@/lib/paths';

/** Pages a login starts from that are no place to come back to. */
const AUTH_PAGES: readonly string[] = [paths.login, paths.forgotPassword, paths.changePassword];

/** `t` is the caller's: a form has it already. */
export function useLogin(t: TFunction) {
  const dialogs = useDialogs();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const refuse = () => dialogs.alert('msg2030');

  async function login(userId: string, password: string): Promise<boolean | string> {
    const id = userId.trim();
    const { loginForm } = await import('@/lib/validation/login');
    if (!loginForm.safeParse({ userId, password }).success) {
      await refuse();
      return false;
    }
    return attempt('credentials', { userId: id, password }, id);
  }

  /**
   * Signs in with a provider's credentials; true once the page goes on. A second step's or a passkey's own answer
   * (lib/auth-errors SECOND_STEP_ERROR) comes back to the caller, which says it in its place.
   */
  async function attempt(provider: string, credentials: Record<string, string>, id?: string): Promise<boolean | string> {
    setPending(true);
    void dialogs.progress('msg2214');
    const { signIn } = await import('next-auth/react');
    const result = await signIn(provider, { ...credentials, redirect: false }).catch(() => undefined);
    if (result?.ok && !result.error) {
      if (id) localStorage.setItem('name', id);
      await dialogs.notify('msg2029');
      const next = safeCallbackUrl(router.query.callbackUrl, window.location.origin);
      if (next) window.location.assign(next);
      else window.location.reload();
      return true;
    }
    await dialogs.close();
    const error = result?.error;
    if (error && SECOND_STEP_ERROR.test(error)) {
      setPending(false);
      return error;
    }
    if (error === SIGN_IN_ERRORS.change) {
      // A temporary password: nothing else until a new one is set, then on to where the member was going.
      const back = safeCallbackUrl(router.query.callbackUrl, window.location.origin) ?? (AUTH_PAGES.includes(router.pathname) ? null : localizedPath(router.asPath, router.locale));
      await router.push({ pathname: paths.changePassword, query: back ? { callbackUrl: back } : {} });
      setPending(false);
      return false;
    }
    setPending(false);
    const minutes = lockedMinutes(error);
    if (minutes) {
      await alertMessage((key, values) => t(key, { ...values, minutes }), 'loginLockedFor');
      return false;
    }
    await dialogs.alert(
      error === SIGN_IN_ERRORS.locked ? 'loginLocked' : error === SIGN_IN_ERRORS.unavailable || !result ? 'serviceUnavailable' : 'msg2030',
    );
    return false;
  }

  return { login, attempt, pending, refuse };
}
