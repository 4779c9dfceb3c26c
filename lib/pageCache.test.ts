// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCache, REFRESH_MS, STALE_MS, captureHtml, mayUseCache, nonceOf, withNonce, type CachedPage } from './pageCache';

const NONCE = 'c0ffeeC0FFEE+/c0ffeeAA==';
const page = (html = `<script nonce="${NONCE}">boot()</script><p>Lobby</p>`) => ({ html, nonce: NONCE, contentType: 'text/html; charset=utf-8' });

describe('PageCache', () => {
  it('serves a page until its seconds are up', () => {
    let now = 1_000_000;
    const cache = new PageCache(8, () => now);
    cache.set('ko host /', page(), 2);
    expect(cache.get('ko host /')?.html).toContain('Lobby');
    now += 1999;
    expect(cache.get('ko host /')).toBeDefined();
    now += 1;
    expect(cache.get('ko host /'), 'the first request after the seconds renders').toBeUndefined();
  });

  it('then one request renders the successor while everyone else gets the expired copy, briefly', () => {
    let now = 1_000_000;
    const cache = new PageCache(8, () => now);
    cache.set('ko host /', page('<p>old</p>'), 2);
    now += 2000;
    expect(cache.get('ko host /'), 'this one renders').toBeUndefined();
    for (let i = 0; i < 5; i++) expect(cache.get('ko host /')?.html, 'the others meanwhile').toBe('<p>old</p>');
    cache.set('ko host /', page('<p>new</p>'), 2);
    expect(cache.get('ko host /')?.html).toBe('<p>new</p>');
  });

  it('lets another request try when the renderer does not come back, and stops serving a copy long past its time', () => {
    let now = 1_000_000;
    const cache = new PageCache(8, () => now);
    cache.set('ko host /', page('<p>old</p>'), 2);
    now += 2000;
    expect(cache.get('ko host /')).toBeUndefined();
    now += REFRESH_MS - 1;
    expect(cache.get('ko host /')?.html).toBe('<p>old</p>');
    now += 1;
    expect(cache.get('ko host /'), 'the first renderer had its time: a second one tries').toBeUndefined();
    expect(cache.get('ko host /')?.html).toBe('<p>old</p>');
    now = 1_000_000 + 2000 + STALE_MS;
    expect(cache.get('ko host /'), 'too old to serve').toBeUndefined();
    expect(cache.get('ko host /'), 'and gone: everyone renders').toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps a bounded number of pages: the oldest goes first, however many URLs or hosts visitors invent', () => {
    const cache = new PageCache(3, () => 0);
    for (const n of [1, 2, 3, 4, 5]) cache.set(`ko host /?n=${n}`, page(`<p>${n}</p>`), 60);
    expect(cache.size).toBe(3);
    expect(cache.get('ko host /?n=1')).toBeUndefined();
    expect(cache.get('ko host /?n=2')).toBeUndefined();
    expect(cache.get('ko host /?n=5')?.html).toBe('<p>5</p>');
  });
});

describe('withNonce', () => {
  it('puts the new nonce everywhere the old one was, and nothing else changes', () => {
    const cached: CachedPage = { ...page(`<noscript data-n-css="${NONCE}"></noscript><script nonce="${NONCE}">a</script><script nonce="${NONCE}" src="/x.js"></script>`), expires: 0 };
    const html = withNonce(cached, 'fresh');
    expect(html).toBe('<noscript data-n-css="fresh"></noscript><script nonce="fresh">a</script><script nonce="fresh" src="/x.js"></script>');
    expect(html).not.toContain(NONCE);
  });
});

describe('nonceOf', () => {
  it("reads the nonce from the page's policy, and nothing from a policy without one", () => {
    expect(nonceOf(`default-src 'self'; script-src 'self' 'nonce-${NONCE}'; object-src 'none'`)).toBe(NONCE);
    expect(nonceOf("script-src 'self'")).toBeUndefined();
    expect(nonceOf(undefined)).toBeUndefined();
  });
});

