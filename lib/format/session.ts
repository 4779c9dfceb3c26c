import { formatNumber, toAmount, type Translate } from '.';

// Apart from the other figures so that only a member's session (header figures, reality check) brings them.

/** A change of money, signed: +5,000원, -5,000원, 0원. */
export function formatSignedMoney(value: unknown, locale: string, t: Translate): string {
  const amount = toAmount(value);
  return t('format.won', { amount: amount > 0 ? `+${formatNumber(amount, locale)}` : formatNumber(amount, locale) });
}

/** Whole minutes as h:mm (0:05, 1:30, 26:00); less than none is 0:00. */
export function formatHoursMinutes(minutes: number): string {
  const whole = Number.isFinite(minutes) ? Math.max(0, Math.trunc(minutes)) : 0;
  return `${Math.trunc(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
