import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant's date and time in a zone, as lib/format/date.ts writes it. */
export const formatDateTimeIn = (instant: string, zone: string) => {
  const at = dayjs.utc(instant);
  return at.add(at.tz(zone).utcOffset(), 'minute').format('YYYY-MM-DD HH:mm');
};
