import { describe, expect, it } from 'vitest';
import { lockedError, lockedMinutes } from './auth-errors';

describe('a lock in the sign-in error', () => {
  it('carries the seconds when the backend gave them, and reads back as whole minutes (at least one)', () => {
    expect(lockedError(900)).toBe('locked:900');
    expect(lockedMinutes(lockedError(900))).toBe(15);
    expect(lockedMinutes(lockedError(61))).toBe(2);
    expect(lockedMinutes(lockedError(5))).toBe(1);
  });

  it('names no duration otherwise', () => {
    expect(lockedError()).toBe('locked');
    for (const error of ['locked', 'locked:', 'locked:soon', 'CredentialsSignin', null, undefined]) expect(lockedMinutes(error)).toBeNull();
  });
});
