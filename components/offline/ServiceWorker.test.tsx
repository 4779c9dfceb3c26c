import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceWorker } from './ServiceWorker';

describe('ServiceWorker', () => {
  const register = vi.fn(() => Promise.resolve());
  let readyState: DocumentReadyState;

  beforeEach(() => {
    vi.stubEnv('NODE_ENV', 'production');
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    register.mockClear();
  });

  it('registers the worker only once the page has loaded, so its install does not compete with the first load', () => {
    readyState = 'interactive';
    render(<ServiceWorker />);
    expect(register).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js');
  });

  it('registers at once when the page had loaded before (a page reached by a client navigation)', () => {
    readyState = 'complete';
    render(<ServiceWorker />);
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js');
  });
});
