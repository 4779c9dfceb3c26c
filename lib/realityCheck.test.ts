import { describe, expect, it } from 'vitest';
import { MINUTE_MS, minutesSince, msToNextMinute, planRealityCheck } from './realityCheck';

const LOGIN = '2026-03-01T10:00:00.000Z';
const at = (minutes: number, seconds = 0) => Date.parse(LOGIN) + minutes * MINUTE_MS + seconds * 1000;

describe('minutesSince', () => {
  it('counts whole minutes from the login', () => {
    expect(minutesSince(LOGIN, at(0, 59))).toBe(0);
    expect(minutesSince(LOGIN, at(1))).toBe(1);
    expect(minutesSince(LOGIN, at(125, 30))).toBe(125);
  });

  it('counts an unreadable login, or one ahead of this clock, as just now', () => {
    expect(minutesSince('yesterday-ish', at(30))).toBe(0);
    expect(minutesSince(undefined, at(30))).toBe(0);
    expect(minutesSince(LOGIN, at(-10))).toBe(0);
  });
});

describe('msToNextMinute', () => {
  it('waits for the next whole minute since login, not of the wall clock', () => {
    expect(msToNextMinute(LOGIN, at(3, 20))).toBe(40_000);
    expect(msToNextMinute(LOGIN, at(3))).toBe(MINUTE_MS);
    expect(msToNextMinute(LOGIN, at(-2))).toBe(3 * MINUTE_MS);
  });
});

describe('planRealityCheck', () => {
  it('is off without an interval or a login time', () => {
    expect(planRealityCheck(LOGIN, 0, at(90), null)).toEqual({ mark: 0, show: false, waitMs: null });
    expect(planRealityCheck('', 15, at(90), null)).toEqual({ mark: 0, show: false, waitMs: null });
    expect(planRealityCheck(LOGIN, 0, at(90), { minutes: 15, mark: 45 })).toEqual({
      mark: 45,
      show: false,
      waitMs: null,
    });
  });

  it('waits for the first multiple of the interval after login', () => {
    expect(planRealityCheck(LOGIN, 15, at(0), null)).toEqual({ mark: 0, show: false, waitMs: 15 * MINUTE_MS });
    expect(planRealityCheck(LOGIN, 30, at(29, 30), { minutes: 30, mark: 0 })).toEqual({
      mark: 0,
      show: false,
      waitMs: 30_000,
    });
  });

  it('shows each multiple once, then waits for the next', () => {
    expect(planRealityCheck(LOGIN, 15, at(15), { minutes: 15, mark: 0 })).toEqual({
      mark: 15,
      show: true,
      waitMs: null,
    });
    expect(planRealityCheck(LOGIN, 15, at(15, 5), { minutes: 15, mark: 15 })).toEqual({
      mark: 15,
      show: false,
      waitMs: 14 * MINUTE_MS + 55_000,
    });
    expect(planRealityCheck(LOGIN, 60, at(120), { minutes: 60, mark: 60 })).toMatchObject({ mark: 120, show: true });
  });

  it('shows only the latest multiple missed while no page was open', () => {
    expect(planRealityCheck(LOGIN, 15, at(50), { minutes: 15, mark: 15 })).toEqual({
      mark: 45,
      show: true,
      waitMs: null,
    });
    expect(planRealityCheck(LOGIN, 15, at(50), null)).toEqual({ mark: 45, show: true, waitMs: null });
  });

  it('counts a changed interval on from now rather than from the login', () => {
    expect(planRealityCheck(LOGIN, 15, at(50), { minutes: 0, mark: 0 })).toEqual({
      mark: 45,
      show: false,
      waitMs: 10 * MINUTE_MS,
    });
    expect(planRealityCheck(LOGIN, 60, at(50), { minutes: 15, mark: 45 })).toEqual({
      mark: 0,
      show: false,
      waitMs: 10 * MINUTE_MS,
    });
  });

  it('treats a login ahead of this clock as just made', () => {
    expect(planRealityCheck(LOGIN, 15, at(-5), null)).toEqual({ mark: 0, show: false, waitMs: 20 * MINUTE_MS });
  });
});
