// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppSelector } from './hooks';
import { makeServerStore } from './index';
import { selectCurrentMember } from './member';
import { sessionLoaded } from './sessionSlice';
import { StoreProvider } from './StoreProvider';
import { userApi, type HealthCheck } from './userApi';

const check = {
  status: 'authenticated',
  noteCount: 0,
  helpCount: 0,
  user: { userId: 'p1', nick: 'Lucky', balance: 5 },
} as unknown as HealthCheck;

function memberState() {
  const store = makeServerStore();
  store.dispatch(sessionLoaded({ authenticated: true }));
  store.dispatch(userApi.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: check }]));
  return store.getState();
}

function Nick() {
  return <span>{useAppSelector(selectCurrentMember)?.user.nick}</span>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('StoreProvider on the server', () => {
  it('renders the page state and leaves no timer holding the request once the page is sent', () => {
    const initialState = memberState();
    vi.useFakeTimers();
    const html = renderToString(
      <StoreProvider initialState={initialState}>
        <Nick />
      </StoreProvider>,
    );
    expect(html).toContain('Lucky');
    expect(vi.getTimerCount()).toBe(0);
  });
});
