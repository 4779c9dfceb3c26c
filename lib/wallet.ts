import { MAX_MONEY } from './contract/common';
import { groupSeparator } from './format';

/** What an amount must be before it is sent: at least `min`, in steps of `step` won. */
export interface AmountRules {
  min: number;
  step: number;
}

export const DEPOSIT_RULES: AmountRules = { min: 10_000, step: 10_000 };
export const WITHDRAW_RULES: AmountRules = { min: 30_000, step: 10_000 };
/** Comp conversion: the minimum is the backend's (`low_point`), so only a positive whole amount is checked here. */
export const COMP_RULES: AmountRules = { min: 1, step: 1 };

export const QUICK_AMOUNTS = [10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000] as const;

export type AmountProblem = 'wallet.rule.required' | 'wallet.rule.whole' | 'wallet.rule.minimum' | 'wallet.rule.step' | 'wallet.rule.maximum';

const MAX_DIGITS = String(MAX_MONEY).length + 1;

/** What the amount field holds: an amount (0 when there are no digits yet), or text that is not one. */
export type AmountReading = { amount: number } | { problem: 'wallet.rule.whole' };

/** Digits (grouped by spaces, if at all, in threes) with the unit of any of the bundles before or after them. */
const AMOUNT_TEXT = /^(?:₩|￦|krw)?\s*(\d{1,3}(?:\s+\d{3})+|\d*)\s*(?:원|won|krw|ウォン|韩元|วอน)?$/i;

/**
 * The amount typed or pasted so far, in whole won: digits, with the language's digit-group separator
 * (`formatNumber`'s) or spaces between groups and the won unit around them; 0 when there are no digits. Anything else
 * is refused rather than read some other way: dropping a decimal point would read "30000.00" as 3,000,000, and a
 * sign, an exponent, a word ("3만" is 30,000) or another language's separator (Vietnamese groups with ".") would
 * change the amount silently too.
 */
export function readAmountInput(text: string, locale: string): AmountReading {
  const match = AMOUNT_TEXT.exec(text.trim().split(groupSeparator(locale)).join(''));
  if (!match) return { problem: 'wallet.rule.whole' };
  const digits = match[1].replace(/\s/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  return { amount: digits === '' ? 0 : Number(digits) };
}

/** The first rule the amount breaks (its message key), or null when it may be sent. */
export function checkAmount(amount: number, rules: AmountRules): AmountProblem | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'wallet.rule.required';
  if (amount > MAX_MONEY) return 'wallet.rule.maximum';
  if (amount < rules.min) return 'wallet.rule.minimum';
  if (amount % rules.step !== 0) return 'wallet.rule.step';
  return null;
}

/** A quick button adds its amount to what is typed; the total never passes the largest amount a request may carry. */
export function addQuickAmount(current: number, add: number): number {
  return Math.min(Math.max(0, current) + add, MAX_MONEY);
}

/** The amount a comp conversion's key is taken for when the member converts all: no request can carry 0 won. */
export const ALL_COMP = 0;

/** A fresh idempotency key: 32 hex digits (a UUID without dashes, or the same from random bytes where randomUUID is missing). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key a submission carries, the amount it was made for, and when it was made. */
export interface PendingRequest {
  requestId: string;
  amount: number;
  since: number;
}

/** An unsettled key is reused for this long at most; a later submission of the same amount is a new request. */
export const PENDING_KEY_TTL_MS = 10 * 60_000;

/**
 * The key for sending `amount`: the unsettled one again when the amount is the same (a double click, a second tab,
 * or a retry after a lost answer is applied once), a new one otherwise (the backend refuses a key reused with another amount).
 */
export function requestFor(pending: PendingRequest | null, amount: number, now = Date.now(), makeId: () => string = newRequestId): PendingRequest {
  return pending && pending.amount === amount && now - pending.since < PENDING_KEY_TTL_MS ? pending : { requestId: makeId(), amount, since: now };
}

/** A pending key as stored (shared by the tabs of the browser), or null when it is missing or not one. */
export function parsePending(stored: string | null): PendingRequest | null {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<PendingRequest> | null;
    const valid = typeof value?.requestId === 'string' && Number.isSafeInteger(value.amount) && Number.isFinite(value.since);
    return valid ? (value as PendingRequest) : null;
  } catch {
    return null;
  }
}

/**
 * Whether an answer settles the request, so the next one needs a new key: any answer of the backend (success, a
 * refusal, a 4xx) does; a 5xx from the proxy, a timeout or a lost connection may hide an applied request, so the key stays.
 */
export function isSettled(error: unknown): boolean {
  if (!error) return true;
  const status = typeof error === 'object' && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status < 500;
}

/** The backend's default page size, sent explicitly so the pager's arithmetic never depends on an operator's default. */
export const HISTORY_PAGE_SIZE = 10;

/** The history query argument; the server render prefetches page 1 with exactly this shape. */
export const historyPage = (page: number) => ({ page, size: HISTORY_PAGE_SIZE });

export const pageCount = (total: unknown) => Math.max(1, Math.ceil((Number(total) || 0) / HISTORY_PAGE_SIZE));

export type RequestStatusKind = 'waiting' | 'completed' | 'cancelled';

/** Deposit/withdraw history statuses: `wait` and `reg` wait, `already` is done, `cansel` cancelled; others are unknown. */
export function requestStatusKind(status: unknown): RequestStatusKind | null {
  switch (status) {
    case 'wait':
    case 'reg':
      return 'waiting';
    case 'already':
      return 'completed';
    case 'cansel':
      return 'cancelled';
    default:
      return null;
  }
}

/** Only a waiting deposit can be cancelled by the member. */
export const isCancellable = (status: unknown) => requestStatusKind(status) === 'waiting';
