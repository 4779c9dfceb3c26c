import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/tests/utils/i18n';
import { LOCALE_TAGS, LOCALES } from '@/lib/i18n';
import { EMPTY_DATE, formatDate, formatDateAt, formatDateTime, parseUtcOffset } from './date';
import { formatComp, formatMoney, formatNumber, maskPhone, toAmount } from '.';
import { formatDuration, formatSignedMoney } from './session';

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

describe('formatSignedMoney', () => {
  it('signs a gain and a loss, not zero, with the unit of each language', () => {
    expect(formatSignedMoney(5_000.9, 'ko', createTestI18n('ko').t)).toBe('+5,000원');
    expect(formatSignedMoney(-1_234_567, 'ko', createTestI18n('ko').t)).toBe('-1,234,567원');
    expect(formatSignedMoney(0, 'en', createTestI18n('en').t)).toBe('0 won');
    expect(formatSignedMoney(12_345, 'vn', createTestI18n('vn').t)).toBe('+12.345 won');
    expect(formatSignedMoney('abc', 'jp', createTestI18n('jp').t)).toBe('0ウォン');
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
    expect(formatDateTime('2026-11-22T14:59:00Z')).toBe('2026-11-22 23:59');
    expect(formatDateTime('2026-11-22T15:05:00.000Z')).toBe('2026-11-23 00:05');
    expect(formatDateTime('2026-11-22 08:30:00')).toBe('2026-11-22 08:30');
    expect(formatDateTime('2026-11-22')).toBe('2026-11-22');
    // As written, whatever the process's zone; a day past the month's end rolls over as the backend's database would.
    expect(formatDateTime('2026/11/22 8:05')).toBe('2026-11-22 08:05');
    expect(formatDate('2026-02-30')).toBe('2026-03-02');
    expect(formatDateTime(null)).toBe(EMPTY_DATE);
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
      expect(formatDate('2026-11-22T14:59:59Z')).toBe('2026-11-22');
      expect(formatDate('2026-11-22T15:00:00Z')).toBe('2026-11-23');
      expect(formatDate('2026-11-22T15:00:00.000Z')).toBe('2026-11-23');
      expect(formatDate('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    });
  });

  it('reads an explicit offset, a number and a Date as instants too', () => {
    inEveryZone(() => {
      expect(formatDate('2026-11-22T23:30:00-05:00')).toBe('2026-11-23');
      expect(formatDate('2026-11-23T00:30:00+09:00')).toBe('2026-11-23');
      expect(formatDate('2026-11-23 00:30:00 +0900')).toBe('2026-11-23');
      expect(formatDate(Date.UTC(2026, 10, 22, 15, 30))).toBe('2026-11-23');
      expect(formatDate(new Date(Date.UTC(2026, 10, 22, 14, 30)))).toBe('2026-11-22');
    });
  });

  it('shows a zone-less string from a legacy backend as written', () => {
    inEveryZone(() => {
      expect(formatDate('2026-11-23 08:30:00')).toBe('2026-11-23');
      expect(formatDate('2026-11-23 00:00:00')).toBe('2026-11-23');
      expect(formatDate('2026-11-22T23:59:59')).toBe('2026-11-22');
      expect(formatDate('2026-01-02')).toBe('2026-01-02');
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

  it.each([null, undefined, '', '   ', 'not a date', 'not a date at 10:00Z', {}, NaN, Infinity, 8.64e15 + 1, new Date(NaN)])('shows %s as a dash', (value) => {
    expect(formatDate(value)).toBe(EMPTY_DATE);
  });
});

describe('the site offset (NEXT_PUBLIC_SITE_UTC_OFFSET)', () => {
  it('reads ±hh:mm as minutes east of UTC', () => {
    expect(parseUtcOffset('+09:00')).toBe(540);
    expect(parseUtcOffset('+07:00')).toBe(420);
    expect(parseUtcOffset('+05:45')).toBe(345);
    expect(parseUtcOffset('-03:30')).toBe(-210);
    expect(parseUtcOffset('+00:00')).toBe(0);
    expect(parseUtcOffset('+14:00')).toBe(840);
    expect(parseUtcOffset('-12:00')).toBe(-720);
  });

  it.each([undefined, '', '9', '+9', '+09', '+0900', '09:00', '+9:00', ' +09:00', '+09:60', '+15:00', '-13:00', 'Asia/Seoul', 'Z'])('refuses %j', (text) => {
    expect(parseUtcOffset(text)).toBeNull();
  });

  describe('at build time', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    async function siteOffset(value: string | undefined) {
      vi.stubEnv('NEXT_PUBLIC_SITE_UTC_OFFSET', value);
      vi.resetModules();
      return import('./date');
    }

    it('is Korea when unset or malformed', async () => {
      for (const value of [undefined, '', 'KST', '+9']) {
        const date = await siteOffset(value);
        expect(date.SITE_UTC_OFFSET_MINUTES, String(value)).toBe(540);
        expect(date.formatDate('2026-11-22T15:00:00Z')).toBe('2026-11-23');
      }
    });

    it('follows a valid value', async () => {
      const date = await siteOffset('+07:00');
      expect(date.SITE_UTC_OFFSET_MINUTES).toBe(420);
      expect(date.formatDate('2026-11-22T15:00:00Z')).toBe('2026-11-22');
      expect(date.formatDate('2026-11-22T17:00:00Z')).toBe('2026-11-23');
      expect(date.formatDate('2026-11-23 08:30:00')).toBe('2026-11-23');
    });
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
