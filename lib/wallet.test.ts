import { describe, expect, it } from 'vitest';
import { MAX_MONEY } from './contract/common';
import {
  addQuickAmount,
  ALL_COMP,
  checkAmount,
  COMP_RULES,
  DEPOSIT_RULES,
  isCancellable,
  historyPage,
  isSettled,
  newRequestId,
  readAmountInput,
  QUICK_AMOUNTS,
  parsePending,
  PENDING_KEY_TTL_MS,
  requestFor,
  requestStatusKind,
  WITHDRAW_RULES,
} from './wallet';

describe('readAmountInput', () => {
  it.each([
    ['', 'ko', 0],
    ['   ', 'ko', 0],
    ['0', 'ko', 0],
    ['000', 'ko', 0],
    ['10000', 'ko', 10_000],
    ['10,000', 'ko', 10_000],
    ['  50 000', 'ko', 50_000],
    ['₩1,000,000', 'ko', 1_000_000],
    ['30,000 KRW', 'en', 30_000],
    ['krw30,000', 'jp', 30_000],
    ['1.000.000', 'vn', 1_000_000],
    ['1 000 000 ₩', 'vn', 1_000_000],
    ['007', 'ko', 7],
  ])('reads %j (%s) as %d', (text, locale, amount) => {
    expect(readAmountInput(text, locale)).toEqual({ amount });
  });

  it.each([
    ['₫50,000', 'ko', 50_000],
    ['50.000 ₫', 'vn', 50_000],
    ['50.000\u00a0₫', 'vn', 50_000],
    ['VND 50,000', 'en', 50_000],
    ['฿1,000', 'th', 1_000],
    ['1,000 THB', 'th', 1_000],
  ])("reads %j (%s) with the site currency's mark as %d", (text, locale, amount) => {
    const currency = text.includes('฿') || text.includes('THB') ? 'THB' : 'VND';
    expect(readAmountInput(text, locale, currency)).toEqual({ amount });
  });

  it("reads the site currency's own name (50,000원 on a won site), never another currency's mark or word", () => {
    for (const text of ['₩50,000', '50,000원', '50,000 won', '50,000 KRW'])
      expect(readAmountInput(text, 'ko', 'VND'), text).toEqual({ problem: 'wallet.rule.whole' });
    expect(readAmountInput('50,000원', 'ko')).toEqual({ amount: 50_000 });
    expect(readAmountInput('50,000 won', 'en')).toEqual({ amount: 50_000 });
  });

  it.each([
    ['30000.00', 'ko'],
    ['30.000', 'ko'],
    ['1.000.000', 'en'],
    ['30000,5', 'vn'],
    ['1,000,000', 'vn'],
    ['-30000', 'ko'],
    ['+30000', 'ko'],
    ['1e5', 'ko'],
    ['10000 20000', 'ko'],
    ['3만', 'ko'],
    ['abc', 'ko'],
    ['12a', 'ko'],
    ['30000$', 'en'],
  ])('refuses %j (%s) instead of reading another amount into it', (text, locale) => {
    expect(readAmountInput(text, locale)).toEqual({ problem: 'wallet.rule.whole' });
  });

  it('keeps at most one digit more than the largest amount, so the field cannot grow without end', () => {
    const reading = readAmountInput('99999999999999999', 'ko');
    expect(reading).toEqual({ amount: 99_999_999_999 });
    expect(checkAmount(99_999_999_999, DEPOSIT_RULES)).toBe('wallet.rule.maximum');
  });
});

describe('checkAmount', () => {
  it.each([
    [0, 'wallet.rule.required'],
    [-10_000, 'wallet.rule.required'],
    [Number.NaN, 'wallet.rule.required'],
    [10_000.5, 'wallet.rule.required'],
    [9_999, 'wallet.rule.minimum'],
    [5_000, 'wallet.rule.minimum'],
    [15_000, 'wallet.rule.step'],
    [10_001, 'wallet.rule.step'],
    [MAX_MONEY + 10_000, 'wallet.rule.maximum'],
    [10_000, null],
    [50_000, null],
    [MAX_MONEY, null],
  ])('deposit %d → %s', (amount, problem) => {
    expect(checkAmount(amount, DEPOSIT_RULES)).toBe(problem);
  });

  it.each([
    [0, 'wallet.rule.required'],
    [10_000, 'wallet.rule.minimum'],
    [20_000, 'wallet.rule.minimum'],
    [29_999, 'wallet.rule.minimum'],
    [35_000, 'wallet.rule.step'],
    [30_000, null],
    [40_000, null],
    [1_230_000, null],
  ])('withdraw %d → %s', (amount, problem) => {
    expect(checkAmount(amount, WITHDRAW_RULES)).toBe(problem);
  });

  it.each([
    [0, 'wallet.rule.required'],
    [1, 'wallet.rule.minimum'],
    [9_999, 'wallet.rule.minimum'],
    [10_000, null],
    [12_345, null],
    [MAX_MONEY + 1, 'wallet.rule.maximum'],
  ])('comp %d → %s', (amount, problem) => {
    expect(checkAmount(amount, COMP_RULES)).toBe(problem);
  });
});

