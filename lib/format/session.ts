// Apart from the other figures so that only a member's session (header figures, reality check) brings them.

export type DurationTranslate = (key: 'format.minutes' | 'format.hours' | 'format.hoursMinutes', options: { hours?: number; minutes?: number }) => string;

/** Whole minutes as a duration in the page's language (15분, 1시간 5분, 1 h 5 min), never a clock-like h:mm; less than none is 0. */
export function formatDuration(minutes: number, t: DurationTranslate): string {
  const whole = Number.isFinite(minutes) ? Math.max(0, Math.trunc(minutes)) : 0;
  const hours = Math.trunc(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return t('format.minutes', { minutes: rest });
  return rest === 0 ? t('format.hours', { hours }) : t('format.hoursMinutes', { hours, minutes: rest });
}
