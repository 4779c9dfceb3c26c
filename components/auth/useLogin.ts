import { useRouter } from 'next/router';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useDialogs } from '@/components/common/dialogs';
import type { LoginOutcome } from './signInWith';

/** `t` is the caller's: a form has it already. */
export function useLogin(t: TFunction) {
  const dialogs = useDialogs();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const refuse = () => dialogs.alert('msg2030');

  async function login(userId: string, password: string): Promise<LoginOutcome> {
    const id = userId.trim();
    const { loginForm } = await import('@/lib/validation/login');
    if (!loginForm.safeParse({ userId, password }).success) {
      await refuse();
      return { status: 'failed', reason: { kind: 'wrong' } };
    }
    return attempt('credentials', { userId: id, password }, id);
  }

  /** Signs in with a provider's credentials: the page goes on, or the outcome says why not (signInWith). */
  async function attempt(provider: string, credentials: Record<string, string>, id?: string): Promise<LoginOutcome> {
    setPending(true);
    void dialogs.progress('msg2214');
    // What follows a click: loaded with it, not with every page.
    const { signInWith } = await import('./signInWith');
    return signInWith({ provider, credentials, id, t, dialogs, router, done: () => setPending(false) });
  }

  return { login, attempt, pending, refuse };
}
