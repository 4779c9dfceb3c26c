import type { OtherMarketHome } from './contract/user';

/**
 * Error codes a sign-in can end with besides next-auth's CredentialsSignin; shared by server and browser. `change`: the
 * password was an operator's temporary one, and a new one must be set first (/change-password).
 */
export const SIGN_IN_ERRORS = { locked: 'locked', unavailable: 'unavailable', change: 'change' } as const;

/**
 * The second step's and the passkey's answers travel as `two-factor:<challenge>` (the code is asked next),
 * `two-factor-pass:<tries left>`, `two-factor-expired` (back to step one), `two-factor-locked:<seconds>` (the account's
 * second step is locked by wrong codes), `passkey-pass` and `passkey-expired`.
 */
export const SECOND_STEP_ERROR = /^(two-factor|passkey)/;
export const secondStepError = (
  kind:
    'two-factor' | 'two-factor-pass' | 'two-factor-expired' | 'two-factor-locked' | 'passkey-pass' | 'passkey-expired',
  detail?: string | number,
) => (detail === undefined ? kind : `${kind}:${detail}`);

/** What a `two-factor…` or `passkey…` sign-in error says: its kind and what follows the colon. */
export function readSecondStepError(error: string): { kind: string; detail: string } {
  const [kind, detail = ''] = error.split(/:(.*)/s);
  return { kind, detail };
}

/**
 * A sign-in refused on a host of another currency than the account's (backend answer `other_market`) travels as
 * `other-market:<the home site as JSON>`: its host and brand names, for the message that says where to sign in.
 */
const OTHER_MARKET = 'other-market:';
export const otherMarketError = (home: OtherMarketHome) => `${OTHER_MARKET}${JSON.stringify(home)}`;

/** The home site an `other-market` error names, or null for any other error. */
export function readOtherMarket(error: string | null | undefined): OtherMarketHome | null {
  if (!error?.startsWith(OTHER_MARKET)) return null;
  try {
    // The server wrote it from an answer the contract checked; the browser reads it without zod (not in every page's JavaScript).
    const home: unknown = JSON.parse(error.slice(OTHER_MARKET.length));
    if (!home || typeof home !== 'object' || typeof (home as OtherMarketHome).host !== 'string') return null;
    const { name } = home as OtherMarketHome;
    if (!name || typeof name !== 'object' || !Object.values(name).every((each) => typeof each === 'string'))
      return null;
    return home as OtherMarketHome;
  } catch {
    return null;
  }
}

/** A lock travels as `locked:<seconds>` when the backend said how long it lasts. */
export const lockedError = (retryAfter?: number) =>
  retryAfter ? `${SIGN_IN_ERRORS.locked}:${Math.ceil(retryAfter)}` : SIGN_IN_ERRORS.locked;

/** The whole minutes left of a lock the error names, or null when it names none. */
export function lockedMinutes(error: string | null | undefined): number | null {
  const match = /^locked:(\d+)$/.exec(error ?? '');
  return match ? Math.max(1, Math.ceil(Number(match[1]) / 60)) : null;
}

/**
 * Why a member's session ended, as far as the portal can tell: `idle` past the inactivity limit, `expired` at 8 hours,
 * `revoked` when the backend no longer takes the token (logged out elsewhere, password changed or reset by the
 * operator: the backend's 401 does not say which), `ended` when the cookie is simply gone.
 */
export const SESSION_END_REASONS = ['idle', 'expired', 'revoked', 'ended'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export function sessionEndReason(value: unknown): SessionEndReason | null {
  const first = Array.isArray(value) ? value[0] : value;
  return (SESSION_END_REASONS as readonly unknown[]).includes(first) ? (first as SessionEndReason) : null;
}

/** An ended cookie: an idle one still holds a token to revoke, one past 8 hours does not. */
export const cookieEndReason = (read: { revoke?: string }): SessionEndReason => (read.revoke ? 'idle' : 'expired');
