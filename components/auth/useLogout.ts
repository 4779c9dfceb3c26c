import { useDialogs } from '@/lib/dialogs';

/**
 * Asks first (msg2216); then signs out, which revokes the backend token on the server (next-auth's signOut event,
 * `lib/auth.ts`) and clears the cookie, and shows the same page logged out.
 */
export function useLogout() {
  const dialogs = useDialogs();

  return async function logout() {
    if (!(await dialogs.confirm('msg2216'))) return;
    const { signOut } = await import('next-auth/react');
    await signOut({ redirect: false }).catch(() => undefined);
    window.location.reload();
  };
}
