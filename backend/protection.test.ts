import { describe, expect, it } from 'vitest';
import { addMonths, leavesWindow, overLimit, type playLimits } from './protection';

const at = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it.each([
    ['2027-01-15T10:00:00.000Z', 1, '2027-02-15T10:00:00.000Z'],
    ['2027-01-31T10:00:00.000Z', 1, '2027-02-28T10:00:00.000Z'],
    ['2028-01-31T23:59:59.999Z', 1, '2028-02-29T23:59:59.999Z'],
    ['2027-03-31T00:00:00.000Z', 1, '2027-04-30T00:00:00.000Z'],
    ['2027-12-31T10:00:00.000Z', 1, '2028-01-31T10:00:00.000Z'],
    ['2027-08-31T10:00:00.000Z', 6, '2028-02-29T10:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', 12, '2029-02-28T10:00:00.000Z'],
    ['2027-01-31T10:00:00.000Z', 60, '2032-01-31T10:00:00.000Z'],
  ])('%s + %i months is %s', (from, months, to) => {
    expect(addMonths(at(from), months).toISOString()).toBe(to);
  });
});

describe('leavesWindow', () => {
  it('counts a deposit 24 hours, 168 hours, or until the same day and time next month', () => {
    const made = at('2027-03-27T12:00:00.000Z');
    expect(leavesWindow('day', made).toISOString()).toBe('2027-03-28T12:00:00.000Z');
    expect(leavesWindow('week', made).toISOString()).toBe('2027-04-03T12:00:00.000Z');
    expect(leavesWindow('month', made).toISOString()).toBe('2027-04-27T12:00:00.000Z');
  });
});

describe('overLimit', () => {
  const now = at('2027-05-10T12:00:00.000Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  type State = Awaited<ReturnType<typeof playLimits>>;
  const limit = (amount: number | null, used: number) => ({
    amount,
    used,
    left: amount === null ? null : Math.max(0, amount - used),
    freesAt: null,
    pending: null,
  });
  const state = (day: number | null, week: number | null, deposits: State['deposits']): State => {
    const used = (period: 'day' | 'week' | 'month') =>
      deposits.reduce((sum, d) => (leavesWindow(period, d.createdAt) > now ? sum + d.amount : sum), 0);
    const limits = { day: limit(day, used('day')), week: limit(week, used('week')), month: limit(null, used('month')) };
    const lefts = [limits.day.left, limits.week.left].filter((left) => left !== null);
    return { limits, left: lefts.length ? Math.min(...lefts) : null, deposits };
  };

  it('lets an amount within every limit through', () => {
    expect(overLimit(state(50_000, null, [{ amount: 30_000, createdAt: hoursAgo(2) }]), 20_000, now)).toBeNull();
    expect(overLimit(state(null, null, []), 1_000_000_000, now)).toBeNull();
  });

  it('answers when enough of the window has gone for this amount, which may take more than one deposit leaving', () => {
    const deposits = [
      { amount: 30_000, createdAt: hoursAgo(20) },
      { amount: 20_000, createdAt: hoursAgo(10) },
    ];
    expect(overLimit(state(50_000, null, deposits), 30_000, now)).toEqual({
      status: 'limit',
      left: 0,
      period: 'day',
      retryAt: '2027-05-10T16:00:00.000Z',
    });
    expect(overLimit(state(50_000, null, deposits), 40_000, now)).toMatchObject({
      retryAt: '2027-05-11T02:00:00.000Z',
    });
  });

  it('names the tightest limit passed and waits for every limit to fit', () => {
    const deposits = [{ amount: 40_000, createdAt: hoursAgo(30) }];
    // The day has forgotten the deposit; the week has not.
    expect(overLimit(state(100_000, 50_000, deposits), 20_000, now)).toEqual({
      status: 'limit',
      left: 10_000,
      period: 'week',
      retryAt: '2027-05-16T06:00:00.000Z',
    });
    expect(overLimit(state(100_000, 50_000, deposits), 60_000, now)).toMatchObject({ period: 'week', retryAt: null });
  });
});
