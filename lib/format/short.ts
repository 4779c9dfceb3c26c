// Apart from the other figures so that only the play page's bar brings them.
import { DEFAULT_CURRENCY } from '../contract/terms';
import { LOCALE_TAGS, toLocale } from '../i18n';
import { toAmount } from '.';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Money in a few characters, for a phone's one-line bar: up to 9,999 in full, above it Intl's compact notation in the
 * page's language with three significant digits, cut off and never rounded up (₩5.23만, ₩52.3K, 52,3 N ₩).
 */
export function formatShortAmount(
  value: unknown,
  locale: string,
  currency: string = DEFAULT_CURRENCY,
  { signed = false } = {},
): string {
  const amount = toAmount(value);
  const compact = Math.abs(amount) >= 10_000;
  const tag = LOCALE_TAGS[toLocale(locale)];
  const key = `${tag} ${currency} ${signed} ${compact}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      ...(compact
        ? { notation: 'compact', maximumSignificantDigits: 3, roundingMode: 'trunc' }
        : { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
      ...(signed ? { signDisplay: 'exceptZero' } : {}),
    });
    formats.set(key, format);
  }
  return format.format(amount);
}
