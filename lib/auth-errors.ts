/**
 * Error codes a sign-in can end with besides next-auth's CredentialsSignin; shared by server and browser. `change`: the
 * password was an operator's temporary one, and a new one must be set first (/change-password).
 */
export const SIGN_IN_ERRORS = { locked: 'locked', unavailable: 'unavailable', change: 'change' } as const;

/** A lock travels as `locked:<seconds>` when the backend said how long it lasts. */
export const lockedError = (retryAfter?: number) => (retryAfter ? `${SIGN_IN_ERRORS.locked}:${Math.ceil(retryAfter)}` : SIGN_IN_ERRORS.locked);

/** The whole minutes left of a lock the error names, or null when it names none. */
export function lockedMinutes(error: string | null | undefined): number | null {
  const match = /^locked:(\d+)$/.exec(error ?? '');
  return match ? Math.max(1, Math.ceil(Number(match[1]) / 60)) : null;
}
