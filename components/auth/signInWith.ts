import type { TFunction } from 'i18next';
import type { NextRouter } from 'next/router';
import { alertMessage, type Dialogs } from '@/components/common/dialogs';
import { lockedMinutes, readOtherMarket, SECOND_STEP_ERROR, SIGN_IN_ERRORS } from '@/lib/auth-errors';
import { localizedPath, paths, safeCallbackUrl } from '@/lib/paths';

/** Pages a login starts from that are no place to come back to. */
const AUTH_PAGES: readonly string[] = [paths.login, paths.forgotPassword, paths.changePassword];

interface SignIn {
  provider: string;
  credentials: Record<string, string>;
  id?: string;
  t: TFunction;
  dialogs: Dialogs;
  router: NextRouter;
  /** The form may be used again. */
  done: () => void;
}

/** useLogin's sign-in once the progress dialog shows: true once the page goes on, else the second step's answer or false. */
export async function signInWith({
  provider,
  credentials,
  id,
  t,
  dialogs,
  router,
  done,
}: SignIn): Promise<boolean | string> {
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
    done();
    return error;
  }
  if (error === SIGN_IN_ERRORS.change) {
    // A temporary password: nothing else until a new one is set, then on to where the member was going.
    const back =
      safeCallbackUrl(router.query.callbackUrl, window.location.origin) ??
      (AUTH_PAGES.includes(router.pathname) ? null : localizedPath(router.asPath, router.locale));
    await router.push({ pathname: paths.changePassword, query: back ? { callbackUrl: back } : {} });
    done();
    return false;
  }
  done();
  const home = readOtherMarket(error);
  if (home) {
    // The account's own site, by its brand in the page's language: its money is shown and moved there only.
    const names: Partial<Record<string, string>> = home.name;
    const site = names[router.locale ?? ''] ?? home.name.en ?? home.name.ko ?? home.host;
    await dialogs.alert(home.host ? 'otherMarket' : 'otherMarketSite', { site, host: home.host });
    return false;
  }
  const minutes = lockedMinutes(error);
  if (minutes) {
    await alertMessage((key, values) => t(key, { ...values, minutes }), 'loginLockedFor');
    return false;
  }
  await dialogs.alert(
    error === SIGN_IN_ERRORS.locked
      ? 'loginLocked'
      : error === SIGN_IN_ERRORS.unavailable || !result
        ? 'serviceUnavailable'
        : 'msg2030',
  );
  return false;
}
