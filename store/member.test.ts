import { describe, expect, it } from 'vitest';
import { makeStore } from './index';
import { selectCurrentMember } from './member';
import { userApi, type HealthCheck } from './userApi';

const check = { status: 'authenticated', noteCount: 1, helpCount: 0, user: { userId: 'p1', nick: 'P', balance: 5 } } as unknown as HealthCheck;

describe('selectCurrentMember', () => {
  it('is undefined until a health check answered, then its data', () => {
    const store = makeStore();
    expect(selectCurrentMember(store.getState())).toBeUndefined();
    store.dispatch(userApi.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: check }]));
    expect(selectCurrentMember(store.getState())).toEqual(check);
  });
});
