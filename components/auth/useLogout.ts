import { useDialogs } from '@/lib/dialogs';
import { useAppDispatch } from '@/store/hooks';

/** Asks first (msg2216); then revokes the backend token, clears the cookie and shows the same page logged out. */
export function useLogout() {
  const dialogs = useDialogs();
  const dispatch = useAppDispatch();

  return async function logout() {
    if (!(await dialogs.confirm('msg2216'))) return;
    const { userApi } = await import('@/store/userApi');
    await dispatch(userApi.endpoints.logout.initiate()).unwrap().catch(() => undefined);
    const { signOut } = await import('next-auth/react');
    await signOut({ redirect: false }).catch(() => undefined);
    window.location.reload();
  };
}
