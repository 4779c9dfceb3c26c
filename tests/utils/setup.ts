import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
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

afterEach(() => {
  cleanup();
  // Each test starts with an empty browser storage, as a new visitor would.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
