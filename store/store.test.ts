import { describe, expect, it } from 'vitest';
import { makeStore } from './index';
import { pageHydrated } from './actions';
import { selectLoggedOut, sessionEnded, sessionLoaded } from './sessionSlice';

describe('makeStore', () => {
  it('gives each request its own store', () => {
    const first = makeStore();
    const second = makeStore();
    first.dispatch(sessionEnded());
    expect(selectLoggedOut(first.getState())).toBe(true);
    expect(selectLoggedOut(second.getState())).toBeNull();
  });

  it('starts from the state the server rendered', () => {
    const store = makeStore({ session: { loggedOut: false } });
    expect(selectLoggedOut(store.getState())).toBe(false);
  });

  it('takes the next page’s server state on client-side navigation', () => {
    const store = makeStore({ session: { loggedOut: false } });
    store.dispatch(pageHydrated({ session: { loggedOut: true } }));
    expect(selectLoggedOut(store.getState())).toBe(true);
  });

  it('tracks the session from loading to authenticated to logged out', () => {
    const store = makeStore();
    expect(selectLoggedOut(store.getState())).toBeNull();
    store.dispatch(sessionLoaded({ authenticated: true }));
    expect(selectLoggedOut(store.getState())).toBe(false);
    store.dispatch(sessionEnded());
    expect(selectLoggedOut(store.getState())).toBe(true);
  });
});
