// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { passwordChangeFieldError, validatePasswordChange } from './password';

const ok = { current: 'old-pass-1', next: 'new-pass-12', confirm: 'new-pass-12' };

describe('password change', () => {
  it('passes a complete, matching form', () => expect(validatePasswordChange(ok)).toEqual({}));

  it('asks for every field when empty', () =>
    expect(validatePasswordChange({ current: '', next: '', confirm: '' })).toEqual({
      current: 'account.error.currentRequired',
      next: 'account.error.newRequired',
      confirm: 'account.error.confirmRequired',
    }));

  it.each(['1234567', 'x'.repeat(65)])('refuses a new password of length %#', (next) =>
    expect(passwordChangeFieldError('next', { ...ok, next })).toBe('account.error.newLength'),
  );

  it('refuses a new password equal to the current one', () =>
    expect(passwordChangeFieldError('next', { ...ok, next: ok.current })).toBe('account.error.newSame'));

  it('refuses a confirmation that differs', () =>
    expect(passwordChangeFieldError('confirm', { ...ok, confirm: 'new-pass-13' })).toBe(
      'account.error.confirmMismatch',
    ));
});
