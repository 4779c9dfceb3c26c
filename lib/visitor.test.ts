import { describe, expect, it } from 'vitest';
import { trustedHops, visitorOf } from './visitor';

const request = (headers: Record<string, string>, remoteAddress = '::ffff:10.1.2.3') => ({ headers, socket: { remoteAddress } }) as never;

describe('visitorOf', () => {
  it('takes the host header and the socket address, ignoring forwarded headers by default', () => {
    const visitor = visitorOf(request({ host: 'Casino.Example.com:3000', 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'evil.example' }), 0);
    expect(visitor).toEqual({ host: 'casino.example.com:3000', ip: '10.1.2.3', origin: undefined });
  });

  it('behind a declared proxy, takes the address it recorded, not one the client wrote before it', () => {
    const headers = { host: 'lb.internal', 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-forwarded-host': 'www.casino.example' };
    expect(visitorOf(request(headers), 1)).toMatchObject({ host: 'www.casino.example', ip: '203.0.113.9' });
    // A CDN and a load balancer in a row: the CDN appended the visitor, the balancer the CDN.
    expect(visitorOf(request({ ...headers, 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.2' }), 2).ip).toBe('198.51.100.7');
    // Fewer entries than trusted proxies: the socket address, never a guess.
    expect(visitorOf(request({ ...headers, 'x-forwarded-for': '203.0.113.9' }), 2).ip).toBe('10.1.2.3');
  });

  it('reads TRUST_PROXY as a number of proxies in a row', () => {
    expect([undefined, '', 'false', 'true', '2', '0', '-1', 'yes', '99'].map((value) => trustedHops(value))).toEqual([0, 0, 0, 1, 2, 0, 0, 0, 0]);
  });

  it('drops values that are not a host, an address or an origin', () => {
    const visitor = visitorOf(request({ host: 'evil.example/../admin', origin: 'javascript:alert(1)' }, 'not-an-ip'), 0);
    expect(visitor).toEqual({ host: undefined, ip: undefined, origin: undefined });
  });

  it('keeps a well-formed origin', () => {
    expect(visitorOf(request({ host: 'a.example', origin: 'https://a.example' }), 0).origin).toBe('https://a.example');
  });
});
