import { describe, expect, it } from 'vitest';
import { call, toApiFailure } from './api';

describe('the proxy base query', () => {
  it('posts an operation to its proxy route with the params wrapped', () => {
    expect(call('get-note-list', { page: 2 })).toEqual({
      url: '/get-note-list',
      method: 'POST',
      body: { params: { page: 2 } },
    });
    expect(call('health-check')).toEqual({ url: '/health-check', method: 'POST', body: {} });
  });

  it('reports the proxy’s error code, or what happened when no answer came', () => {
    expect(toApiFailure({ status: 429, data: { status: 'error', code: 'too_many_requests' } })).toEqual({
      status: 429,
      code: 'too_many_requests',
    });
    expect(toApiFailure({ status: 502, data: '<html>bad gateway</html>' })).toEqual({ status: 502, code: 'http_502' });
    expect(toApiFailure({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toEqual({
      status: 'network',
      code: 'timeout',
    });
    expect(toApiFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: 'network',
      code: 'network',
    });
    expect(toApiFailure({ status: 'PARSING_ERROR', originalStatus: 200, data: 'x', error: 'SyntaxError' })).toEqual({
      status: 'network',
      code: 'network',
    });
  });
});
