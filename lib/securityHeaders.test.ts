import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, parseFrameAncestors, securityHeaders } from './securityHeaders';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));

describe('contentSecurityPolicy', () => {
  it('allows scripts from the portal only, no plugins, no base, forms to itself, no framing', () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy['script-src']).toBe("'self'");
    expect(policy['object-src']).toBe("'none'");
    expect(policy['base-uri']).toBe("'none'");
    expect(policy['form-action']).toBe("'self'");
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['connect-src']).toBe("'self'");
    expect(directives(contentSecurityPolicy())['script-src']).not.toMatch(/unsafe|nonce/);
  });

  it('takes the operator allowlist for framing and upgrades requests over HTTPS', () => {
    const policy = contentSecurityPolicy({ frameAncestors: 'https://partner.example', https: true });
    expect(directives(policy)['frame-ancestors']).toBe('https://partner.example');
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('frames no page unless given the game origins of the play page', () => {
    expect(directives(contentSecurityPolicy())['frame-src']).toBe("'none'");
    expect(directives(contentSecurityPolicy({ frameSrc: 'https://games.example' }))['frame-src']).toBe(
      'https://games.example',
    );
  });

  it('lets next dev evaluate code, never production', () => {
    expect(directives(contentSecurityPolicy({ development: true }))['script-src']).toContain("'unsafe-eval'");
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, the referrer policy and DENY framing by default, HSTS only over HTTPS', () => {
    const plain = securityHeaders();
    expect(plain).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
  });

  it('drops X-Frame-Options when the operator allows framing (it cannot express a list)', () => {
    expect(securityHeaders({ frameAncestors: "'self'" })['X-Frame-Options']).toBeUndefined();
  });
});

describe('parseFrameAncestors', () => {
  it.each([
    [undefined, "'none'"],
    ['', "'none'"],
    ["'self'", "'self'"],
    ['https://a.example,https://b.example:8443', 'https://a.example https://b.example:8443'],
  ])('%j → %s', (input, expected) => expect(parseFrameAncestors(input)).toBe(expected));

  it.each(['*', 'javascript:alert(1)', 'https://a.example; script-src *', "'none' https://a.example", 'data:'])(
    'refuses %j',
    (input) => {
      expect(() => parseFrameAncestors(input)).toThrow();
    },
  );
});
