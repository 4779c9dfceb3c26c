import { useDialogs } from '@/components/common/dialogs';

// next-auth's signOut event (lib/auth/options.ts) revokes the backend token on the server.
export async function signOutAndReload() {
  const { signOut } = await import('next-auth/react');
  await signOut({ redirect: false }).catch(() => undefined);
  window.location.reload();
}

export function useLogout() {
  const dialogs = useDialogs();

  return async function logout() {
    if (!(await dialogs.confirm('msg2216'))) return;
    await signOutAndReload();
  };
}
