// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { menuFor } from './menu';

const keys = (restricted: boolean, bets?: boolean) => menuFor(restricted, bets).map((item) => item.key);

describe('the member menu', () => {
  it('lists My bets after comp only when the backend offers bet history', () => {
    expect(keys(false)).toEqual(['deposit', 'withdraw', 'comp', 'user', 'help', 'notice', 'note']);
    expect(keys(false, true)).toEqual(['deposit', 'withdraw', 'comp', 'bets', 'user', 'help', 'notice', 'note']);
    expect(menuFor(false, true).find((item) => item.key === 'bets')).toEqual({
      key: 'bets',
      href: '/bets',
      label: 'nav.bets',
    });
  });

  it('leaves it out of the longer menu of a member on a break', () => {
    expect(keys(true, true)).toEqual(['protection', 'deposit', 'withdraw', 'comp', 'user', 'help', 'notice', 'note']);
  });
});
