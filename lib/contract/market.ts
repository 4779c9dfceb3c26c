import { z } from 'zod';
import { money, text } from './common';
import { isPhoneRegion } from './phone';
import { BANK_NAME_MAX, BANKS_MAX, isCurrencyCode, isTimeZoneName, QUICK_AMOUNTS_MAX, type WalletRules } from './terms';

export {
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  DEFAULT_WALLET_RULES,
  isCurrencyCode,
  isTimeZoneName,
  QUICK_AMOUNTS_MAX,
  type WalletRules,
} from './terms';

export const currencyCode = z.string().trim().toUpperCase().refine(isCurrencyCode, 'not an ISO 4217 currency code');
export const timeZoneName = z.string().trim().refine(isTimeZoneName, 'not an IANA time zone');
export const phoneRegion = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isPhoneRegion, 'not an ISO 3166-1 alpha-2 region with mobile numbers');
/** The banks a site's players may name at signup, in the order the form offers them; each once. */
export const bankList = z
  .array(text(BANK_NAME_MAX))
  .min(1)
  .max(BANKS_MAX)
  .refine((names) => new Set(names).size === names.length, 'each bank once');

/** The first rule `rules` break, as the field to name and why; null when every amount can be met. */
export function unmeetableRule(rules: WalletRules): { path: (string | number)[]; message: string } | null {
  for (const kind of ['deposit', 'withdraw'] as const) {
    if (rules[`${kind}Min`] % rules[`${kind}Step`] !== 0)
      return { path: [`${kind}Step`], message: `does not divide ${kind}Min` };
  }
  const seen = new Set<number>();
  for (const [index, quick] of rules.quickAmounts.entries()) {
    if (quick < rules.depositMin) return { path: ['quickAmounts', index], message: 'under depositMin' };
    if (quick % rules.depositStep !== 0)
      return { path: ['quickAmounts', index], message: 'not a multiple of depositStep' };
    if (quick % rules.withdrawStep !== 0)
      return { path: ['quickAmounts', index], message: 'not a multiple of withdrawStep' };
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
