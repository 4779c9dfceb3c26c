import { describe, expect, it } from 'vitest';
import { fakeProxy } from '@/tests/utils/proxy';
import { makeStore } from './index';
import { selectCurrentMember, selectGameMoney, selectHoldings } from './member';
import { userApi, type HealthCheck } from './userApi';

const check = {
  status: 'authenticated',
  noteCount: 1,
  helpCount: 0,
  user: { userId: 'p1', nick: 'P', balance: 5 },
} as unknown as HealthCheck;

describe('selectCurrentMember', () => {
  it('is undefined until a health check answered, then its data', () => {
    const store = makeStore();
    expect(selectCurrentMember(store.getState())).toBeUndefined();
    store.dispatch(userApi.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: check }]));
    expect(selectCurrentMember(store.getState())).toEqual(check);
  });
});

describe('selectHoldings', () => {
  it('is wallet plus game money of the member entry, truncated, and undefined when logged out', () => {
    const store = makeStore();
    expect(selectHoldings(store.getState())).toBeUndefined();
    const rich = {
      ...check,
      user: { ...check.user, balance: 10_500.9, in_balance: '700.5' },
    } as unknown as HealthCheck;
    store.dispatch(userApi.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: rich }]));
    expect(selectHoldings(store.getState())).toBe(11_200);
    expect(selectGameMoney(store.getState())).toBe(700);
  });
});

describe('bringing game money back (transfer-out)', () => {
  it('shows the answer’s figures at once, before any refetch', async () => {
    const held = { ...check, user: { ...check.user, balance: 10_000, in_balance: 700 } } as unknown as HealthCheck;
    const after = { ...check, user: { ...check.user, balance: 10_700, in_balance: 0 } } as unknown as HealthCheck;
    let answerHealthCheck = () => {};
    const healthCheckAnswered = new Promise<void>((resolve) => (answerHealthCheck = resolve));
    const proxy = fakeProxy({
      'transfer-out': () => ({ status: 'success', amount: 700, balance: 10_700, gameMoney: 0 }),
      'health-check': async () => (await healthCheckAnswered, after),
    });
    try {
      const store = makeStore();
      store.dispatch(userApi.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: held }]));
      // The header's subscription, as on every page.
      const header = store.dispatch(userApi.endpoints.healthCheck.initiate());
      await store.dispatch(userApi.endpoints.transferOut.initiate());
      expect(selectGameMoney(store.getState())).toBe(0);
      expect(selectHoldings(store.getState())).toBe(10_700);
      answerHealthCheck();
      header.unsubscribe();
    } finally {
      proxy.restore();
    }
  });
});