describe('quick amounts', () => {
  it('are the six buttons of the legacy site', () => {
    expect(QUICK_AMOUNTS).toEqual([10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000]);
  });

  it('add to what is typed and stop at the largest amount', () => {
    expect(addQuickAmount(0, 10_000)).toBe(10_000);
    expect(addQuickAmount(10_000, 50_000)).toBe(60_000);
    expect(addQuickAmount(-5, 10_000)).toBe(10_000);
    expect(addQuickAmount(MAX_MONEY - 1_000_000, 5_000_000)).toBe(MAX_MONEY);
  });
});

describe('request ids', () => {
  it('are 32 hex digits, valid on the wire, and different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('are reused while the same amount is unsettled, and new for another amount or after 10 minutes', () => {
    let n = 0;
    const makeId = () => `request-${++n}`;
    const now = 1_700_000_000_000;
    const first = requestFor(null, 50_000, now, makeId);
    expect(first).toEqual({ requestId: 'request-1', amount: 50_000, since: now });
    expect(requestFor(first, 50_000, now + PENDING_KEY_TTL_MS - 1, makeId)).toBe(first);
    expect(requestFor(first, 60_000, now, makeId)).toEqual({ requestId: 'request-2', amount: 60_000, since: now });
    expect(requestFor(first, 50_000, now + PENDING_KEY_TTL_MS, makeId).requestId).toBe('request-3');
  });

  it('keep a "convert all" apart from any amount, and survive storage', () => {
    let n = 0;
    const makeId = () => `request-${++n}`;
    const all = requestFor(null, ALL_COMP, 1, makeId);
    expect(requestFor(all, ALL_COMP, 2, makeId)).toBe(all);
    expect(requestFor(all, 10_000, 2, makeId).requestId).toBe('request-2');
    expect(parsePending(JSON.stringify(all))).toEqual(all);
  });

  it('read back from storage only when the stored value is a pending key', () => {
    const key = { requestId: 'a'.repeat(32), amount: 30_000, since: 1 };
    expect(parsePending(JSON.stringify(key))).toEqual(key);
    for (const stored of [
      null,
      '',
      'not json',
      'null',
      '{}',
      '{"requestId":1,"amount":1,"since":1}',
      '{"requestId":"x","amount":1.5,"since":1}',
    ]) {
      expect(parsePending(stored)).toBeNull();
    }
  });

  it.each([
    [undefined, true],
    [{ status: 400 }, true],
    [{ status: 401 }, true],
    [{ status: 429 }, true],
    [{ status: 502 }, false],
    [{ status: 504 }, false],
    [{ status: 'network' }, false],
    [{ name: 'Error', message: 'thrown' }, false],
  ])('an answer with error %j settles the request: %s', (error, settled) => {
    expect(isSettled(error)).toBe(settled);
  });
});

describe('requestStatusKind', () => {
  it.each([
    ['wait', 'waiting'],
    ['reg', 'waiting'],
    ['already', 'completed'],
    ['cansel', 'cancelled'],
    ['approved', null],
    ['', null],
    [undefined, null],
    [3, null],
  ])('%j → %s', (status, kind) => {
    expect(requestStatusKind(status)).toBe(kind);
  });

  it('lets only waiting requests be cancelled', () => {
    expect(['wait', 'reg', 'already', 'cansel', 'other'].filter(isCancellable)).toEqual(['wait', 'reg']);
  });
});

describe('history paging', () => {
  it('asks for ten items a page', () => {
    expect(historyPage(1)).toEqual({ page: 1, size: 10 });
    expect(historyPage(3)).toEqual({ page: 3, size: 10 });
  });
});
