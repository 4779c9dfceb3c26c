import { describe, expect, it } from 'vitest';
import { originOf, servedOverHttps, trustedHops, visitorOf } from './visitor';

const request = (headers: Record<string, string>, remoteAddress = '::ffff:10.1.2.3') =>
  ({ headers, socket: { remoteAddress } }) as never;

describe('visitorOf', () => {
  it('takes the host header and the socket address, ignoring forwarded headers by default', () => {
    const visitor = visitorOf(
      request({ host: 'Casino.Example.com:3000', 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'evil.example' }),
      0,
    );
    expect(visitor).toEqual({
      host: 'casino.example.com:3000',
      ip: '10.1.2.3',
      origin: 'http://casino.example.com:3000',
    });
  });

  it("gives a server render (no Origin) the site's origin as the browser has it, under the TRUST_PROXY rules", () => {
    const behind = { host: 'lb.internal', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.casino.example' };
    expect(visitorOf(request(behind), 1).origin).toBe('https://www.casino.example');
    // Without a declared proxy its headers are the client's word: the Host as it came, over http.
    expect(visitorOf(request(behind), 0).origin).toBe('http://lb.internal');
  });

  it('behind a declared proxy, takes the address it recorded, not one the client wrote before it', () => {
    const headers = {
      host: 'lb.internal',
      'x-forwarded-for': '6.6.6.6, 203.0.113.9',
      'x-forwarded-host': 'www.casino.example',
    };
    expect(visitorOf(request(headers), 1)).toMatchObject({ host: 'www.casino.example', ip: '203.0.113.9' });
    // A CDN and a load balancer in a row: the CDN appended the visitor, the balancer the CDN.
    expect(visitorOf(request({ ...headers, 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.2' }), 2).ip).toBe(
      '198.51.100.7',
    );
    // Fewer entries than trusted proxies: the socket address, never a guess.
    expect(visitorOf(request({ ...headers, 'x-forwarded-for': '203.0.113.9' }), 2).ip).toBe('10.1.2.3');
  });

  it('reads TRUST_PROXY as a number of proxies in a row', () => {
    expect([undefined, '', 'false', 'true', '2', '0', '-1', 'yes', '99'].map((value) => trustedHops(value))).toEqual([
      0, 0, 0, 1, 2, 0, 0, 0, 0,
    ]);
  });

  it('drops values that are not a host, an address or an origin', () => {
    const visitor = visitorOf(
      request({ host: 'evil.example/../admin', origin: 'javascript:alert(1)' }, 'not-an-ip'),
      0,
    );
    expect(visitor).toEqual({ host: undefined, ip: undefined, origin: undefined });
  });

  it("passes the browser's user agent on, and not one that is too long or not printable", () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(visitorOf(request({ host: 'a.example', 'user-agent': chrome }), 0).userAgent).toBe(chrome);
    for (const bad of ['x'.repeat(513), 'bad\u0000agent', 'ünïcode', ''])
      expect(visitorOf(request({ host: 'a.example', 'user-agent': bad }), 0).userAgent).toBeUndefined();
  });

  it('keeps a well-formed origin', () => {
    expect(visitorOf(request({ host: 'a.example', origin: 'https://a.example' }), 0).origin).toBe('https://a.example');
  });
});

describe('servedOverHttps', () => {
  const proto = (value?: string) => ({ headers: value === undefined ? {} : { 'x-forwarded-proto': value } });

  it('believes X-Forwarded-Proto only from a proxy TRUST_PROXY declares, as its nearest entry', () => {
    expect(servedOverHttps(proto('https'), 0, 'http://localhost:3000')).toBe(false);
    expect(servedOverHttps(proto('HTTPS'), 0, undefined)).toBe(false);
    expect(servedOverHttps(proto('https'), 1, 'http://localhost:3000')).toBe(true);
    expect(servedOverHttps(proto('HTTPS'), 2, undefined)).toBe(true);
    // The visitor wrote the first entry, the load balancer the last.
    expect(servedOverHttps(proto('https, http'), 1, undefined)).toBe(false);
    expect(servedOverHttps(proto('http'), 1, 'http://localhost:3000')).toBe(false);
    expect(servedOverHttps(proto(), 1, undefined)).toBe(false);
  });

  it('is HTTPS whatever the headers say when the public URL is https', () => {
    expect(servedOverHttps(proto(), 0, 'https://casino.example')).toBe(true);
    expect(servedOverHttps(proto('http'), 1, 'https://casino.example')).toBe(true);
    expect(servedOverHttps(proto(), 0, undefined)).toBe(false);
  });

  it('reads TRUST_PROXY and NEXTAUTH_URL by default', () => {
    const saved = { trust: process.env.TRUST_PROXY, url: process.env.NEXTAUTH_URL };
    try {
      delete process.env.TRUST_PROXY;
      process.env.NEXTAUTH_URL = 'http://localhost:3000';
      expect(servedOverHttps(proto('https'))).toBe(false);
      process.env.TRUST_PROXY = 'true';
      expect(servedOverHttps(proto('https'))).toBe(true);
    } finally {
      for (const [name, value] of [
        ['TRUST_PROXY', saved.trust],
        ['NEXTAUTH_URL', saved.url],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});

describe('originOf', () => {
  it('is the scheme and host the browser has, each believed as above', () => {
    const headers = { host: 'Casino.Example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    expect(originOf(request(headers), 0)).toMatch(/^https?:\/\/casino\.example$/);
    expect(
      originOf(
        request({ host: 'lb.internal', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.casino.example' }),
        1,
      ),
    ).toBe('https://www.casino.example');
    expect(originOf(request({ host: 'evil.example/x' }), 0)).toBeUndefined();
  });
});
