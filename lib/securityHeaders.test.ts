import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, nonceReactScripts, parseFrameAncestors, securityHeaders, servedOverHttps } from './securityHeaders';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));

describe('contentSecurityPolicy', () => {
  it('allows scripts from the portal only (and the page nonce), no plugins, no base, forms to itself, no framing', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123' }));
    expect(policy['script-src']).toBe("'self' 'nonce-abc123'");
    expect(policy['object-src']).toBe("'none'");
    expect(policy['base-uri']).toBe("'none'");
    expect(policy['form-action']).toBe("'self'");
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['connect-src']).toBe("'self'");
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval|nonce/);
  });

  it('takes the operator allowlist for framing and upgrades requests over HTTPS', () => {
    const policy = contentSecurityPolicy({ frameAncestors: 'https://partner.example', https: true });
    expect(directives(policy)['frame-ancestors']).toBe('https://partner.example');
    expect(policy).toContain('upgrade-insecure-requests');
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

  it.each(['*', 'javascript:alert(1)', "https://a.example; script-src *", "'none' https://a.example", 'data:'])('refuses %j', (input) => {
    expect(() => parseFrameAncestors(input)).toThrow();
  });
});

describe('servedOverHttps', () => {
  it('believes the TLS terminator or an https public URL', () => {
    expect(servedOverHttps('https', 'http://localhost:3000')).toBe(true);
    expect(servedOverHttps('https, http', undefined)).toBe(true);
    expect(servedOverHttps(undefined, 'https://casino.example')).toBe(true);
    expect(servedOverHttps('http', 'http://localhost:3000')).toBe(false);
    expect(servedOverHttps(undefined, undefined)).toBe(false);
  });
});

describe('nonceReactScripts', () => {
  const runtime = '$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){var c=a[b]}};$RC=function(a,b){a=document.getElementById(a)}';

  it('gives the page nonce to React\'s reveal runtime and its calls', () => {
    const html = `<div>x</div><script>requestAnimationFrame(function(){$RT=performance.now()});</script><script>${runtime}</script><script>$RC("B:1","S:1")</script><script>$RX("B:0","","boom","")</script>`;
    const out = nonceReactScripts(html, 'n0nce');
    expect(out.match(/<script nonce="n0nce">/g)).toHaveLength(4);
    expect(out).not.toContain('<script>');
  });

  it('leaves every other script without a nonce', () => {
    for (const script of ['<script>alert(1)</script>', '<script>$RC("B:1","S:1");alert(1)</script>', '<script>$RC=1;alert(1)</script>', '<script src="/x.js"></script>', '<script>window.$RC("B:1")</script>', '<script>$RB=1;alert(1)</script>']) {
      expect(nonceReactScripts(script, 'n0nce')).not.toContain('nonce');
    }
  });
});
