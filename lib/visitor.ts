import type { IncomingMessage } from 'node:http';
import type { Visitor } from './backend';

const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;
const ORIGIN = /^https?:\/\/[a-z0-9.-]{1,253}(:\d{1,5})?$/i;
const IP = /^[0-9a-f.:]{2,45}$/i;
/** Printable ASCII, as browsers send it: it only names a device in the member's sessions and login history. */
const USER_AGENT = /^[\x20-\x7e]{1,512}$/;

const entries = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(',') : (value ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The entry written by the nearest of `hops` trusted proxies; what a client wrote before them is not believed. */
const forwarded = (value: string | string[] | undefined, hops: number) => {
  const list = entries(value);
  return hops > 0 && list.length >= hops ? list[list.length - hops] : undefined;
};

const valid = (pattern: RegExp, value: string | undefined) =>
  value && pattern.test(value) ? value.toLowerCase() : undefined;

/** TRUST_PROXY: `true` (one load balancer in front of the portal), a number of proxies in a row, or off. */
export function trustedHops(setting = process.env.TRUST_PROXY): number {
  if (setting === 'true') return 1;
  const hops = Number(setting);
  return Number.isInteger(hops) && hops > 0 && hops <= 10 ? hops : 0;
}

const hostOf = (req: Pick<IncomingMessage, 'headers'>, hops: number) =>
  valid(HOST, (hops > 0 && entries(req.headers['x-forwarded-host']).at(-1)) || req.headers.host);

/**
 * Who is asking: forwarded headers count only from TRUST_PROXY's hops, so a client cannot choose its own address.
 * The origin is the browser's own Origin, else (a page's server render) the site's origin as the browser has it: the
 * backend finds the signup code by it (get-reg-domain).
 */
export function visitorOf(req: Pick<IncomingMessage, 'headers' | 'socket'>, hops = trustedHops()): Visitor {
  const host = hostOf(req, hops);
  const ip = forwarded(req.headers['x-forwarded-for'], hops) ?? req.socket?.remoteAddress;
  return {
    host,
    ip: valid(IP, ip?.replace(/^::ffff:/, '')),
    origin:
      valid(ORIGIN, entries(req.headers.origin)[0]) ??
      (host && `${servedOverHttps(req, hops) ? 'https' : 'http'}://${host}`),
    userAgent: USER_AGENT.test(req.headers['user-agent'] ?? '') ? req.headers['user-agent'] : undefined,
  };
}

/**
 * HTTPS as the browser sees it: the public URL (NEXTAUTH_URL) is https, or a proxy TRUST_PROXY declares says so in
 * X-Forwarded-Proto (the nearest one's word, as for the host). A visitor's own X-Forwarded-Proto counts for nothing:
 * it would put HSTS on a page a shared cache keeps for everyone.
 */
export function servedOverHttps(
  req: Pick<IncomingMessage, 'headers'>,
  hops = trustedHops(),
  publicUrl = process.env.NEXTAUTH_URL,
): boolean {
  if (publicUrl?.startsWith('https://')) return true;
  return hops > 0 && entries(req.headers['x-forwarded-proto']).at(-1)?.toLowerCase() === 'https';
}

/** The site's own origin as the visitor's browser has it (scheme and host as above), when the host is known. */
export function originOf(req: Pick<IncomingMessage, 'headers' | 'socket'>, hops = trustedHops()): string | undefined {
  const host = hostOf(req, hops);
  return host && `${servedOverHttps(req, hops) ? 'https' : 'http'}://${host}`;
}
