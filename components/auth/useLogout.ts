import { useDialogs } from '@/lib/dialogs';
import { useLogoutMutation } from '@/store/userApi';

/** Asks first (msg2216); then revokes the backend token, clears the cookie and shows the same page logged out. */
export function useLogout() {
  const dialogs = useDialogs();
  const [revoke] = useLogoutMutation();

  return async function logout() {
    if (!(await dialogs.confirm('msg2216'))) return;
    await revoke().catch(() => undefined);
    const { signOut } = await import('next-auth/react');
    await signOut({ redirect: false }).catch(() => undefined);
    window.location.reload();
  };
}
