import { describe, expect, it } from 'vitest';
import { pageHydrated } from './actions';
import { makeStore, type RootState } from './index';

// This file never imports store/api: the browser before RTK Query has loaded.
const entry = (data: unknown) => ({ status: 'fulfilled', endpointName: 'healthCheck', data });

describe('the store before RTK Query is loaded', () => {
  it('keeps the server-rendered API state, and merges the next page’s', () => {
    const initial = { api: { queries: { 'healthCheck(undefined)': entry({ user: { userId: 'p1' } }) } } } as unknown as Partial<RootState>;
    const store = makeStore(initial);
    store.dispatch({ type: 'anything/else' });
    expect(store.getState().api.queries['healthCheck(undefined)']?.data).toEqual({ user: { userId: 'p1' } });

    store.dispatch(pageHydrated({ api: { queries: { 'jackpot(undefined)': entry({ mega: 1 }) } } }));
    expect(Object.keys(store.getState().api.queries).sort()).toEqual(['healthCheck(undefined)', 'jackpot(undefined)']);
  });
});
