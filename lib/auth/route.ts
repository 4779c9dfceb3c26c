import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { visitorOf } from '../visitor';
import { withMaxAge } from './options';
import { forRequest } from './request';
import { readToken, secondsLeft, SESSION_MAX_AGE_MS } from './session';

/**
 * next-auth's route, initialized per request as next-auth's "advanced initialization" shows: the static options, the
 * session's maxAge of this request, and the request's visitor and response for the callbacks.
 */
export async function authRoute(req: NextApiRequest, res: NextApiResponse) {
  const [action, provider] = ([] as string[]).concat(req.query.nextauth ?? []);
  // Its credentials callbacks take only POST: any other method was next-auth's own 500.
  if (action === 'callback' && (provider === 'credentials' || provider === 'passkey') && req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.setHeader('Cache-Control', 'no-store');
    return res.status(405).json({ status: 'error', code: 'method_not_allowed' });
  }
  // Reading the session writes its cookie back: it still ends at 8 hours from login. A login starts a full 8 hours.
  const maxAge = action === 'session' ? secondsLeft(await readToken(req)) : SESSION_MAX_AGE_MS / 1000;
  return forRequest({ visitor: visitorOf(req), res }, () => NextAuth(req, res, withMaxAge(maxAge)));
}
