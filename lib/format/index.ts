import { DEFAULT_CURRENCY } from '../contract/terms';
import { LOCALE_TAGS, toLocale } from '../i18n';

/** The legacy portal shows every amount as a whole number; anything that is not a finite number counts as 0. */
export function toAmount(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) || 0 : 0;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string) {
  const tag = LOCALE_TAGS[toLocale(locale)];
  let format = numberFormats.get(tag);
  if (!format) numberFormats.set(tag, (format = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 })));
  return format;
}

/** The digit-group separator `formatNumber` writes for a language (Vietnamese 1.000.000, the others 1,000,000). */
export const groupSeparator = (locale: string) =>
  numberFormat(locale)
    .formatToParts(1000)
    .find((part) => part.type === 'group')?.value ?? ',';

/** A whole number with its language's digit groups; the fraction is cut off and anything not a number is 0. */
export function formatNumber(value: unknown, locale: string): string {
  return numberFormat(locale).format(toAmount(value));
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string, signed: boolean) {
  const tag = LOCALE_TAGS[toLocale(locale)];
  const key = `${tag} ${currency} ${signed}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    });
    currencyFormats.set(key, format);
  }
  return format;
}

/**
 * Money in whole units of the site's currency, written as Intl writes it in the page's language (₩1,000,000,
 * 1.000.000 ₫, ￥2,500); the fraction is cut off, never rounded up, and a non-numeric value is 0. A malformed code is a RangeError.
 */
export function formatAmount(value: unknown, locale: string, currency: string = DEFAULT_CURRENCY): string {
  return currencyFormat(locale, currency, false).format(toAmount(value));
}

/** A change of money with its sign (+₩5,000, -₩5,000, ₩0). */
export function formatSignedAmount(value: unknown, locale: string, currency: string = DEFAULT_CURRENCY): string {
  return currencyFormat(locale, currency, true).format(toAmount(value));
}

export type Translate = (key: 'format.comp', options: { amount: string }) => string;

/** Comp money with its unit (`format.comp`); without `t`, the bare figure for a place whose label names it. */
export function formatComp(value: unknown, locale: string, t?: Translate): string {
  const amount = formatNumber(value, locale);
  return t ? t('format.comp', { amount }) : amount;
}

/** How a player may write the site's currency beside an amount in this language: its symbols, code and name (₩, KRW, 원; ₫, VND, đồng). */
export function currencyMarks(locale: string, currency: string = DEFAULT_CURRENCY): string[] {
  const tag = LOCALE_TAGS[toLocale(locale)];
  const marks = new Set([currency]);
  for (const currencyDisplay of ['symbol', 'narrowSymbol', 'name'] as const) {
    const part = new Intl.NumberFormat(tag, { style: 'currency', currency, currencyDisplay })
      .formatToParts(1)
      .find((each) => each.type === 'currency');
    // The name's words too, as players write the unit after the figure: 원 of 대한민국 원, won of South Korean won.
    if (part)
      for (const mark of [part.value, ...(currencyDisplay === 'name' ? part.value.split(/\s+/) : [])]) marks.add(mark);
  }
  return [...marks];
}

/** A bank account number with only its last four digits shown, its separators kept: 100-200-3456 → ***-***-3456. */
export function maskAccount(value: unknown): string {
  if (typeof value !== 'string') return '';
  const digits = value.replace(/\D/g, '').length;
  let seen = 0;
  return value.trim().replace(/\d/g, (digit) => (++seen > digits - 4 ? digit : '*'));
}

/** Shows only the first and last group of a phone number: 010-****-5678. */
export function maskPhone(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length < 7) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}-${'*'.repeat(digits.length - 7)}-${digits.slice(-4)}`;
}
