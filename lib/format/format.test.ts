import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/tests/utils/i18n';
import { LOCALE_TAGS, LOCALES } from '@/lib/i18n';
import { EMPTY_DATE, formatDate } from './date';
import { formatComp, formatMoney, formatNumber, maskPhone, toAmount } from '.';

const NON_NUMERIC: unknown[] = [null, undefined, '', '   ', 'abc', '12abc', NaN, Infinity, -Infinity, {}, [], true];

describe('toAmount', () => {
  it.each(NON_NUMERIC)('counts %s as 0', (value) => {
    expect(toAmount(value)).toBe(0);
  });

  it('truncates toward zero rather than rounding', () => {
    expect(toAmount(1999.99)).toBe(1999);
    expect(toAmount('1999.99')).toBe(1999);
    expect(toAmount(-5.7)).toBe(-5);
    expect(toAmount(-0.4)).toBe(0);
    expect(Object.is(toAmount(-0.4), -0)).toBe(false);
  });

  it('accepts numeric strings', () => {
    expect(toAmount('1000000')).toBe(1_000_000);
  });
});

describe('formatNumber', () => {
  it('writes the digit groups as Intl.NumberFormat does, in every language', () => {
    const values = [0, 7, 12, 999, 1000, 12345, 100000, 1234567, -1, -1000, -987654321, 2 ** 53, 1e21];
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 0, useGrouping: true });
      for (const value of values) expect(formatNumber(value, locale), `${value} in ${locale}`).toBe(intl.format(value));
    }
  });

  it('groups thousands in the page locale', () => {
    expect(formatNumber(1234567.89, 'ko')).toBe('1,234,567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'vn')).toBe('1.234.567');
  });

  it('falls back to Korean grouping for an unknown locale', () => {
    expect(formatNumber(1234, 'xx')).toBe('1,234');
  });

  it.each(NON_NUMERIC)('shows %s as 0', (value) => {
    expect(formatNumber(value, 'ko')).toBe('0');
  });
});

describe('formatMoney', () => {
  it('adds the unit from the bundle of each language', () => {
    expect(formatMoney(1_000_000.9, 'ko', createTestI18n('ko').t)).toBe('1,000,000원');
    expect(formatMoney(1_000_000.9, 'en', createTestI18n('en').t)).toBe('1,000,000 won');
    expect(formatMoney('2500', 'jp', createTestI18n('jp').t)).toBe('2,500ウォン');
    expect(formatMoney(12_345, 'cn', createTestI18n('cn').t)).toBe('12,345韩元');
    expect(formatMoney(12_345, 'vn', createTestI18n('vn').t)).toBe('12.345 won');
  });

  it('shows bad input as zero won', () => {
    expect(formatMoney('abc', 'ko', createTestI18n('ko').t)).toBe('0원');
    expect(formatMoney(undefined, 'en', createTestI18n('en').t)).toBe('0 won');
  });
});

describe('formatComp', () => {
  it('truncates comp money and groups it', () => {
    expect(formatComp(50_000.75, 'ko')).toBe('50,000');
    expect(formatComp(null, 'ko')).toBe('0');
  });
});

describe('formatDate', () => {
  it('shows YYYY-MM-DD', () => {
    expect(formatDate('2026-11-22T15:04:05')).toBe('2026-11-22');
    expect(formatDate('2026-01-02 03:04:05')).toBe('2026-01-02');
    expect(formatDate(new Date(2026, 10, 22, 9))).toBe('2026-11-22');
  });

  it.each([null, undefined, '', 'not a date', {}, NaN])('shows %s as a dash', (value) => {
    expect(formatDate(value)).toBe(EMPTY_DATE);
  });
});

describe('maskPhone', () => {
  it('keeps the prefix and the last four digits', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('011-123-4567')).toBe('011-***-4567');
  });

  it('hides short or odd input entirely and shows nothing for none', () => {
    expect(maskPhone('12345')).toBe('*****');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
  });
});
