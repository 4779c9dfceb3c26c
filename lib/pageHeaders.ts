import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverEnv } from './env';
import { securityHeaders, servedOverHttps } from './securityHeaders';

/** A fresh script nonce for one HTML response. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The security headers of one page with its nonce: set by pages/_document on a render, and by the page cache when it
 * serves a copy. next.config sends DENY to everything; a page the operator lets partners frame must not.
 */
export function setPageHeaders(req: Pick<IncomingMessage, 'headers'> | undefined, res: Pick<ServerResponse, 'setHeader' | 'removeHeader'>, nonce: string) {
  const https = servedOverHttps(req?.headers['x-forwarded-proto']);
  const headers = securityHeaders({ nonce, https, frameAncestors: serverEnv().FRAME_ANCESTORS, development: process.env.NODE_ENV === 'development' });
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (!headers['X-Frame-Options']) res.removeHeader('X-Frame-Options');
}
