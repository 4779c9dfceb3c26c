import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useEffect, useState } from 'react';
import { askRealityCheck } from '@/components/common/dialogs';
import { isAnyDialogOpen, isTypingTarget } from '@/components/common/prompting';
import { toAmount } from '@/lib/format';
import { formatDuration } from '@/lib/format/session';
import { paths } from '@/lib/paths';
import { minutesSince, planRealityCheck, type Remembered } from '@/lib/realityCheck';
import { useSessionSummaryQuery } from '@/store/protectionApi';
import { useHealthCheckQuery, useTransferOutMutation } from '@/store/userApi';
import { signOutAndReload } from './useLogout';
import { useSiteFormat } from '@/store/market';

/** How often the session summary (net position, interval, restriction) is refreshed while the page is in view. */
export const SUMMARY_INTERVAL_MS = 60_000;
/** How soon to look again while another dialog is open. */
export const BUSY_RETRY_MS = 3_000;

// In localStorage, not per tab: a tab opened later must not show a check already answered in another.
const REMEMBERED_KEY = 'portal.realityCheck';

export function readRemembered(userId: string, loginAt: string): Remembered | null {
  try {
    const stored = JSON.parse(localStorage.getItem(REMEMBERED_KEY) ?? 'null') as
      (Partial<Remembered> & { userId?: unknown; loginAt?: unknown }) | null;
    if (stored?.userId !== userId || stored.loginAt !== loginAt) return null;
    return { minutes: toAmount(stored.minutes), mark: toAmount(stored.mark) };
  } catch {
    return null;
  }
}

function remember(userId: string, loginAt: string, value: Remembered) {
  try {
    localStorage.setItem(REMEMBERED_KEY, JSON.stringify({ userId, loginAt, ...value }));
  } catch {
    // Refused storage: a reload may show the last check again.
  }
}

/**
 * Keeps the session summary fresh and shows the reality check at every multiple of the member's interval since
 * login: never while they type in a field or over another dialog, never in the restricted mode.
 */
export function RealityCheck() {
  const { t } = useT();
  const fmt = useSiteFormat();
  const router = useRouter();
  // Subscribed, not only read: the member stays in the cache while this waits (SessionWatcher polls it).
  const userId = useHealthCheckQuery().data?.user.userId;
  const [transferOut] = useTransferOutMutation();
  const { data, refetch } = useSessionSummaryQuery(undefined, {
    pollingInterval: SUMMARY_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
  const loginAt = data?.loginAt;
  const minutes = data?.restriction ? 0 : toAmount(data?.realityCheckMinutes);
  // Bumped to plan again: at the next mark, when a field is left, after an answer or while another dialog is open.
  const [turn, setTurn] = useState(0);

  useEffect(() => {
    if (!userId || !loginAt) return;
    const before = readRemembered(userId, loginAt);
    const plan = planRealityCheck(loginAt, minutes, Date.now(), before);
    const again = () => setTurn((n) => n + 1);
    if (!plan.show) {
      remember(userId, loginAt, { minutes, mark: plan.mark });
      if (plan.waitMs === null) return;
      const timer = setTimeout(again, plan.waitMs);
      return () => clearTimeout(timer);
    }
    if (isTypingTarget(document.activeElement)) {
      const onFocusOut = (event: FocusEvent) => {
        if (!isTypingTarget(event.relatedTarget)) again();
      };
      document.addEventListener('focusout', onFocusOut);
      return () => document.removeEventListener('focusout', onFocusOut);
    }

    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      if (active) retry = setTimeout(again, BUSY_RETRY_MS);
    };
    void (async () => {
      if ((await isAnyDialogOpen()) || !active) return later();
      remember(userId, loginAt, { minutes, mark: plan.mark });
      const fresh = (await refetch()).data ?? data;
      if (!active) return;
      const choice = await askRealityCheck(t, {
        elapsed: formatDuration(minutesSince(loginAt, Date.now()), t),
        net: fmt.signed(fresh?.net),
      });
      if (choice === 'busy') {
        remember(userId, loginAt, { minutes, mark: before?.minutes === minutes ? before.mark : 0 });
        return later();
      }
      if (choice === 'logout') {
        // Over a game played in the page its money comes back first: an operator's backend may not do it on logout.
        if (router.pathname.startsWith(`${paths.play}/`)) await transferOut();
        return signOutAndReload();
      }
      if (choice === 'limits') await router.push(paths.protection);
      if (active) again();
    })();
    return () => {
      active = false;
      clearTimeout(retry);
    };
    // The figures shown are read when the check is due; only the login, the interval and a new turn plan again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, loginAt, minutes, turn]);

  return null;
}
