import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverEnv } from './env';
import { securityHeaders } from './securityHeaders';
import { servedOverHttps, trustedHops } from './visitor';

type Response = Pick<ServerResponse, 'setHeader' | 'removeHeader' | 'getHeader'>;

/**
 * A page's security headers: next.config sends DENY to everything, and a page the operator lets partners frame must not.
 * Only the play page (`games`) may frame the operator's game origins (GAME_FRAME_ORIGINS).
 */
export function setPageHeaders(
  req: Pick<IncomingMessage, 'headers'> | undefined,
  res: Response,
  { games = false }: { games?: boolean } = {},
) {
  const https = servedOverHttps(req ?? { headers: {} });
  const env = serverEnv();
  const headers = securityHeaders({
    https,
    frameAncestors: env.FRAME_ANCESTORS,
    frameSrc: games ? env.GAME_FRAME_ORIGINS : undefined,
    development: process.env.NODE_ENV === 'development',
  });
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (!headers['X-Frame-Options']) res.removeHeader('X-Frame-Options');
}

/**
 * A page the same for every visitor without a session (same host and URL) may be kept by a shared HTTP cache for
 * PAGE_CACHE_SECONDS; everything else is the member's own. A cookie being set (a session ended) keeps it private.
 */
export function setPageCaching(res: Response, shareable: boolean) {
  const seconds = serverEnv().PAGE_CACHE_SECONDS;
  const shared = shareable && seconds > 0 && res.getHeader('set-cookie') === undefined;
  res.setHeader(
    'Cache-Control',
    shared ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}` : 'private, no-store',
  );
  // Behind TRUST_PROXY a page's HSTS and upgrade-insecure-requests follow X-Forwarded-Proto: a cache keys on it too.
  res.setHeader('Vary', trustedHops() > 0 ? 'Cookie, X-Forwarded-Proto' : 'Cookie');
}
