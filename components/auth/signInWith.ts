import type { TFunction } from 'i18next';
import type { NextRouter } from 'next/router';
import { alertMessage, type Dialogs } from '@/components/common/dialogs';
import { localizedPath, paths, safeCallbackUrl } from '@/lib/paths';
import { readSignInError, type SignInRefusal } from '@/lib/signInRefusal';

/** Pages a login starts from that are no place to come back to. */
const AUTH_PAGES: readonly string[] = [paths.login, paths.forgotPassword, paths.changePassword];

/**
 * How a sign-in ended. `second-step`: the password was right and the code is asked next. `failed`: nothing started;
 * a refusal of the second step's or the passkey's own is the caller's to say in its place, any other was said already.
 */
export type LoginOutcome =
  { status: 'signed-in' } | { status: 'second-step'; challenge: string } | { status: 'failed'; reason: SignInRefusal };

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

/** useLogin's sign-in once the progress dialog shows. */
export async function signInWith({
  provider,
  credentials,
  id,
  t,
  dialogs,
  router,
  done,
}: SignIn): Promise<LoginOutcome> {
  const { signIn } = await import('next-auth/react');
  const result = await signIn(provider, { ...credentials, redirect: false }).catch(() => undefined);
  if (result?.ok && !result.error) {
    if (id) localStorage.setItem('name', id);
    await dialogs.notify('msg2029');
    const next = safeCallbackUrl(router.query.callbackUrl, window.location.origin);
    if (next) window.location.assign(next);
    else window.location.reload();
    return { status: 'signed-in' };
  }
  await dialogs.close();
  const reason: SignInRefusal = result ? readSignInError(result.error) : { kind: 'unavailable' };
  // A forced change leaves the form busy until the change page is on its way.
  if (reason.kind !== 'change') done();
  switch (reason.kind) {
    case 'two-factor':
      return { status: 'second-step', challenge: reason.challenge };
    case 'two-factor-wrong':
    case 'two-factor-expired':
    case 'two-factor-locked':
    case 'passkey-wrong':
    case 'passkey-expired':
      break;
    case 'change': {
      // A temporary password: nothing else until a new one is set, then on to where the member was going.
      const back =
        safeCallbackUrl(router.query.callbackUrl, window.location.origin) ??
        (AUTH_PAGES.includes(router.pathname) ? null : localizedPath(router.asPath, router.locale));
      await router.push({ pathname: paths.changePassword, query: back ? { callbackUrl: back } : {} });
      done();
      break;
    }
    case 'other-market': {
      // The account's own site, by its brand in the page's language: its money is shown and moved there only.
      const { home } = reason;
      const names: Partial<Record<string, string>> = home.name;
      const site = names[router.locale ?? ''] ?? home.name.en ?? home.name.ko ?? home.host;
      await dialogs.alert(home.host ? 'otherMarket' : 'otherMarketSite', { site, host: home.host });
      break;
    }
    case 'locked':
      if (reason.seconds) {
        const minutes = Math.max(1, Math.ceil(reason.seconds / 60));
        await alertMessage((key, values) => t(key, { ...values, minutes }), 'loginLockedFor');
      } else await dialogs.alert('loginLocked');
      break;
    case 'unavailable':
      await dialogs.alert('serviceUnavailable');
      break;
    case 'wrong':
      await dialogs.alert('msg2030');
  }
  return { status: 'failed', reason };
}
