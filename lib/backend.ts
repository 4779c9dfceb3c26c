import { contract, errorResponse, isOpName, type OpName, type RequestOf, type ResponseOf } from '@/lib/contract';
import { serverEnv } from './env';

/** What the portal tells the backend about the visitor (operators filter notices and registration by domain). */
export interface Visitor {
  host?: string;
  ip?: string;
  origin?: string;
}

export interface CallOptions {
  token?: string;
  visitor?: Visitor;
}

/** Codes of the failures the portal itself reports; the browser translates them (`apiError.<code>`). */
export type FailureCode =
  | 'backend_unavailable'
  | 'backend_timeout'
  | 'backend_invalid'
  | 'unauthenticated'
  | 'bad_request'
  | 'forbidden'
  | 'not_found'
  | 'too_many_requests';

export interface BackendFailure {
  ok: false;
  httpStatus: number;
  body: { status: 'error'; code: FailureCode | string; field?: string };
}

export type BackendResult<N extends OpName> = { ok: true; data: ResponseOf<N> } | BackendFailure;

const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

export function failure(httpStatus: number, code: FailureCode | string, field?: string): BackendFailure {
  return { ok: false, httpStatus, body: field ? { status: 'error', code, field } : { status: 'error', code } };
}

function visitorHeaders({ host, ip, origin }: Visitor = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  if (host) headers['x-forwarded-host'] = host;
  if (ip) headers['x-forwarded-for'] = ip;
  if (origin) headers.origin = origin;
  return headers;
}

/** Errors the backend answers on purpose keep their meaning; anything else from it is a bad gateway. */
function backendRefusal(httpStatus: number, body: unknown): BackendFailure {
  const parsed = errorResponse.safeParse(body);
  const code = parsed.success ? parsed.data.code : undefined;
  if (httpStatus === 401) return failure(401, 'unauthenticated');
  if (httpStatus === 400) return failure(400, 'bad_request', parsed.success ? parsed.data.field : undefined);
  if (httpStatus === 403) return failure(403, 'forbidden');
  if (httpStatus === 404) return failure(404, code === 'not_found' ? 'not_found' : 'backend_invalid');
  if (httpStatus === 429) return failure(429, 'too_many_requests');
  return failure(502, 'backend_invalid');
}

async function readLimited(response: Response): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_RESPONSE_BYTES) return null;
  const text = await response.text();
  return text.length > MAX_RESPONSE_BYTES ? null : text;
}

/**
 * The one server-side client of the operator's backend: used by the proxy and by getServerSideProps.
 * Only contract operations are called, only at BACKEND_URL, and every answer is checked against the contract.
 */
export async function callBackend<N extends OpName>(op: N, params: RequestOf<N> | undefined, options: CallOptions = {}): Promise<BackendResult<N>> {
  if (!isOpName(op)) return failure(404, 'not_found');
  const { BACKEND_URL, BACKEND_TIMEOUT_MS, PORTAL_KEY } = serverEnv();
  const url = `${BACKEND_URL.replace(/\/+$/, '')}/public/${op}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...visitorHeaders(options.visitor),
        ...(PORTAL_KEY ? { 'x-portal-key': PORTAL_KEY } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify(params === undefined ? {} : { params }),
    });
  } catch (error) {
    const name = (error as Error)?.name;
    return name === 'TimeoutError' || name === 'AbortError' ? failure(504, 'backend_timeout') : failure(502, 'backend_unavailable');
  }

  let body: unknown;
  try {
    const text = await readLimited(response);
    if (text === null) return failure(502, 'backend_invalid');
    body = JSON.parse(text);
  } catch (error) {
    return (error as Error)?.name === 'TimeoutError' ? failure(504, 'backend_timeout') : failure(502, 'backend_invalid');
  }

  if (response.status !== 200) return backendRefusal(response.status, body);
  const parsed = contract[op].response.safeParse(body);
  if (!parsed.success) return failure(502, 'backend_invalid');
  return { ok: true, data: parsed.data as ResponseOf<N> };
}

/**
 * Operations whose answer is the same for every visitor: the game lists, the jackpots, and the notices and pop-ups
 * of all domains (cached as one answer, filtered for each visitor's host before it reaches a browser). Nothing per
 * member, nothing that counts.
 */
const SHARED = new Set<OpName>([
  'get-casino-setting',
  'get-slot-setting',
  'get-sport-setting',
  'get-slot-by-company',
  'get-jackpot',
  'get-user-notices',
  'get-notice-popup',
]);
const SHARED_ENTRIES = 256;

const shared = new Map<string, { expires: number; answer: Promise<BackendResult<OpName>> }>();

export const isShared = (op: OpName) => SHARED.has(op);

/** Tests that play backend faults start from an empty cache. */
export const forgetSharedAnswers = () => shared.clear();

/**
 * callBackend for page renders and the proxy: a shared operation's successful answer is reused for
 * SHARED_CACHE_SECONDS (and concurrent requests wait for one call); everything else goes to the backend every time.
 */
export function callBackendCached<N extends OpName>(op: N, params: RequestOf<N> | undefined, options: CallOptions = {}): Promise<BackendResult<N>> {
  const ttl = serverEnv().SHARED_CACHE_SECONDS * 1000;
  if (!SHARED.has(op) || ttl === 0) return callBackend(op, params, options);
  const key = `${op} ${JSON.stringify(params ?? null)}`;
  const now = Date.now();
  const hit = shared.get(key);
  if (hit && hit.expires > now) return hit.answer as Promise<BackendResult<N>>;
  const answer = callBackend(op, params, { visitor: options.visitor });
  if (shared.size >= SHARED_ENTRIES) shared.delete(shared.keys().next().value as string);
  shared.set(key, { expires: now + ttl, answer });
  void answer.then((result) => {
    if (!result.ok && shared.get(key)?.answer === answer) shared.delete(key);
  });
  return answer;
}
