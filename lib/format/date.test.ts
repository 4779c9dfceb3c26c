import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dayStartIn,
  DEFAULT_TIME_ZONE,
  EMPTY_DATE,
  formatDate,
  formatDateAt,
  formatDateIn,
  formatDateTime,
} from './date';
import { isTimeZoneName as isTimeZone } from '../contract/terms';

// The process's zone, with its offset from UTC on 2026-01-15 as Date reports it (minutes west, as getTimezoneOffset).
const PROCESS_ZONES: [string, number][] = [
  ['UTC', 0],
  ['Asia/Seoul', -540],
  ['America/New_York', 300],
  ['America/Los_Angeles', 480],
  ['Europe/London', 0],
  ['Australia/Lord_Howe', -660],
  ['Asia/Kathmandu', -345],
  ['Pacific/Kiritimati', -840],
  ['Pacific/Pago_Pago', 660],
];

const savedTz = process.env.TZ;
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

/** Runs `check` with the process in each zone, and proves that Node really moved to it. */
function inEveryProcessZone(check: () => void) {
  for (const [zone, januaryOffset] of PROCESS_ZONES) {
    process.env.TZ = zone;
    expect(new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset(), `Node follows TZ=${zone}`).toBe(januaryOffset);
    check();
  }
}

/** What the platform's Intl writes for the instant in the zone, as YYYY-MM-DD HH:mm. */
function intlDayTime(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

describe('formatDateIn (a site in an IANA time zone)', () => {
  it('defaults to Korea', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Seoul');
  });

  it('shows the day and time in the zone, the same whatever zone the process runs in', () => {
    inEveryProcessZone(() => {
      expect(formatDateIn('2026-11-22T14:59:00Z', 'Asia/Seoul', { time: true })).toBe('2026-11-22 23:59');
      expect(formatDateIn('2026-11-22T15:00:00Z', 'Asia/Seoul')).toBe('2026-11-23');
      // 02:30 in Seoul is a time New York skips that night (its clocks jump from 02:00 to 03:00).
      expect(formatDateIn('2026-03-07T17:30:00Z', 'Asia/Seoul', { time: true })).toBe('2026-03-08 02:30');
      // New York's own change: the hour it skips in March, the hour it lives twice in November.
      expect(formatDateIn('2026-03-08T06:59:00Z', 'America/New_York', { time: true })).toBe('2026-03-08 01:59');
      expect(formatDateIn('2026-03-08T07:00:00Z', 'America/New_York', { time: true })).toBe('2026-03-08 03:00');
      expect(formatDateIn('2026-11-01T05:30:00Z', 'America/New_York', { time: true })).toBe('2026-11-01 01:30');
      expect(formatDateIn('2026-11-01T06:30:00Z', 'America/New_York', { time: true })).toBe('2026-11-01 01:30');
      expect(formatDateIn('2026-03-29T01:30:00Z', 'Europe/London', { time: true })).toBe('2026-03-29 02:30');
      expect(formatDateIn('2026-11-22T18:14:00Z', 'Asia/Kathmandu', { time: true })).toBe('2026-11-22 23:59');
      expect(formatDateIn('2026-11-22T18:15:00Z', 'Asia/Kathmandu')).toBe('2026-11-23');
      expect(formatDateIn(Date.UTC(2026, 10, 22, 15, 30), 'Asia/Bangkok', { time: true })).toBe('2026-11-22 22:30');
      expect(formatDateIn(new Date(Date.UTC(2026, 10, 22, 14, 30)), 'UTC', { time: true })).toBe('2026-11-22 14:30');
      expect(formatDateIn('2026-11-23T00:30:00+09:00', 'America/Los_Angeles', { time: true })).toBe('2026-11-22 07:30');
    });
  });

  it('writes what Intl writes for the zone, for any instant of 1970–2100, in any process zone', () => {
    const zones = [
      'Asia/Seoul',
      'Asia/Ho_Chi_Minh',
      'Asia/Tokyo',
      'America/New_York',
      'Europe/London',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
    ];
    const instant = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }).map((ms) => ms - (ms % 60_000));
    inEveryProcessZone(() => {
      fc.assert(
        fc.property(instant, fc.constantFrom(...zones), (ms, zone) => {
          expect(formatDateIn(ms, zone, { time: true })).toBe(intlDayTime(ms, zone));
        }),
        { numRuns: 80 },
      );
    });
    // 720 formats in nine process zones: several seconds on a busy machine.
  }, 30_000);

  it('shows a zone-less string from a legacy backend as written', () => {
    inEveryProcessZone(() => {
      expect(formatDateIn('2026-03-08 02:30:00', 'America/New_York', { time: true })).toBe('2026-03-08 02:30');
      expect(formatDateIn('2026-11-23 00:00:00', 'Asia/Seoul')).toBe('2026-11-23');
    });
  });

  it.each([null, undefined, '', 'not a date', {}, NaN, 8.64e15 + 1, new Date(NaN)])('shows %s as a dash', (value) => {
    expect(formatDateIn(value, 'Asia/Seoul')).toBe(EMPTY_DATE);
  });

  it('refuses a zone the platform does not know', () => {
    expect(isTimeZone('Asia/Seoul')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const name of ['Asia/Sejong', 'KST+9', '', '   ', undefined, 9])
      expect(isTimeZone(name), String(name)).toBe(false);
    expect(() => formatDateIn('2026-11-22T15:00:00Z', 'Asia/Sejong')).toThrow(RangeError);
  });
});

