import { z } from 'zod';
import { money } from './common';

/** A site's market when neither its configuration nor the environment names one: Korea, in won. */
export const DEFAULT_CURRENCY = 'KRW';
export const DEFAULT_TIME_ZONE = 'Asia/Seoul';

/** The amounts a site's wallet takes, in whole units of its currency. */
export interface WalletRules {
  depositMin: number;
  depositStep: number;
  withdrawMin: number;
  withdrawStep: number;
  /** The least comp money a conversion moves (its step is 1). */
  rollMin: number;
  /** The quick buttons of the deposit and withdraw forms; each adds its amount. */
  quickAmounts: number[];
}

/** Today's rules: the reference backend's DEPOSIT_*, WITHDRAW_*, ROLL_TO_BALANCE_MIN defaults and the forms' buttons. */
export const DEFAULT_WALLET_RULES: Readonly<WalletRules> = Object.freeze({
  depositMin: 10_000,
  depositStep: 10_000,
  withdrawMin: 30_000,
  withdrawStep: 10_000,
  rollMin: 10_000,
  quickAmounts: [10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000],
});

export const QUICK_AMOUNTS_MAX = 8;

let currencies: ReadonlySet<string> | undefined;
let zones: ReadonlySet<string> | undefined;

/** An ISO 4217 code the platform's Intl can format ("KRW", "VND"); upper case only. */
export function isCurrencyCode(code: unknown): code is string {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return false;
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

/** An IANA zone the platform knows, by its canonical name or an alias (UTC, Asia/Saigon); never a bare offset. */
export function isTimeZoneName(name: unknown): name is string {
  if (typeof name !== 'string' || !/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(name)) return false;
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  if (zones.has(name)) return true;
  try {
    return zones.has(new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

export const currencyCode = z.string().trim().toUpperCase().refine(isCurrencyCode, 'not an ISO 4217 currency code');
export const timeZoneName = z.string().trim().refine(isTimeZoneName, 'not an IANA time zone');

/** The first rule `rules` break, as the field to name and why; null when every amount can be met. */
export function unmeetableRule(rules: WalletRules): { path: (string | number)[]; message: string } | null {
  for (const kind of ['deposit', 'withdraw'] as const) {
    if (rules[`${kind}Min`] % rules[`${kind}Step`] !== 0) return { path: [`${kind}Step`], message: `does not divide ${kind}Min` };
  }
  const seen = new Set<number>();
  for (const [index, quick] of rules.quickAmounts.entries()) {
    if (quick < rules.depositMin) return { path: ['quickAmounts', index], message: 'under depositMin' };
    if (quick % rules.depositStep !== 0) return { path: ['quickAmounts', index], message: 'not a multiple of depositStep' };
    if (quick % rules.withdrawStep !== 0) return { path: ['quickAmounts', index], message: 'not a multiple of withdrawStep' };
    if (seen.has(quick)) return { path: ['quickAmounts', index], message: 'each amount once' };
    seen.add(quick);
  }
  return null;
}

const walletShape = {
  depositMin: money,
  depositStep: money,
  withdrawMin: money,
  withdrawStep: money,
  rollMin: money,
  quickAmounts: z.array(money).min(1).max(QUICK_AMOUNTS_MAX),
};

const meetable = (rules: WalletRules, ctx: z.RefinementCtx) => {
  const broken = unmeetableRule(rules);
  if (broken) ctx.addIssue({ code: 'custom', ...broken });
};

/** An operator's rules: all six together, every amount reachable. */
export const walletSettings = z.strictObject(walletShape).superRefine(meetable);

/** A backend's rules as the portal reads them: only a coherent set is used (money is read strictly). */
export const walletAnswer = z.object(walletShape).superRefine(meetable);
