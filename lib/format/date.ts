import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { isTimeZoneName } from '../contract/terms';

dayjs.extend(utc);
dayjs.extend(timezone);

export const EMPTY_DATE = '-';

/** The zone a site shows its dates in when its configuration names none. */
export { DEFAULT_TIME_ZONE } from '../contract/terms';

/** Whether the platform knows this IANA time zone (the contract's one check), keeping its offset formatter. */
function isTimeZone(name: unknown): name is string {
  if (!isTimeZoneName(name)) return false;
  if (!offsetFormats.has(name)) {
    offsetFormats.set(name, new Intl.DateTimeFormat('en-US', { timeZone: name, timeZoneName: 'longOffset' }));
  }
  return true;
}

// One formatter per zone: dayjs's tz() builds a new one for every date, the largest part of a lobby's render of its dates.
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const LONG_OFFSET = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The zone's offset from UTC in minutes at an instant (a checked zone: isTimeZone first). */
function zoneOffset(ms: number, timeZone: string): number {
  const name =
    offsetFormats
      .get(timeZone)!
      .formatToParts(ms)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const [, sign, hours, minutes, seconds] = LONG_OFFSET.exec(name) ?? [];
  if (!sign) return 0;
  const size = Number(hours) * 60 + Number(minutes) + Math.round(Number(seconds ?? 0) / 60);
  return sign === '-' ? -size : size;
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
  return formatAt(value, (instant) => zoneOffset(instant.valueOf(), timeZone), time);
}

/** The day of a value in the site's time zone. */
export function formatDate(value: unknown, timeZone: string): string {
  return formatDateIn(value, timeZone);
}

/** A history's moment: the date and the time of day, in the site's time zone. */
export function formatDateTime(value: unknown, timeZone: string): string {
  return formatDateIn(value, timeZone, { time: true });
}

/** `+09:00`, `-03:30`, `+00:00`: an offset in minutes as an ISO instant writes it. */
export function offsetText(offsetMinutes: number): string {
  const size = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.trunc(size / 60))}:${pad(size % 60)}`;
}

/**
 * The instant the day `YYYY-MM-DD` starts in the zone, as an ISO instant with the zone's offset then
 * ("2026-11-22T00:00:00+07:00"); where a clock change skips midnight, the first moment the day has.
 */
export function dayStartIn(day: string, timeZone: string): string {
  if (!isTimeZone(timeZone)) throw new RangeError(`unknown time zone ${JSON.stringify(timeZone)}`);
  const wall = Date.parse(`${day}T00:00:00Z`);
  const local = (ms: number) => dayjs.utc(ms).add(zoneOffset(ms, timeZone), 'minute');
  // Midnight at the offset in force before it or after it; the earlier one that is really on that day.
  const starts = [zoneOffset(wall, timeZone), zoneOffset(wall - zoneOffset(wall, timeZone) * 60_000, timeZone)]
    .map((offset) => wall - offset * 60_000)
    .filter((ms) => local(ms).format('YYYY-MM-DD') === day)
    .sort((a, b) => a - b);
  const start = starts[0] ?? wall - zoneOffset(wall, timeZone) * 60_000;
  return `${local(start).format('YYYY-MM-DDTHH:mm:ss')}${offsetText(zoneOffset(start, timeZone))}`;
}