describe('formatDate and formatDateTime in the site time zone', () => {
  it('show the day and time in Seoul, Ho Chi Minh City and London, whatever zone the process runs in', () => {
    inEveryProcessZone(() => {
      // 15:30 UTC is past midnight in Seoul, still the evening before in Vietnam, and mid-afternoon in London.
      expect(formatDateTime('2026-11-22T15:30:00Z', 'Asia/Seoul')).toBe('2026-11-23 00:30');
      expect(formatDateTime('2026-11-22T15:30:00Z', 'Asia/Ho_Chi_Minh')).toBe('2026-11-22 22:30');
      expect(formatDateTime('2026-11-22T15:30:00Z', 'Europe/London')).toBe('2026-11-22 15:30');
      expect(formatDate('2026-11-22T17:00:00Z', 'Asia/Ho_Chi_Minh')).toBe('2026-11-23');
      expect(formatDate('2026-11-22T16:59:00Z', 'Asia/Ho_Chi_Minh')).toBe('2026-11-22');
      // London's summer time: 23:30 UTC on 1 July is already the 2nd there.
      expect(formatDateTime('2026-07-01T23:30:00Z', 'Europe/London')).toBe('2026-07-02 00:30');
      expect(formatDate('2026-07-01T23:30:00Z', 'Asia/Seoul')).toBe('2026-07-02');
      expect(formatDateTime(Date.UTC(2026, 6, 1, 23, 30), 'Asia/Ho_Chi_Minh')).toBe('2026-07-02 06:30');
      expect(formatDateTime('2026-11-23 08:30:00', 'Europe/London')).toBe('2026-11-23 08:30');
      expect(formatDate(null, 'Asia/Seoul')).toBe(EMPTY_DATE);
    });
  });
});

describe("dayStartIn (where a site's day begins)", () => {
  it("is midnight in the site's zone, with its offset, whatever zone the process runs in", () => {
    inEveryProcessZone(() => {
      expect(dayStartIn('2026-11-22', 'Asia/Seoul')).toBe('2026-11-22T00:00:00+09:00');
      expect(dayStartIn('2026-11-22', 'Asia/Ho_Chi_Minh')).toBe('2026-11-22T00:00:00+07:00');
      expect(dayStartIn('2026-11-22', 'Asia/Kathmandu')).toBe('2026-11-22T00:00:00+05:45');
      expect(dayStartIn('2026-11-22', 'UTC')).toBe('2026-11-22T00:00:00+00:00');
      // Summer and winter on either side of a change, in the site's zone rather than the process's.
      expect(dayStartIn('2026-03-08', 'America/New_York')).toBe('2026-03-08T00:00:00-05:00');
      expect(dayStartIn('2026-03-09', 'America/New_York')).toBe('2026-03-09T00:00:00-04:00');
      expect(dayStartIn('2026-07-01', 'Europe/London')).toBe('2026-07-01T00:00:00+01:00');
      // Where the clocks skip midnight itself (Santiago, September), the day starts at 01:00.
      expect(dayStartIn('2026-09-06', 'America/Santiago')).toBe('2026-09-06T01:00:00-03:00');
    });
  });

  it('names the instant formatDate puts on that very day, and a minute before on the day before', () => {
    inEveryProcessZone(() => {
      for (const zone of ['Asia/Seoul', 'Asia/Ho_Chi_Minh', 'America/New_York', 'America/Santiago']) {
        const start = Date.parse(dayStartIn('2026-09-06', zone));
        expect(formatDate(start, zone), zone).toBe('2026-09-06');
        expect(formatDate(start - 60_000, zone), zone).toBe('2026-09-05');
      }
    });
  });

  it('refuses a zone the platform does not know', () => {
    expect(() => dayStartIn('2026-11-22', 'Asia/Sejong')).toThrow(RangeError);
  });
});

describe('formatDateAt in any process zone', () => {
  it('shows an instant at a fixed offset, even at a time the process zone skips', () => {
    inEveryProcessZone(() => {
      expect(formatDateAt('2026-03-07T17:30:00Z', 9 * 60, { time: true })).toBe('2026-03-08 02:30');
      expect(formatDateAt('2026-03-29T01:30:00Z', 60, { time: true })).toBe('2026-03-29 02:30');
      expect(formatDateAt('2026-11-01T06:30:00Z', -5 * 60, { time: true })).toBe('2026-11-01 01:30');
      expect(formatDateAt('2026-11-22T18:15:00Z', 5 * 60 + 45, { time: true })).toBe('2026-11-23 00:00');
    });
  });
});
