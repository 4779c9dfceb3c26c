import { describe, expect, it } from 'vitest';
import { hasDepositLimit, LIMIT_RULES } from './protection';
import { checkAmount, DEPOSIT_RULES } from './wallet';

describe('hasDepositLimit', () => {
  it('is false when no period has a limit', () => {
    expect(hasDepositLimit({ day: { amount: null }, week: { amount: null }, month: { amount: null } })).toBe(false);
  });

  it('is true for a limit in force in any period', () => {
    expect(hasDepositLimit({ day: { amount: 50_000 }, week: { amount: null }, month: { amount: null } })).toBe(true);
    expect(hasDepositLimit({ day: { amount: null }, week: { amount: null }, month: { amount: 1_000_000 } })).toBe(true);
  });
});

describe('LIMIT_RULES', () => {
  it('takes only amounts a deposit can reach exactly', () => {
    expect(LIMIT_RULES).toEqual(DEPOSIT_RULES);
    expect(checkAmount(15_000, LIMIT_RULES)).toBe('wallet.rule.step');
    expect(checkAmount(5_000, LIMIT_RULES)).toBe('wallet.rule.minimum');
    expect(checkAmount(30_000, LIMIT_RULES)).toBeNull();
  });
});
