import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef } from 'react';
import type { Restriction } from '@/lib/contract';
import { useDialogs } from '@/components/common/dialogs';
import { GAME_WINDOW_FEATURES, GAME_WINDOW_NAME, isAppleLike, LAUNCH_DIALOG_MS, type LaunchTarget } from '@/lib/launch';
import { localizedPath, playPath } from '@/lib/paths';
import { api } from '@/store/api';
import { useOpenGameMutation } from '@/store/gamesApi';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSite } from '@/store/pageSlice';
import { selectRestriction } from '@/store/sessionSummary';
import { selectLoggedOut } from '@/store/sessionSlice';
import { useSiteFormat } from '@/store/market';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// The blank tab (Apple) is a fresh tab per launch, so it can lose its opener before it leaves the portal's origin.
function cutOpener(win: Window | null) {
  if (win) win.opener = null;
}

/** How often the portal looks whether the game's window was closed (there is no event for it across origins). */
export const GAME_WINDOW_CHECK_MS = 1_000;

/**
 * Once the game's window is closed, the member's money is asked for at once (tags Member and GameMoney), not at the
 * next 30-second health check: the header would show the total from before the game for up to half a minute.
 */
function useGameWindowWatch() {
  const dispatch = useAppDispatch();
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stop, [stop]);
  return useCallback(
    (win: Window | null) => {
      if (!win) return;
      stop();
      timer.current = setInterval(() => {
        if (!win.closed) return;
        stop();
        dispatch(api.util.invalidateTags(['Member', 'GameMoney']));
      }, GAME_WINDOW_CHECK_MS);
    },
    [dispatch, stop],
  );
}

export function useLaunchGame() {
  const loggedOut = useAppSelector(selectLoggedOut);
  const restriction = useAppSelector(selectRestriction);
  const inPage = useAppSelector(selectSite).gameLaunch === 'page';
  const router = useRouter();
  const dialogs = useDialogs();
  const [openGame] = useOpenGameMutation();
  const watch = useGameWindowWatch();
  const running = useRef(false);
  const { dateTime } = useSiteFormat();
  const endOf = useCallback((restriction: Restriction) => ({ until: dateTime(restriction.until) }), [dateTime]);

  return useCallback(
    (target: LaunchTarget) => {
      if (loggedOut !== false) {
        void dialogs.alert('msg2001');
        return;
      }
      if (restriction) {
        void dialogs.alert('gameRestricted', endOf(restriction));
        return;
      }
      if (target.used !== 'y') {
        void dialogs.alert('msg2002');
        return;
      }
      if (running.current) return;
      running.current = true;

      // The play page launches the game itself (docs/decisions.md): the same dialog, then the page in this tab, loaded
      // whole, since only its own response carries the CSP that lets it frame the game.
      if (inPage) {
        void dialogs.progress('msg2217');
        void wait(LAUNCH_DIALOG_MS).then(() => {
          running.current = false;
          window.open(localizedPath(playPath(target.company, target.code), router.locale), '_self');
        });
        return;
      }

      // Opened inside the click, before any await, so that Safari does not block it.
      const tab = isAppleLike(typeof navigator === 'undefined' ? undefined : navigator)
        ? window.open('', '_blank')
        : null;
      cutOpener(tab);
      const answer = openGame({ code: target.code, company: target.company, timeStemp: Date.now() })
        .unwrap()
        .catch(() => null);
      if (tab) {
        void answer.then((data) => {
          if (data?.status !== 'success') return;
          tab.location.href = data.gameUrl;
          watch(tab);
        });
      }

      void (async () => {
        try {
          void dialogs.progress('msg2217');
          const [data] = await Promise.all([answer, wait(LAUNCH_DIALOG_MS)]);
          await dialogs.close();
          if (data?.status === 'success') {
            // The named window keeps its opener: only its opener may load the next game into it (see docs/decisions.md).
            if (!tab) watch(window.open(data.gameUrl, GAME_WINDOW_NAME, GAME_WINDOW_FEATURES));
            return;
          }
          tab?.close();
          if (data?.status === 'restricted') return await dialogs.alert('gameRestricted', endOf(data.restriction));
          if (data?.status === 'time') await dialogs.alert('msg2218');
          await dialogs.alert('msg2012');
        } finally {
          running.current = false;
        }
      })();
    },
    [loggedOut, restriction, inPage, router, dialogs, openGame, endOf, watch],
  );
}
