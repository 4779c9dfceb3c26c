import { setupListeners } from '@reduxjs/toolkit/query';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { isDialogOpen, useDialogs, type MessageId } from '@/lib/dialogs';
import { toAmount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectLoggedOut } from '@/store/sessionSlice';
import { useHealthCheckQuery } from '@/store/userApi';

export const HEALTH_CHECK_INTERVAL_MS = 30_000;

let prompting = false;

export function promptFor(counts: { noteCount: unknown; helpCount: unknown }, pathname: string): { id: MessageId; path: string } | null {
  if (toAmount(counts.noteCount) > 0 && pathname !== paths.note) return { id: 'msg2003', path: paths.note };
  if (toAmount(counts.helpCount) > 0 && pathname !== paths.help) return { id: 'msg2004', path: paths.help };
  return null;
}

export function SessionWatcher() {
  const loggedOut = useAppSelector(selectLoggedOut);
  const dispatch = useAppDispatch();
  // Focus and visibility events drive the health check's pause and immediate refresh.
  useEffect(() => setupListeners(dispatch), [dispatch]);
  const router = useRouter();
  const dialogs = useDialogs();
  const { data, error, fulfilledTimeStamp } = useHealthCheckQuery(undefined, {
    skip: loggedOut !== false,
    pollingInterval: HEALTH_CHECK_INTERVAL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });

  const unauthenticated = error && 'status' in error && error.status === 401;

  useEffect(() => {
    if (!unauthenticated) return;
    void import('next-auth/react')
      .then(({ signOut }) => signOut({ redirect: false }))
      .catch(() => undefined)
      .finally(() => window.location.reload());
  }, [unauthenticated]);

  useEffect(() => {
    if (!data || prompting) return;
    const prompt = promptFor(data, router.pathname);
    if (!prompt) return;
    prompting = true;
    void (async () => {
      try {
        if (await isDialogOpen()) return;
        if (await dialogs.confirm(prompt.id)) await router.push(prompt.path);
      } finally {
        prompting = false;
      }
    })();
    // Each answer of the health check is a new chance to prompt, even when the counts did not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fulfilledTimeStamp]);

  return null;
}
