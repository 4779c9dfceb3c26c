import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const EMPTY_DATE = '-';

const KOREA_MINUTES = 9 * 60;

/** The zone a site shows its dates in when its configuration names none. */
export { DEFAULT_TIME_ZONE } from '../contract/terms';

/** Minutes east of UTC for "+hh:mm" / "-hh:mm" (−12:00 to +14:00, the offsets in use), otherwise null. */
export function parseUtcOffset(text: string | undefined): number | null {
  const match = /^([+-])(\d{2}):([0-5]\d)$/.exec(text ?? '');
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  const signed = match[1] === '-' ? -minutes : minutes;
  return signed >= -12 * 60 && signed <= 14 * 60 ? signed : null;
}

/** The site's fixed offset, the same on the server and in every browser so that both render the same dates. */
export const SITE_UTC_OFFSET_MINUTES = parseUtcOffset(process.env.NEXT_PUBLIC_SITE_UTC_OFFSET) ?? KOREA_MINUTES;

/** Whether the platform knows this IANA time zone ("Asia/Seoul", "UTC"); validate configuration with it. */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.trim() === '') return false;
  try {
    dayjs.utc(0).tz(name);
    return true;
  } catch {
    return false;
  }
}

// A zone right after the time: "…:05Z", "…:05.123+09:00", "…:05 -0500".
const ZONED = /:\d{2}(?:[.,]\d+)?\s*(?:Z|[+-]\d{2}:?\d{2})$/i;

// The legacy backend's wall-clock time ("2026-11-22 08:30:00", "2026-11-22"): already the site's time, shown as written.
const WALL_CLOCK = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?$/;

const DAY = 'YYYY-MM-DD';
const DAY_TIME = 'YYYY-MM-DD HH:mm';

type Offset = number | ((instant: dayjs.Dayjs) => number);

function formatAt(value: unknown, offset: Offset, time: boolean): string {
  const input = typeof value === 'string' ? value.trim() : value;
  if (input === null || input === undefined || input === '') return EMPTY_DATE;
  if (typeof input === 'string' && !ZONED.test(input)) {
    const wall = WALL_CLOCK.exec(input);
    if (!wall) return EMPTY_DATE;
    const [, year, month, day, hours = '0', minutes = '0'] = wall;
    // Read as UTC only to normalise it (Feb 30 is Mar 2); nothing is shifted.
    const written = dayjs.utc(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes)));
    if (!written.isValid()) return EMPTY_DATE;
    return written.format(time && wall[4] !== undefined ? DAY_TIME : DAY);
  }
  if (typeof input !== 'string' && typeof input !== 'number' && !(input instanceof Date)) return EMPTY_DATE;
  const instant = dayjs.utc(input);
  if (!instant.isValid()) return EMPTY_DATE;
  const minutes = typeof offset === 'number' ? offset : offset(instant);
  // Shifted in UTC mode: dayjs's utcOffset() and tz() read the wall time back in the process's zone, an hour off in its DST gap.
  const shifted = instant.add(minutes, 'minute');
  return shifted.isValid() ? shifted.format(time ? DAY_TIME : DAY) : EMPTY_DATE;
}

/** YYYY-MM-DD (with `time`, YYYY-MM-DD HH:mm) of a value at a fixed offset. */
export function formatDateAt(value: unknown, offsetMinutes: number, { time = false } = {}): string {
  return formatAt(value, offsetMinutes, time);
}

/**
 * YYYY-MM-DD (with `time`, YYYY-MM-DD HH:mm) of a value in an IANA time zone, whatever zone the process runs in; a
 * zone-less legacy string is shown as written. An unknown zone is a RangeError (check configuration with isTimeZone).
 */
export function formatDateIn(value: unknown, timeZone: string, { time = false } = {}): string {
  if (!isTimeZone(timeZone)) throw new RangeError(`unknown time zone ${JSON.stringify(timeZone)}`);
  return formatAt(value, (instant) => instant.tz(timeZone).utcOffset(), time);
}

/** The day of a value in the site's time zone; without one, at NEXT_PUBLIC_SITE_UTC_OFFSET (today's callers). */
export function formatDate(value: unknown, timeZone?: string): string {
  return timeZone === undefined ? formatDateAt(value, SITE_UTC_OFFSET_MINUTES) : formatDateIn(value, timeZone);
}

/** A history's moment: the date and the time of day, in the site's time zone (or at the fixed offset without one). */
export function formatDateTime(value: unknown, timeZone?: string): string {
  return timeZone === undefined ? formatDateAt(value, SITE_UTC_OFFSET_MINUTES, { time: true }) : formatDateIn(value, timeZone, { time: true });
}