describe('mayUseCache', () => {
  const request = (headers: Record<string, string> = {}, extra: Partial<IncomingMessage> = {}) =>
    ({ method: 'GET', url: '/', headers, ...extra }) as IncomingMessage;

  it('takes a plain page view, with or without other cookies', () => {
    expect(mayUseCache(request())).toBe(true);
    expect(mayUseCache(request({ cookie: 'NEXT_LOCALE=en; next-auth.csrf-token=abc; _ga=1' }))).toBe(true);
  });

  it('never takes a request with a session cookie, in any of its forms', () => {
    for (const cookie of ['next-auth.session-token=x', '__Secure-next-auth.session-token=x', 'a=1; next-auth.session-token.0=x', 'a=1;__Secure-next-auth.session-token.1=y']) {
      expect(mayUseCache(request({ cookie })), cookie).toBe(false);
    }
  });

  it('never takes anything but GET, nor the client router’s data request', () => {
    expect(mayUseCache(request({}, { method: 'POST' }))).toBe(false);
    expect(mayUseCache(request({}, { method: 'HEAD' }))).toBe(false);
    expect(mayUseCache(request({ 'x-nextjs-data': '1' }))).toBe(false);
    expect(mayUseCache(request({}, { url: '/_next/data/build/ko.json' }))).toBe(false);
    // What Next leaves by the time getServerSideProps runs: the page's URL, and the truth in its request metadata.
    const rewritten = request();
    (rewritten as unknown as Record<symbol, unknown>)[Symbol.for('NextInternalRequestMeta')] = { isNextDataReq: true };
    expect(mayUseCache(rewritten)).toBe(false);
    const fromInitUrl = request();
    (fromInitUrl as unknown as Record<symbol, unknown>)[Symbol.for('NextInternalRequestMeta')] = { initURL: 'http://127.0.0.1/_next/data/b/en.json' };
    expect(mayUseCache(fromInitUrl)).toBe(false);
  });
});

describe('captureHtml on a real HTTP response', () => {
  type Handler = (res: ServerResponse) => void;
  let handler: Handler = () => {};
  let kept: Omit<CachedPage, 'expires'>[] = [];
  const server = createServer((_req, res) => {
    captureHtml(res, (p) => kept.push(p));
    handler(res);
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const respond = async (h: Handler) => {
    kept = [];
    handler = h;
    const response = await fetch(base, { redirect: 'manual' });
    return { status: response.status, body: await response.text() };
  };
  const htmlPage = (res: ServerResponse) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${NONCE}'`);
  };

  it('keeps a 200 HTML page written in pieces, exactly as the visitor received it (Korean text included)', async () => {
    const sent = await respond((res) => {
      htmlPage(res);
      res.write(`<script nonce="${NONCE}">x</script>`);
      res.write(Buffer.from('<p>로얄 카지노</p>'));
      res.end('<p>끝</p>', 'utf8');
    });
    expect(sent.body).toBe(`<script nonce="${NONCE}">x</script><p>로얄 카지노</p><p>끝</p>`);
    expect(kept).toEqual([{ html: sent.body, nonce: NONCE, contentType: 'text/html; charset=utf-8' }]);
  });

  it('keeps nothing that is not a plain page: a cookie, a redirect, an error, JSON, or a page without a nonce', async () => {
    const cases: Record<string, Handler> = {
      cookie: (res) => {
        htmlPage(res);
        res.setHeader('Set-Cookie', 'next-auth.session-token=; Max-Age=0');
        res.end('<p>bye</p>');
      },
      redirect: (res) => {
        htmlPage(res);
        res.statusCode = 307;
        res.setHeader('Location', '/login');
        res.end();
      },
      error: (res) => {
        htmlPage(res);
        res.statusCode = 500;
        res.end('<p>error</p>');
      },
      json: (res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${NONCE}'`);
        res.end('{}');
      },
      'no nonce': (res) => {
        res.setHeader('Content-Type', 'text/html');
        res.end('<p>static</p>');
      },
    };
    for (const [name, h] of Object.entries(cases)) {
      await respond(h);
      expect(kept, name).toEqual([]);
    }
  });
});
