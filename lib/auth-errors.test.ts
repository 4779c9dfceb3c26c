import { describe, expect, it } from 'vitest';
import { lockedError, lockedMinutes, otherMarketError, readOtherMarket } from './auth-errors';

describe('a lock in the sign-in error', () => {
  it('carries the seconds when the backend gave them, and reads back as whole minutes (at least one)', () => {
    expect(lockedError(900)).toBe('locked:900');
    expect(lockedMinutes(lockedError(900))).toBe(15);
    expect(lockedMinutes(lockedError(61))).toBe(2);
    expect(lockedMinutes(lockedError(5))).toBe(1);
  });

  it('names no duration otherwise', () => {
    expect(lockedError()).toBe('locked');
    for (const error of ['locked', 'locked:', 'locked:soon', 'CredentialsSignin', null, undefined])
      expect(lockedMinutes(error)).toBeNull();
  });
});

describe("a sign-in refused on another market's host", () => {
  const home = { host: 'vn-market.test', name: { en: 'Saigon Casino', vn: 'Sòng bạc Sài Gòn' } };

  it('carries the home site through the error, brand names and all', () => {
    expect(readOtherMarket(otherMarketError(home))).toEqual(home);
    expect(readOtherMarket(decodeURIComponent(encodeURIComponent(otherMarketError(home))))).toEqual(home);
  });

  it('reads nothing from any other error or a mangled one', () => {
    for (const error of [
      'locked:900',
      'CredentialsSignin',
      'other-market:',
      'other-market:{"host":1}',
      'other-market:not json',
      null,
      undefined,
    ]) {
      expect(readOtherMarket(error)).toBeNull();
    }
  });
});
