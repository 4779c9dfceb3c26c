import type { IncomingMessage, ServerResponse } from 'node:http';
import { contract, isOpName, type OpName } from '@/lib/contract';
import { cookieEndReason } from './auth-errors';
import { endSession, readSessionState, touchSession, type LiveSession, type SessionState } from './auth';
import { endPasswordChange, readPasswordChange, type PasswordChange } from './auth/changeToken';
import { callBackend, callBackendCached, failure, type BackendFailure } from './backend';
import { forSite } from './domain';
import { visitorOf } from './visitor';

export const PROXY_BODY_LIMIT = 64 * 1024;

/** Operations the browser may not call: their answer is a login's, which carries the backend token (next-auth calls them). */
export const SERVER_ONLY = new Set<OpName>(['user-do-login', 'verify-two-factor', 'finish-passkey-login']);
/** Calls the page makes by itself: they do not keep an idle session alive. */
const BACKGROUND = new Set<OpName>(['health-check', 'get-in-game-balance', 'get-session-summary']);

const OP_SEGMENT = /^\/api\/routes\/([a-z][a-z-]{0,63})$/;

type Answer = BackendFailure['body'] | Record<string, unknown>;

function send(res: ServerResponse, status: number, body: Answer, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(payload);
}

const refuse = (
  res: ServerResponse,
  { httpStatus, body, retryAfter }: BackendFailure,
  headers?: Record<string, string>,
) => send(res, httpStatus, body, retryAfter ? { ...headers, 'Retry-After': String(retryAfter) } : headers);

/** The op as written in the raw URL: encoded slashes, dots, backslashes or a query never match. */
function opFromUrl(url: string | undefined): OpName | null {
  const match = OP_SEGMENT.exec((url ?? '').split('?')[0]);
  const name = match?.[1];
  return name && isOpName(name) && !SERVER_ONLY.has(name) ? name : null;
}

/** The page's own origin is the visitor's host: the Host header, or behind TRUST_PROXY the one the balancer forwarded. */
function isCrossSite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== visitorOf(req).host;
  } catch {
    return true;
  }
}

async function readBody(req: IncomingMessage): Promise<string | 'too_large'> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > PROXY_BODY_LIMIT) return 'too_large';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > PROXY_BODY_LIMIT) return 'too_large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `{}` or `{ params: {...} }`; anything else is a bad request. */
function paramsOf(body: string): { ok: true; params: unknown } | BackendFailure {
  if (body.trim() === '') return { ok: true, params: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return failure(400, 'bad_json');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return failure(400, 'bad_request', 'params');
  const keys = Object.keys(parsed);
  if (keys.some((key) => key !== 'params'))
    return failure(
      400,
      'bad_request',
      keys.find((key) => key !== 'params'),
    );
  const { params } = parsed as { params?: unknown };
  return { ok: true, params: params === undefined ? {} : params };
}

/** POST, JSON, same-site and within the body limit: the body, or null once refused. */
async function admit(req: IncomingMessage, res: ServerResponse): Promise<string | null> {
  const refused = (failed: BackendFailure, headers?: Record<string, string>) => (refuse(res, failed, headers), null);
  if (req.method !== 'POST') return refused(failure(405, 'method_not_allowed'), { Allow: 'POST' });
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return refused(failure(415, 'unsupported_media_type'));
  if (isCrossSite(req)) return refused(failure(403, 'forbidden'));
  const body = await readBody(req);
  // The rest of the body is not read: the connection cannot carry another request.
  return body === 'too_large' ? refused(failure(413, 'too_large'), { Connection: 'close' }) : body;
}

/** The page says why on the login page: idle or past 8 hours; no cookie at all says nothing more. */
const unauthenticated = (res: ServerResponse, read: SessionState) =>
  send(res, 401, {
    ...failure(401, 'unauthenticated').body,
    ...(read.state === 'ended' ? { reason: cookieEndReason(read) } : {}),
  });

/**
 * `/api/activity`: the play page's word that the member is playing a game in front of them (docs/api.md, the game
 * shell). Nothing is forwarded: the backend is asked whether the session still lives (health-check), then its activity
 * time moves, as a page view's does; 204.
 */
export async function activityHandler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await admit(req, res);
  if (body === null) return;
  if (!['', '{}'].includes(body.trim())) return refuse(res, failure(400, 'bad_request', 'params'));
  const read = await readSessionState(req);
  if (read.state !== 'live') {
    if (read.state === 'ended') await endSession(req, res);
    return unauthenticated(res, read);
  }
  // A session the backend has ended (logged out elsewhere, revoked, blocked) is no longer kept alive, as on every route.
  const check = await callBackend('health-check', undefined, { token: read.session.token, visitor: visitorOf(req) });
  if (!check.ok) {
    if (check.httpStatus !== 401) return refuse(res, check);
    await endSession(req, res);
    return send(res, 401, { ...check.body, reason: 'revoked' });
  }
  await touchSession(req, res, read.session);
  res.statusCode = 204;
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

/** `/api/routes/<op>`: forwards contract operations to BACKEND_URL/public/<op>, and nothing else. */
export async function proxyHandler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const op = opFromUrl(req.url);
  if (!op) return refuse(res, failure(404, 'not_found'));
  const body = await admit(req, res);
  if (body === null) return;
  const input = paramsOf(body);
  if (!input.ok) return refuse(res, input);

  const operation = contract[op];
  let session: LiveSession | undefined;
  let change: PasswordChange | null = null;
  if (operation.auth) {
    const read = await readSessionState(req);
    if (read.state === 'live') session = read.session;
    else {
      if (read.state === 'ended') await endSession(req, res);
      // After an operator's reset, the login's change token (in its own cookie) reaches this one operation and no other.
      if (op === 'user-change-password') change = await readPasswordChange(req);
      if (!change) return unauthenticated(res, read);
    }
  }

  const checked = operation.request.safeParse(input.params);
  if (!checked.success) {
    const field = checked.error.issues[0]?.path.join('.') || 'params';
    return refuse(res, failure(400, 'bad_request', field));
  }

  if (session && !BACKGROUND.has(op)) await touchSession(req, res, session);
  const visitor = visitorOf(req);
  const result = await callBackendCached(op, checked.data as never, {
    token: session?.token ?? change?.changeToken,
    visitor,
  });
  if (!result.ok) {
    // The backend no longer takes the token (logged out elsewhere, blocked, revoked): the cookie goes too.
    if (session && result.httpStatus === 401) {
      await endSession(req, res);
      return send(res, 401, { ...result.body, reason: 'revoked' });
    }
    if (change && result.httpStatus === 401) endPasswordChange(res);
    return refuse(res, result);
  }
  if (change && (result.data as { status?: unknown }).status === 'success') endPasswordChange(res);
  send(res, 200, forSite(op, result.data as Record<string, unknown>, visitor.host));
}
