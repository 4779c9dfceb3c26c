import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestMeta, type NextIncomingMessage } from 'next/dist/server/request-meta';
import { sessionCookieName } from './auth';

/**
 * A short-lived copy of a page's HTML as a visitor without a session sees it (the lobby: everything on it is the
 * same for every visitor of one host, language and URL). A copy is served with a fresh script nonce: the nonce it
 * was rendered with is replaced in the body, and the caller sends a policy with the new one. The old nonce cannot
 * occur in the page's content by chance or by design: it was 128 random bits unknown to anyone when the content
 * was rendered.
 */
export interface CachedPage {
  html: string;
  /** The nonce the HTML was rendered with. */
  nonce: string;
  contentType: string;
  expires: number;
  /** Until when one request is rendering the successor of an expired copy. */
  refreshing?: number;
}

export const PAGE_CACHE_ENTRIES = 64;
/** How long past its seconds a copy is still served while one request renders its successor. */
export const STALE_MS = 10_000;
/** How long that request has before another one may try (its render failed, or was not a plain page). */
export const REFRESH_MS = 5_000;

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(
    private readonly maxEntries = PAGE_CACHE_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The copy to serve for `key`, or undefined: then this request renders the page (and `set` keeps it). When a copy
   * expires, one request renders its successor and everyone else is served the expired copy meanwhile (at most
   * STALE_MS past its time), so the end of a copy's seconds costs one render, not one per waiting visitor.
   */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    const now = this.now();
    if (!entry || entry.expires > now) return entry;
    if (now - entry.expires >= STALE_MS) {
      this.entries.delete(key);
      return undefined;
    }
    if ((entry.refreshing ?? 0) > now) return entry;
    entry.refreshing = now + REFRESH_MS;
    return undefined;
  }

  /** Keeps the page for `seconds`; the oldest entry goes when the cache is full (many query strings, many hosts). */
  set(key: string, page: Omit<CachedPage, 'expires'>, seconds: number) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { ...page, expires: this.now() + seconds * 1000 });
  }

  get size() {
    return this.entries.size;
  }
}

/** The session cookie under either of its names (plain, or `__Secure-` behind HTTPS), whole or in chunks (`.0`, `.1`). */
const SESSION_COOKIE = new RegExp(
  `(?:^|;)\\s*(?:${[sessionCookieName(true), sessionCookieName(false)].map((name) => name.replace(/\./g, '\\.')).join('|')})(?:\\.\\d+)?=`,
);

/**
 * The client router's JSON request for a page's props. Next has rewritten its URL to the page's and dropped its
 * `x-nextjs-data` header by the time getServerSideProps runs, and says what it was only in its request metadata
 * (there is no public API; the e2e test of the page cache fails if this ever stops working).
 */
function isDataRequest(req: IncomingMessage) {
  const next = req as NextIncomingMessage;
  const urls = [getRequestMeta(next, 'initURL'), req.url];
  return Boolean(getRequestMeta(next, 'isNextDataReq') || req.headers['x-nextjs-data'] || urls.some((url) => url?.includes('/_next/data/')));
}

/**
 * Only a plain page view without a session cookie may be answered from, or stored in, the cache: GET, not the
 * client router's data request. A request with any session cookie (live, ended, or forged) renders as usual.
 */
export function mayUseCache(req: IncomingMessage): boolean {
  return req.method === 'GET' && !isDataRequest(req) && !SESSION_COOKIE.test(req.headers.cookie ?? '');
}

/** The nonce of a page's policy, as pages/_document wrote it. */
export function nonceOf(policy: unknown): string | undefined {
  return /'nonce-([A-Za-z0-9+/=]{16,})'/.exec(typeof policy === 'string' ? policy : '')?.[1];
}

/** The cached HTML with `nonce` in place of the one it was rendered with. */
export const withNonce = (page: CachedPage, nonce: string) => page.html.split(page.nonce).join(nonce);

type Chunk = string | Uint8Array;
const toBuffer = (chunk: Chunk, encoding?: unknown) =>
  typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk);

/**
 * Watches the response being written and hands its HTML to `keep` when it ends as a plain 200 HTML page with a nonce
 * and no cookie. Whatever else the response turns out to be (a redirect, an error page, a cookie) is not kept.
 */
export function captureHtml(res: ServerResponse, keep: (page: Omit<CachedPage, 'expires'>) => void) {
  const chunks: Buffer[] = [];
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    chunks.push(toBuffer(chunk, rest[0]));
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    res.write = write;
    res.end = end;
    const [chunk, encoding] = args;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk as Chunk, encoding));
    const contentType = String(res.getHeader('content-type') ?? '');
    const nonce = nonceOf(res.getHeader('content-security-policy'));
    if (res.statusCode === 200 && nonce && contentType.startsWith('text/html') && res.getHeader('set-cookie') === undefined) {
      keep({ html: Buffer.concat(chunks).toString('utf8'), nonce, contentType });
    }
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];
}
