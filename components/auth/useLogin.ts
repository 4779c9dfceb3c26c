import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { lockedMinutes, SIGN_IN_ERRORS } from '@/lib/auth-errors';
import { alertMessage, useDialogs } from '@/lib/dialogs';
import { safeCallbackUrl } from '@/lib/paths';

export function useLogin() {
  const dialogs = useDialogs();
  const { t } = useTranslation();
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function login(userId: string, password: string): Promise<boolean> {
    const id = userId.trim();
    if (!id || !password) {
      await dialogs.alert('msg2030');
      return false;
    }
    setPending(true);
    void dialogs.progress('msg2214');
    const { signIn } = await import('next-auth/react');
    const result = await signIn('credentials', { userId: id, password, redirect: false }).catch(() => undefined);
    if (result?.ok && !result.error) {
      localStorage.setItem('name', id);
      await dialogs.notify('msg2029');
      const next = safeCallbackUrl(router.query.callbackUrl);
      if (next) window.location.assign(next);
      else window.location.reload();
      return true;
    }
    await dialogs.close();
    setPending(false);
    const error = result?.error;
    const minutes = lockedMinutes(error);
    if (minutes) {
      await alertMessage((key) => t(key, { minutes }), 'loginLockedFor');
      return false;
    }
    await dialogs.alert(
      error === SIGN_IN_ERRORS.locked ? 'loginLocked' : error === SIGN_IN_ERRORS.unavailable || !result ? 'serviceUnavailable' : 'msg2030',
    );
    return false;
  }

  return { login, pending };
}
