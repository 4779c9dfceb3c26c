// Apart from the other figures so that only a member's session (header figures, reality check) brings them.

/** Where a duration's words are: in full (`format`), or in a few characters for the play page's phone bar (`play.short`). */
type DurationKeys = 'format' | 'play.short';

export type DurationTranslate = (
  key: `${DurationKeys}.${'minutes' | 'hours' | 'hoursMinutes'}`,
  options: { hours?: number; minutes?: number },
) => string;

/** Whole minutes as a duration in the page's language (15분, 1시간 5분, 1 h 5 min), never a clock-like h:mm; less than none is 0. */
export function formatDuration(minutes: number, t: DurationTranslate, keys: DurationKeys = 'format'): string {
  const whole = Number.isFinite(minutes) ? Math.max(0, Math.trunc(minutes)) : 0;
  const hours = Math.trunc(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return t(`${keys}.minutes`, { minutes: rest });
  return rest === 0 ? t(`${keys}.hours`, { hours }) : t(`${keys}.hoursMinutes`, { hours, minutes: rest });
}
