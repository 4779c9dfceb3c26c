import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { listenToNetwork, network, takeUnhandledRequests } from './proxy';
import { currentTestRouter } from './router';

// Next's router is a boundary we do not own: components get the test's plain router object (tests/utils/router.ts).
vi.mock('next/router', () => ({
  useRouter: () => currentTestRouter(),
  default: { events: { on: () => undefined, off: () => undefined, emit: () => undefined } },
}));

// A browser resolves a relative fetch URL against the page; Node's Request (which jsdom lacks) does not.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, globalThis.location?.href ?? 'http://localhost/') : input, init);
  }
} as typeof Request;

// A page's requests go to msw (tests/utils/proxy.ts); server-side tests (node environment) talk to real local servers.
if (typeof window !== 'undefined') {
  beforeAll(() => listenToNetwork());
  afterEach(() => {
    network.resetHandlers();
    const unhandled = takeUnhandledRequests();
    if (unhandled.length) throw new Error(`the page made requests no test handler answers: ${unhandled.join(', ')}`);
  });
  afterAll(() => network.close());
}

afterEach(() => {
  cleanup();
  // Each test starts with an empty browser storage, as a new visitor would.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
