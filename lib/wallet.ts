import { z } from 'zod';
import { contract } from './contract';
import { MAX_MONEY, money } from './contract/common';
import { DEFAULT_WALLET_RULES as RULES, type WalletRules } from './contract/terms';
import { WALLET_RULES, type AmountRules } from './contract/wallet';
import { currencyMarks, groupSeparator } from './format';

export type { AmountRules };

export const DEPOSIT_RULES: AmountRules = WALLET_RULES.deposit;
export const WITHDRAW_RULES: AmountRules = WALLET_RULES.withdraw;
// The reference backend's ROLL_TO_BALANCE_MIN; its `low_point` still decides.
export const COMP_RULES: AmountRules = WALLET_RULES.comp;
/** The contract's money: any whole amount from its minimum (change-to-point; the backend's `balance` decides the rest). */
export const MONEY_RULES: AmountRules = { min: money.minValue ?? 1, step: 1 };

export interface AmountField {
  rules: AmountRules;
  /** The amount in the contract's request the form sends. */
  wire: z.ZodType<number>;
}

export type WalletForm = 'deposit' | 'withdraw' | 'comp' | 'point';

/** Each wallet form's amount under a site's wallet rules (get-site-config `wallet`): its rules, and the request field it fills. */
export function amountFields(wallet: WalletRules): Record<WalletForm, AmountField> {
  return {
    deposit: {
      rules: { min: wallet.depositMin, step: wallet.depositStep },
      wire: contract['apply-user-deposit'].request.shape.amount,
    },
    withdraw: {
      rules: { min: wallet.withdrawMin, step: wallet.withdrawStep },
      wire: contract['apply-user-withdraw'].request.shape.amount,
    },
    comp: { rules: { min: wallet.rollMin, step: 1 }, wire: contract['roll-to-balance'].request.shape.amount.unwrap() },
    point: { rules: MONEY_RULES, wire: contract['change-to-point'].request.shape.amount },
  };
}

/** The default site's forms (DEFAULT_WALLET_RULES). */
export const AMOUNT_FIELDS = amountFields(RULES);

export const QUICK_AMOUNTS: readonly number[] = RULES.quickAmounts;

export type AmountProblem =
  'wallet.rule.required' | 'wallet.rule.whole' | 'wallet.rule.minimum' | 'wallet.rule.step' | 'wallet.rule.maximum';

const MAX_DIGITS = String(MAX_MONEY).length + 1;

export type AmountReading = { amount: number } | { problem: 'wallet.rule.whole' };

const GROUPED_DIGITS = /^(\d{1,3}(?:\s+\d{3})+|\d*)$/;

/** The text without the site currency's symbol or code at its start or end (₩30,000, 50.000 ₫, 100 THB). */
function withoutCurrency(text: string, locale: string, currency?: string): string {
  const lower = text.toLowerCase();
  for (const mark of currencyMarks(locale, currency).map((each) => each.toLowerCase())) {
    if (lower.startsWith(mark)) return text.slice(mark.length).trim();
    if (lower.endsWith(mark)) return text.slice(0, -mark.length).trim();
  }
  return text;
}

// Anything but grouped digits and the currency's mark is refused: "30000.00", "3만" or another language's separator would change the amount.
export function readAmountInput(text: string, locale: string, currency?: string): AmountReading {
  const match = GROUPED_DIGITS.exec(
    withoutCurrency(text.trim(), locale, currency).split(groupSeparator(locale)).join(''),
  );
  if (!match) return { problem: 'wallet.rule.whole' };
  const digits = match[1].replace(/\s/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  return { amount: digits === '' ? 0 : Number(digits) };
}

export function checkAmount(amount: number, rules: AmountRules): AmountProblem | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'wallet.rule.required';
  if (amount > MAX_MONEY) return 'wallet.rule.maximum';
  if (amount < rules.min) return 'wallet.rule.minimum';
  if (amount % rules.step !== 0) return 'wallet.rule.step';
  return null;
}

/**
 * The amount field as a form reads it: text in the page's language, refused with the wallet's message keys (`wallet.rule.*`)
 * when it is not a whole amount, breaks the rules, or is no amount the contract's request takes (`wire`, its money by default).
 */
export function amountText(rules: AmountRules, locale: string, wire: z.ZodType<number> = money, currency?: string) {
  return z.string().transform((text, ctx) => {
    const reading = readAmountInput(text, locale, currency);
    const problem =
      'amount' in reading
        ? (checkAmount(reading.amount, rules) ??
          (wire.safeParse(reading.amount).success ? null : 'wallet.rule.maximum'))
        : reading.problem;
    if (problem === null && 'amount' in reading) return reading.amount;
    ctx.addIssue({ code: 'custom', message: problem ?? 'wallet.rule.whole' });
    return z.NEVER;
  });
}

export function addQuickAmount(current: number, add: number): number {
  return Math.min(Math.max(0, current) + add, MAX_MONEY);
}

// No request can carry 0 won, so "convert all" takes its key for 0.
export const ALL_COMP = 0;

export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface PendingRequest {
  requestId: string;
  amount: number;
  since: number;
}

export const PENDING_KEY_TTL_MS = 10 * 60_000;

// The backend refuses a key reused with another amount.
export function requestFor(
  pending: PendingRequest | null,
  amount: number,
  now = Date.now(),
  makeId: () => string = newRequestId,
): PendingRequest {
  return pending && pending.amount === amount && now - pending.since < PENDING_KEY_TTL_MS
    ? pending
    : { requestId: makeId(), amount, since: now };
}

export function parsePending(stored: string | null): PendingRequest | null {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<PendingRequest> | null;
    const valid =
      typeof value?.requestId === 'string' && Number.isSafeInteger(value.amount) && Number.isFinite(value.since);
    return valid ? (value as PendingRequest) : null;
  } catch {
    return null;
  }
}

// A 5xx, a timeout or a lost connection may hide an applied request, so its key stays.
export function isSettled(error: unknown): boolean {
  if (!error) return true;
  const status = typeof error === 'object' && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status < 500;
}

// Sent explicitly, so the pager never depends on an operator's default.
export const HISTORY_PAGE_SIZE = 10;

export const historyPage = (page: number) => ({ page, size: HISTORY_PAGE_SIZE });

export type RequestStatusKind = 'waiting' | 'completed' | 'cancelled';

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

export const isCancellable = (status: unknown) => requestStatusKind(status) === 'waiting';
