import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS, LOCALES } from '@/lib/i18n';
import { formatAmount, formatSignedAmount } from '.';

const CURRENCIES = ['KRW', 'VND', 'JPY', 'THB', 'CNY', 'USD'];
const VALUES = [0, 1, 999, 1_000, 10_000, 50_000, 1_234_567, 1_000_000_000, -30_000, 2 ** 53];

/** What the platform writes for a whole amount, without our code in the way. */
const intl = (
  value: number,
  locale: (typeof LOCALES)[number],
  currency: string,
  options: Intl.NumberFormatOptions = {},
) =>
  new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    ...options,
  }).format(value);

describe('formatAmount', () => {
  it('writes every amount as Intl does, for each currency in each of the six languages', () => {
    for (const currency of CURRENCIES) {
      for (const locale of LOCALES) {
        for (const value of VALUES)
          expect(formatAmount(value, locale, currency), `${value} ${currency} in ${locale}`).toBe(
            intl(value, locale, currency),
          );
      }
    }
  });

  it('maps the portal languages to their BCP 47 tags', () => {
    expect(LOCALE_TAGS).toEqual({ ko: 'ko-KR', en: 'en-US', jp: 'ja-JP', vn: 'vi-VN', cn: 'zh-CN', th: 'th-TH' });
    // Different languages really write the same amount differently: the tag reaches Intl.
    expect(new Set(LOCALES.map((locale) => formatAmount(1_234_567, locale, 'VND'))).size).toBeGreaterThan(1);
  });

  it('shows whole units, cutting the fraction off rather than rounding it up', () => {
    for (const locale of LOCALES) {
      expect(formatAmount(1_999.99, locale, 'USD')).toBe(intl(1_999, locale, 'USD'));
      expect(formatAmount('49999.9', locale, 'VND')).toBe(intl(49_999, locale, 'VND'));
      expect(formatAmount(-5.7, locale, 'KRW')).toBe(intl(-5, locale, 'KRW'));
      expect(formatAmount(-0.4, locale, 'THB')).toBe(intl(0, locale, 'THB'));
    }
  });

  it.each([null, undefined, '', '   ', 'abc', '12abc', NaN, Infinity, -Infinity, {}, [], true])(
    'shows %s as 0',
    (value) => {
      for (const currency of CURRENCIES) expect(formatAmount(value, 'vn', currency)).toBe(intl(0, 'vn', currency));
    },
  );

  it('is in won for a site without a currency, and in Korean for an unknown language', () => {
    expect(formatAmount(10_000, 'ko')).toBe(intl(10_000, 'ko', 'KRW'));
    expect(formatAmount(10_000, 'xx', 'VND')).toBe(intl(10_000, 'ko', 'VND'));
  });

  it('refuses a malformed currency code instead of showing a wrong unit', () => {
    expect(() => formatAmount(1, 'ko', 'WON1')).toThrow(RangeError);
  });
});

describe('formatSignedAmount', () => {
  it('signs a gain and a loss, not zero, as Intl does', () => {
    for (const currency of CURRENCIES) {
      for (const locale of LOCALES) {
        for (const value of [5_000.9, -1_234_567, 0, 'abc']) {
          const whole = typeof value === 'number' ? Math.trunc(value) : 0;
          expect(formatSignedAmount(value, locale, currency), `${value} ${currency} in ${locale}`).toBe(
            intl(whole, locale, currency, { signDisplay: 'exceptZero' }),
          );
        }
      }
    }
  });
});
