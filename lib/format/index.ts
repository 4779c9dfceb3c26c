import { LOCALE_TAGS, toLocale } from '../i18n';

/** The legacy portal shows every amount as a whole number; anything that is not a finite number counts as 0. */
export function toAmount(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) || 0 : 0;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: unknown, locale: string): string {
  const tag = LOCALE_TAGS[toLocale(locale)];
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 0, useGrouping: true });
    numberFormats.set(tag, format);
  }
  return format.format(toAmount(value));
}

type Translate = (key: 'format.won', options: { amount: string }) => string;

/** Money with the unit from the bundle (`format.won`), e.g. 1,000,000원 or 1,000,000 won. */
export function formatMoney(value: unknown, locale: string, t: Translate): string {
  return t('format.won', { amount: formatNumber(value, locale) });
}

/** Comp money is shown as the truncated figure without a unit; its label names it. */
export const formatComp = formatNumber;

/** Shows only the first and last group of a phone number: 010-****-5678. */
export function maskPhone(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length < 7) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}-${'*'.repeat(digits.length - 7)}-${digits.slice(-4)}`;
}
