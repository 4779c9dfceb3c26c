export const MINUTE_MS = 60_000;

/** Whole minutes since login at `now`; an unreadable login time, or one ahead of this clock, counts as just now. */
export function minutesSince(loginAt: string | undefined, now: number): number {
  const start = Date.parse(loginAt ?? '');
  return Number.isFinite(start) ? Math.max(0, Math.floor((now - start) / MINUTE_MS)) : 0;
}

/** How long until the count of minutes since login next goes up. */
export function msToNextMinute(loginAt: string | undefined, now: number): number {
  const start = Date.parse(loginAt ?? '');
  if (!Number.isFinite(start)) return MINUTE_MS;
  const elapsed = now - start;
  return elapsed < 0 ? -elapsed + MINUTE_MS : MINUTE_MS - (elapsed % MINUTE_MS);
}

/** What the browser remembers of one login: the interval it last saw, and the mark (minutes since login) last shown. */
export interface Remembered {
  minutes: number;
  mark: number;
}

export interface RealityCheckPlan {
  /** The mark to remember for this login. */
  mark: number;
  /** Show the check now, for `mark`. */
  show: boolean;
  /** When to plan again; null while the check is off or shown. */
  waitMs: number | null;
}

/**
 * The check is due at every multiple of the interval since login, once each. A changed interval counts on from the
 * mark reached now, so turning the check on at 0:50 does not show a 0:45 check at once.
 */
export function planRealityCheck(
  loginAt: string | undefined,
  minutes: number,
  now: number,
  remembered: Remembered | null,
): RealityCheckPlan {
  const start = Date.parse(loginAt ?? '');
  const kept = remembered?.mark ?? 0;
  if (!Number.isFinite(start) || !(minutes > 0)) return { mark: kept, show: false, waitMs: null };
  const due = Math.floor(Math.max(0, now - start) / (minutes * MINUTE_MS)) * minutes;
  const last = remembered && remembered.minutes !== minutes ? due : kept;
  if (due > last) return { mark: due, show: true, waitMs: null };
  const next = Math.max(last, due) + minutes;
  return { mark: last, show: false, waitMs: Math.max(0, start + next * MINUTE_MS - now) };
}
