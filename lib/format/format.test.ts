import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '@/tests/utils/i18n';
import { LOCALE_TAGS, LOCALES } from '@/lib/i18n';
import { EMPTY_DATE, formatDate, formatDateAt, formatDateTime } from './date';
import { formatComp, formatNumber, maskAccount, maskPhone, toAmount } from '.';
import { formatDuration } from './session';
import { formatShortAmount } from './short';

const SEOUL = 'Asia/Seoul';

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

describe('formatDuration', () => {
  it('writes a duration as a duration in each language, never as a clock time', () => {
    const ko = createTestI18n('ko').t;
    expect(formatDuration(0, ko)).toBe('0분');
    expect(formatDuration(15, ko)).toBe('15분');
    expect(formatDuration(65.9, ko)).toBe('1시간 5분');
    expect(formatDuration(120, ko)).toBe('2시간');
    expect(formatDuration(26 * 60 + 1, ko)).toBe('26시간 1분');
    expect(formatDuration(15, createTestI18n('en').t)).toBe('15 min');
    expect(formatDuration(65, createTestI18n('en').t)).toBe('1 h 5 min');
    expect([5, 65, 120].map((minutes) => formatDuration(minutes, createTestI18n('en').t, 'play.short'))).toEqual([
      '5m',
      '1h 5m',
      '2h',
    ]);
    expect(formatDuration(65, createTestI18n('vn').t, 'play.short')).toBe('1h5p');
    expect(formatDuration(65, createTestI18n('jp').t)).toBe('1時間5分');
    expect(formatDuration(65, createTestI18n('vn').t)).toBe('1 giờ 5 phút');
    expect(formatDuration(65, createTestI18n('cn').t)).toBe('1小时5分钟');
    expect(formatDuration(65, createTestI18n('th').t)).toBe('1 ชั่วโมง 5 นาที');
  });

  it('shows a negative or non-finite time as none', () => {
    expect(formatDuration(-3, createTestI18n('ko').t)).toBe('0분');
    expect(formatDuration(Number.NaN, createTestI18n('en').t)).toBe('0 min');
  });
});

describe('formatComp', () => {
  it('truncates comp money and groups it', () => {
    expect(formatComp(50_000.75, 'ko')).toBe('50,000');
    expect(formatComp(null, 'ko')).toBe('0');
  });

  it('writes the comp unit of each language', () => {
    expect(formatComp(50_000, 'ko', createTestI18n('ko').t)).toBe('50,000콤프');
    expect(formatComp(50_000, 'en', createTestI18n('en').t)).toBe('50,000 comp');
    expect(formatComp(50_000, 'vn', createTestI18n('vn').t)).toBe('50.000 điểm comp');
  });
});

describe('formatDateTime', () => {
  it('shows the time of day at the site offset, and a zone-less time as written', () => {
    expect(formatDateTime('2026-11-22T14:59:00Z', SEOUL)).toBe('2026-11-22 23:59');
    expect(formatDateTime('2026-11-22T15:05:00.000Z', SEOUL)).toBe('2026-11-23 00:05');
    expect(formatDateTime('2026-11-22 08:30:00', SEOUL)).toBe('2026-11-22 08:30');
    expect(formatDateTime('2026-11-22', SEOUL)).toBe('2026-11-22');
    // As written, whatever the process's zone; a day past the month's end rolls over as the backend's database would.
    expect(formatDateTime('2026/11/22 8:05', SEOUL)).toBe('2026-11-22 08:05');
    expect(formatDate('2026-02-30', SEOUL)).toBe('2026-03-02');
    expect(formatDateTime(null, SEOUL)).toBe(EMPTY_DATE);
  });
});

