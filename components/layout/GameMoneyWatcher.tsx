import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useDialogs } from '@/components/common/dialogs';
import { takeGameLeft } from '@/lib/gameLeft';
import { paths } from '@/lib/paths';
import { useAppSelector } from '@/store/hooks';
import { useSiteFormat } from '@/store/market';
import { selectGameMoney } from '@/store/member';
import { selectSite } from '@/store/pageSlice';
import { selectLoggedOut } from '@/store/sessionSlice';
import { useInGameBalanceQuery, useTransferOutMutation } from '@/store/userApi';

export const GAME_MONEY_INTERVAL_MS = 30_000;
/** Per tab: the question about game money left behind is asked once. */
export const GAME_MONEY_ASKED_KEY = 'portal.gameMoneyLeftAsked';

function askedBefore(): boolean {
  try {
    if (sessionStorage.getItem(GAME_MONEY_ASKED_KEY)) return true;
    sessionStorage.setItem(GAME_MONEY_ASKED_KEY, '1');
    return false;
  } catch {
    return false;
  }
}

/**
 * On a site that plays in the page, game money can only be played on the play page: any other page that finds some
 * left there (the page went away without bringing it back: a crash, a lost connection) at its next look (the 30-second
 * refresh, or any money change) asks once whether to bring it back. Not on its own: the play page may still be open in
 * another tab.
 */
function useGameMoneyLeft(member: boolean, answeredAt: number | undefined, onPlayPage: boolean, since: number) {
  const inPage = useAppSelector(selectSite).gameLaunch === 'page';
  const gameMoney = useAppSelector(selectGameMoney);
  // Only an answer this page asked for counts: the server's may predate the play page's own transfer-out on its way
  // out (Back sends it as the next page is asked for).
  const [shownAt] = useState(() => Date.now());
  const fresh = answeredAt !== undefined && answeredAt >= Math.max(shownAt, since);
  const dialogs = useDialogs();
  const { money } = useSiteFormat();
  const [transferOut] = useTransferOutMutation();
  const left = member && inPage && !onPlayPage && fresh && gameMoney > 0;
  useEffect(() => {
    if (!left || askedBefore()) return;
    void (async () => {
      if (!(await dialogs.confirm('gameMoneyLeft', { values: { amount: money(gameMoney) } }))) return;
      const result = await transferOut();
      if (result.data?.status === 'success' && Number(result.data.amount) > 0)
        await dialogs.alert('gameMoneyBack', { amount: money(result.data.amount) });
    })();
    // Asked once for what the page found; a later figure does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left]);
}

/**
 * The play page this tab has just left sent its game money back on its way out, by a keepalive request a browser may
 * drop (Chromium did, 3 in 16 Backs in the e2e run): the tab's next page sends it again; a second one moves nothing.
 * Returns the time from which an answer about game money counts (none while that request is on its way).
 */
function useGameLeftBroughtBack(member: boolean, onPlayPage: boolean): number {
  const inPage = useAppSelector(selectSite).gameLaunch === 'page';
  const [transferOut, { isLoading, fulfilledTimeStamp }] = useTransferOutMutation();
  useEffect(() => {
    if (!member || !inPage || onPlayPage) return;
    const bringBack = () => {
      if (takeGameLeft()) void transferOut();
    };
    bringBack();
    // A page the browser kept (Back to it) is shown again without mounting anew.
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) bringBack();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [member, inPage, onPlayPage, transferOut]);
  return isLoading ? Infinity : (fulfilledTimeStamp ?? 0);
}

/** Keeps a member's game money current: the server render brings it, launches and money changes refresh it (tags). */
export function GameMoneyWatcher() {
  const loggedOut = useAppSelector(selectLoggedOut);
  const { fulfilledTimeStamp } = useInGameBalanceQuery(undefined, {
    skip: loggedOut !== false,
    pollingInterval: GAME_MONEY_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
  const onPlayPage = useRouter().pathname.startsWith(`${paths.play}/`);
  const since = useGameLeftBroughtBack(loggedOut === false, onPlayPage);
  useGameMoneyLeft(loggedOut === false, fulfilledTimeStamp, onPlayPage, since);
  return null;
}
