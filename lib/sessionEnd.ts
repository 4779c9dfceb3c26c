import { attempt } from './attempt';
import { sessionEndReason, type SessionEndReason } from './auth-errors';

const REASON_KEY = 'portal.sessionEnd';
const AMOUNT_KEY = 'portal.keptAmount';
/** A kept amount older than this is not offered again: the member has moved on. */
const KEPT_MS = 30 * 60_000;

function read(key: string): unknown {
  return attempt(() => {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return value === null ? null : (JSON.parse(value) as unknown);
  }, null);
}

// Refused storage: the login page then says nothing, as before.
const write = (key: string, value: unknown) =>
  attempt(() => sessionStorage.setItem(key, JSON.stringify(value)), undefined);

/** Said by the page that found the session gone, for the login page the reload leads to (this tab only). */
export const noteSessionEnd = (reason: SessionEndReason) => write(REASON_KEY, reason);

/** The reason noted in this tab, once. */
export const takeSessionEnd = (): SessionEndReason | null => sessionEndReason(read(REASON_KEY));

/** The amount a member typed into a form whose request found the session gone, kept for after the login. */
export const keepAmount = (form: string, amount: number, now = Date.now()) =>
  write(AMOUNT_KEY, { form, amount, at: now });

/** Whether a kept amount is waiting for after the login, without taking it. */
export function isAmountKept(now = Date.now()): boolean {
  return attempt(() => {
    const kept = JSON.parse(sessionStorage.getItem(AMOUNT_KEY) ?? 'null') as { at?: unknown } | null;
    return typeof kept?.at === 'number' && now - kept.at < KEPT_MS;
  }, false);
}

/** The amount kept for `form`, once; anything else (another form, too old, not a whole amount) is dropped. */
export function takeKeptAmount(form: string, now = Date.now()): number | null {
  const kept = read(AMOUNT_KEY) as { form?: unknown; amount?: unknown; at?: unknown } | null;
  if (!kept || kept.form !== form || typeof kept.at !== 'number' || now - kept.at >= KEPT_MS) return null;
  return Number.isSafeInteger(kept.amount) && (kept.amount as number) > 0 ? (kept.amount as number) : null;
}