describe('formatDate', () => {
  // Process time zones on both sides of the site's +09:00, and the extremes; the answers must not change.
  const ZONES = ['UTC', 'Asia/Seoul', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
  const savedTz = process.env.TZ;
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  function inEveryZone(check: () => void) {
    const seen = new Set<number>();
    for (const zone of ZONES) {
      process.env.TZ = zone;
      seen.add(new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset());
      check();
    }
    // Node applies TZ when it is set; were it cached, this test would prove nothing.
    expect(seen.size).toBe(ZONES.length);
  }

  it('shows an instant from the reference backend (Z) on its date in Korea, near midnight on either side', () => {
    inEveryZone(() => {
      expect(formatDate('2026-11-22T14:59:59Z', SEOUL)).toBe('2026-11-22');
      expect(formatDate('2026-11-22T15:00:00Z', SEOUL)).toBe('2026-11-23');
      expect(formatDate('2026-11-22T15:00:00.000Z', SEOUL)).toBe('2026-11-23');
      expect(formatDate('2026-12-31T23:30:00Z', SEOUL)).toBe('2027-01-01');
    });
  });

  it('reads an explicit offset, a number and a Date as instants too', () => {
    inEveryZone(() => {
      expect(formatDate('2026-11-22T23:30:00-05:00', SEOUL)).toBe('2026-11-23');
      expect(formatDate('2026-11-23T00:30:00+09:00', SEOUL)).toBe('2026-11-23');
      expect(formatDate('2026-11-23 00:30:00 +0900', SEOUL)).toBe('2026-11-23');
      expect(formatDate(Date.UTC(2026, 10, 22, 15, 30), SEOUL)).toBe('2026-11-23');
      expect(formatDate(new Date(Date.UTC(2026, 10, 22, 14, 30)), SEOUL)).toBe('2026-11-22');
    });
  });

  it('shows a zone-less string from a legacy backend as written', () => {
    inEveryZone(() => {
      expect(formatDate('2026-11-23 08:30:00', SEOUL)).toBe('2026-11-23');
      expect(formatDate('2026-11-23 00:00:00', SEOUL)).toBe('2026-11-23');
      expect(formatDate('2026-11-22T23:59:59', SEOUL)).toBe('2026-11-22');
      expect(formatDate('2026-01-02', SEOUL)).toBe('2026-01-02');
    });
  });

  it('shows an instant at the given offset', () => {
    inEveryZone(() => {
      expect(formatDateAt('2026-11-22T16:59:59Z', 7 * 60)).toBe('2026-11-22');
      expect(formatDateAt('2026-11-22T17:00:00Z', 7 * 60)).toBe('2026-11-23');
      expect(formatDateAt('2026-11-23T04:00:00Z', -5 * 60)).toBe('2026-11-22');
      expect(formatDateAt('2026-11-23T03:00:00+05:30', 0)).toBe('2026-11-22');
      expect(formatDateAt('2026-11-23 08:30:00', -5 * 60)).toBe('2026-11-23');
    });
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'not a date',
    'not a date at 10:00Z',
    {},
    NaN,
    Infinity,
    8.64e15 + 1,
    new Date(NaN),
  ])('shows %s as a dash', (value) => {
    expect(formatDate(value, SEOUL)).toBe(EMPTY_DATE);
  });
});

describe('maskAccount', () => {
  it('shows the last four digits only, keeping the separators', () => {
    expect(maskAccount('100-200-300456')).toBe('***-***-**0456');
    expect(maskAccount(' 1234567890 ')).toBe('******7890');
    expect(maskAccount('123')).toBe('123');
    expect(maskAccount(undefined)).toBe('');
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

describe('formatShortAmount', () => {
  it('writes money in a few characters, cut off and never rounded up, in each language', () => {
    const values = [9_999, 52_399, 1_259_999, 12_345_678, -20_999];
    expect(values.map((value) => formatShortAmount(value, 'ko'))).toEqual([
      '₩9,999',
      '₩5.23만',
      '₩125만',
      '₩1230만',
      '-₩2.09만',
    ]);
    expect(values.map((value) => formatShortAmount(value, 'en'))).toEqual([
      '₩9,999',
      '₩52.3K',
      '₩1.25M',
      '₩12.3M',
      '-₩20.9K',
    ]);
    // Intl writes no-break spaces in Vietnamese.
    expect(values.map((value) => formatShortAmount(value, 'vn', 'VND', { signed: true }).replace(/\s/g, ' '))).toEqual([
      '+9.999 ₫',
      '+52,3 N ₫',
      '+1,25 Tr ₫',
      '+12,3 Tr ₫',
      '-20,9 N ₫',
    ]);
    expect(formatShortAmount('abc', 'ko', 'KRW', { signed: true })).toBe('₩0');
  });
});
