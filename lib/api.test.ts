import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, ApiError, callOperation, toApiFailure } from './api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: (url: string, init: RequestInit) => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const failureOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', toApiFailure);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('callOperation', () => {
  it('posts { params } as JSON to the proxy route of the operation and resolves with the answer', async () => {
    const fetch = stubFetch(async () => json(200, { status: 'success', count: 2 }));
    await expect(callOperation('get-note-list', { page: 1 })).resolves.toEqual({ status: 'success', count: 2 });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/routes/get-note-list');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init.body))).toEqual({ params: { page: 1 } });
  });

  it('sends {} without params and encodes the operation name', async () => {
    const fetch = stubFetch(async () => json(200, { status: 'success' }));
    await callOperation('a/b?c');
    expect(fetch.mock.calls[0][0]).toBe('/api/routes/a%2Fb%3Fc');
    expect(fetch.mock.calls[0][1].body).toBe('{}');
  });

  it("rejects an error status with the proxy's code, or http_<status> when the body has none", async () => {
    stubFetch(async () => json(502, { status: 'error', code: 'backend_unavailable' }));
    await expect(failureOf(callOperation('get-casino-setting'))).resolves.toEqual({ status: 502, code: 'backend_unavailable' });
    stubFetch(async () => new Response('<html>bad gateway</html>', { status: 503 }));
    await expect(failureOf(callOperation('get-casino-setting'))).resolves.toEqual({ status: 503, code: 'http_503' });
  });

  it('reports a lost connection as network', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const failure = callOperation('user-health-check');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failureOf(failure)).resolves.toEqual({ status: 'network', code: 'network' });
  });

  it(`gives up after ${API_TIMEOUT_MS / 1000} s and reports a timeout`, async () => {
    vi.useFakeTimers();
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const failure = failureOf(callOperation('user-deposit', { amount: 10_000 }));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    let settled = false;
    void failure.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(failure).resolves.toEqual({ status: 'network', code: 'timeout' });
  });
});

describe('toApiFailure', () => {
  it('treats anything but an ApiError as a network failure', () => {
    expect(toApiFailure(new Error('boom'))).toEqual({ status: 'network', code: 'network' });
    expect(toApiFailure(undefined)).toEqual({ status: 'network', code: 'network' });
  });
});
