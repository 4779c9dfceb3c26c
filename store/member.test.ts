import { describe, expect, it } from 'vitest';
import { makeStore } from './index';
import { selectCurrentMember } from './member';
import { userApi, type HealthCheck } from './userApi';

const check = { status: 'authenticated', noteCount: 1, helpCount: 0, user: { userId: 'p1', nick: 'P', balance: 5 } } as unknown as HealthCheck;

describe('selectCurrentMember', () => {
  it('reads the very entry RTK Query’s own selector reads', () => {
    const store = makeStore();
    expect(selectCurrentMember(store.getState())).toBeUndefined();
    store.dispatch(userApi.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: check }]));
    expect(selectCurrentMember(store.getState())).toEqual(check);
    expect(selectCurrentMember(store.getState())).toBe(userApi.endpoints.healthCheck.select()(store.getState()).data);
  });
});
