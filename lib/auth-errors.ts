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
