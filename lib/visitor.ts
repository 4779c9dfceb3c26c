import type { IncomingMessage } from 'node:http';
import type { Visitor } from './backend';

const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;
const ORIGIN = /^https?:\/\/[a-z0-9.-]{1,253}(:\d{1,5})?$/i;
const IP = /^[0-9a-f.:]{2,45}$/i;

function first(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;
}

const valid = (pattern: RegExp, value: string | undefined) => (value && pattern.test(value) ? value.toLowerCase() : undefined);

/**
 * Who is asking, as the backend should see it. Forwarded headers from the client are ignored unless
 * TRUST_PROXY=true says a load balancer in front of the portal sets them.
 */
export function visitorOf(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy = process.env.TRUST_PROXY === 'true'): Visitor {
  const host = trustProxy ? first(req.headers['x-forwarded-host']) ?? req.headers.host : req.headers.host;
  const ip = trustProxy ? first(req.headers['x-forwarded-for']) ?? req.socket?.remoteAddress : req.socket?.remoteAddress;
  return {
    host: valid(HOST, host),
    ip: valid(IP, ip?.replace(/^::ffff:/, '')),
    origin: valid(ORIGIN, first(req.headers.origin)),
  };
}
