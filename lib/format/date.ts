import dayjs from 'dayjs';

// Dates live apart from the money formatting so that dayjs arrives only with the sections that show dates.

export const EMPTY_DATE = '-';

export function formatDate(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_DATE;
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return EMPTY_DATE;
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : EMPTY_DATE;
}
