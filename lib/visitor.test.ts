import { describe, expect, it } from 'vitest';
import { visitorOf } from './visitor';

const request = (headers: Record<string, string>, remoteAddress = '::ffff:10.1.2.3') => ({ headers, socket: { remoteAddress } }) as never;

describe('visitorOf', () => {
  it('takes the host header and the socket address, ignoring forwarded headers by default', () => {
    const visitor = visitorOf(request({ host: 'Casino.Example.com:3000', 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'evil.example' }), false);
    expect(visitor).toEqual({ host: 'casino.example.com:3000', ip: '10.1.2.3', origin: undefined });
  });

  it('trusts the first forwarded entry only behind a declared proxy', () => {
    const visitor = visitorOf(request({ host: 'lb.internal', 'x-forwarded-for': '203.0.113.9, 10.0.0.1', 'x-forwarded-host': 'www.casino.example' }), true);
    expect(visitor).toMatchObject({ host: 'www.casino.example', ip: '203.0.113.9' });
  });

  it('drops values that are not a host, an address or an origin', () => {
    const visitor = visitorOf(request({ host: 'evil.example/../admin', origin: 'javascript:alert(1)' }, 'not-an-ip'), false);
    expect(visitor).toEqual({ host: undefined, ip: undefined, origin: undefined });
  });

  it('keeps a well-formed origin', () => {
    expect(visitorOf(request({ host: 'a.example', origin: 'https://a.example' }), false).origin).toBe('https://a.example');
  });
});
