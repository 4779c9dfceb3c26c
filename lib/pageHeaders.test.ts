// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageCaching, setPageHeaders } from './pageHeaders';

/** The headers a page's response ends up with. */
function respond(requestHeaders: Record<string, string>, shareable = true) {
  const sent = new Map<string, unknown>([['X-Frame-Options', 'DENY']]);
  const res = {
    setHeader: (name: string, value: unknown) => sent.set(name.toLowerCase(), value),
    removeHeader: (name: string) => sent.delete(name.toLowerCase()),
    getHeader: (name: string) => sent.get(name.toLowerCase()),
  } as never;
  setPageHeaders({ headers: requestHeaders }, res);
  setPageCaching(res, shareable);
  return sent;
}

afterEach(() => vi.unstubAllEnvs());

describe("a page's headers", () => {
  it('without TRUST_PROXY, a visitor who writes X-Forwarded-Proto: https gets no HSTS and no upgrade-insecure-requests', () => {
    vi.stubEnv('TRUST_PROXY', '');
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
    const sent = respond({ host: 'casino.example', 'x-forwarded-proto': 'https' });
    expect(sent.get('strict-transport-security')).toBeUndefined();
    expect(sent.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(sent.get('cache-control')).toMatch(/^public, /);
    expect(sent.get('vary')).toBe('Cookie');
  });

  it('behind TRUST_PROXY, the balancer’s https brings both, and a cache keys on the header', () => {
    vi.stubEnv('TRUST_PROXY', 'true');
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
    const sent = respond({ host: 'casino.example', 'x-forwarded-proto': 'https' });
    expect(sent.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(sent.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(sent.get('vary')).toBe('Cookie, X-Forwarded-Proto');
    expect(
      respond({ host: 'casino.example', 'x-forwarded-proto': 'http' }).get('strict-transport-security'),
    ).toBeUndefined();
  });

  it('an https public URL means HTTPS for every request', () => {
    vi.stubEnv('TRUST_PROXY', '');
    vi.stubEnv('NEXTAUTH_URL', 'https://casino.example');
    expect(respond({ host: 'casino.example' }).get('strict-transport-security')).toMatch(/^max-age=/);
  });
});
