// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toPasswordResetRequest, validatePasswordReset } from './passwordReset';

describe('password reset request', () => {
  it('passes an id and a mobile number', () =>
    expect(validatePasswordReset({ userId: 'player1', phone: '010-1234-5678' })).toEqual({}));

  it('asks for both when empty or blank', () =>
    expect(validatePasswordReset({ userId: '   ', phone: ' ' })).toEqual({
      userId: 'register.error.userIdRequired',
      phone: 'register.error.phoneRequired',
    }));

  it('takes any id a member may have, but a phone only in the form signup asked for', () => {
    expect(validatePasswordReset({ userId: 'Old_Member.1', phone: '02-123-4567' })).toEqual({
      phone: 'register.error.phoneFormat',
    });
  });

  it('sends the id trimmed and the phone written as at signup', () =>
    expect(toPasswordResetRequest({ userId: ' player1 ', phone: '01012345678' })).toEqual({
      userId: 'player1',
      phone: '010-1234-5678',
    }));
});
