import { attempt } from './attempt';

/** Per tab: when this tab's play page went away with its game running (the money it sent back on its way out). */
export const GAME_LEFT_KEY = 'portal.gameLeftAt';
/** The tab's next page follows within seconds; a mark older than this (the tab came back much later) is not acted on. */
export const GAME_LEFT_FRESH_MS = 60_000;

/** The play page, as it goes away: its keepalive `transfer-out` is on its way, which a browser may still drop. */
export function markGameLeft(now = Date.now()): void {
  // Refused storage: the next page's 30-second look still asks.
  attempt(() => sessionStorage.setItem(GAME_LEFT_KEY, String(now)), undefined);
}

/** A launch in this tab: the money is meant to be in the game again. */
export function clearGameLeft(): void {
  attempt(() => sessionStorage.removeItem(GAME_LEFT_KEY), undefined);
}

/** The next page of the tab: whether the play page just left it, read once. */
export function takeGameLeft(now = Date.now()): boolean {
  return attempt(() => {
    const at = Number(sessionStorage.getItem(GAME_LEFT_KEY));
    sessionStorage.removeItem(GAME_LEFT_KEY);
    return at > 0 && now - at >= 0 && now - at <= GAME_LEFT_FRESH_MS;
  }, false);
}
