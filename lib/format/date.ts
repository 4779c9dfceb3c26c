// The platform's Date, not a date library: every page with a date (the lobby's notices too) would download it.

export const EMPTY_DATE = '-';

const KOREA_MINUTES = 9 * 60;

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

// A zone right after the time: "…:05Z", "…:05.123+09:00", "…:05 -0500".
const ZONED = /:\d{2}(?:[.,]\d+)?\s*(?:Z|[+-]\d{2}:?\d{2})$/i;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// The legacy backend's wall-clock time ("2026-11-22 08:30:00", "2026-11-22"): already the site's time, shown as written.
const WALL_CLOCK = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?$/;

const dayOf = (date: Date) => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const timeOf = (date: Date) => `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;

/** YYYY-MM-DD (with `time`, YYYY-MM-DD HH:mm) of a value at a fixed offset. */
export function formatDateAt(value: unknown, offsetMinutes: number, { time = false } = {}): string {
  const input = typeof value === 'string' ? value.trim() : value;
  if (input === null || input === undefined || input === '') return EMPTY_DATE;
  if (typeof input === 'string' && !ZONED.test(input)) {
    const wall = WALL_CLOCK.exec(input);
    if (!wall) return EMPTY_DATE;
    const [, year, month, day, hours = '0', minutes = '0'] = wall;
    // Read as UTC only to normalise it (Feb 30 is Mar 2); nothing is shifted.
    const written = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes)));
    if (Number.isNaN(written.getTime())) return EMPTY_DATE;
    return time && wall[4] !== undefined ? `${dayOf(written)} ${timeOf(written)}` : dayOf(written);
  }
  if (typeof input !== 'string' && typeof input !== 'number' && !(input instanceof Date)) return EMPTY_DATE;
  const shifted = new Date(new Date(input).getTime() + offsetMinutes * 60_000);
  if (Number.isNaN(shifted.getTime())) return EMPTY_DATE;
  return time ? `${dayOf(shifted)} ${timeOf(shifted)}` : dayOf(shifted);
}

export function formatDate(value: unknown): string {
  return formatDateAt(value, SITE_UTC_OFFSET_MINUTES);
}

/** A history's moment: the date and the time of day. */
export function formatDateTime(value: unknown): string {
  return formatDateAt(value, SITE_UTC_OFFSET_MINUTES, { time: true });
}
