import http from 'node:http';
import https from 'node:https';
import axios, { AxiosError, isAxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { LRUCache } from 'lru-cache';
import { contract, errorResponse, isOpName, type OpName, type RequestOf, type ResponseOf } from '@/lib/contract';
import { serverEnv } from './env';
import { observeBackendCall } from './observe/backendCall';
import { countSharedCache } from './observe/metrics';
import { currentRequest } from './observe/requestContext';
import { EXCHANGE_TO_PASS, familyParams, proveCurrentPassword } from './family';
import { sanitizeAnswer } from './sanitize';

/** What the portal tells the backend about the visitor (operators filter notices and registration by domain). */
export interface Visitor {
  host?: string;
  ip?: string;
  origin?: string;
  /** The visitor's browser, sent as the User-Agent: the backend names the device of a session with it. */
  userAgent?: string;
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
  /** Seconds the backend asked the client to wait (its Retry-After), passed on to the browser. */
  retryAfter?: number;
}

export type BackendResult<N extends OpName> = { ok: true; data: ResponseOf<N> } | BackendFailure;

const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

export function failure(httpStatus: number, code: FailureCode | string, field?: string): BackendFailure {
  return { ok: false, httpStatus, body: field ? { status: 'error', code, field } : { status: 'error', code } };
}

function visitorHeaders({ host, ip, origin, userAgent }: Visitor = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  if (userAgent) headers['user-agent'] = userAgent;
  if (host) headers['x-forwarded-host'] = host;
  if (ip) headers['x-forwarded-for'] = ip;
  if (origin) headers.origin = origin;
  return headers;
}

/** The member's token in the header and form the operator's backend expects (BACKEND_TOKEN_HEADER and _SCHEME). */
export function tokenHeaders(
  token: string | undefined,
  { BACKEND_TOKEN_HEADER, BACKEND_TOKEN_SCHEME } = serverEnv(),
): Record<string, string> {
  if (!token) return {};
  return { [BACKEND_TOKEN_HEADER]: BACKEND_TOKEN_SCHEME ? `${BACKEND_TOKEN_SCHEME} ${token}` : token };
}

/** Some operators' backends wrap every answer as `{data: …}`: the answer inside is checked like a flat one. */
export function unwrapAnswer(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body && !('status' in body)
    ? body.data
    : body;
}

/** Errors the backend answers on purpose keep their meaning; anything else from it is a bad gateway. */
function backendRefusal(httpStatus: number, body: unknown, retryAfter?: unknown): BackendFailure {
  const parsed = errorResponse.safeParse(body);
  const code = parsed.success ? parsed.data.code : undefined;
  if (httpStatus === 401) return failure(401, 'unauthenticated');
  if (httpStatus === 400) return failure(400, 'bad_request', parsed.success ? parsed.data.field : undefined);
  if (httpStatus === 403) return failure(403, 'forbidden');
  if (httpStatus === 404) return failure(404, code === 'not_found' ? 'not_found' : 'backend_invalid');
  if (httpStatus === 429) {
    const seconds = Number(retryAfter);
    return {
      ...failure(429, 'too_many_requests'),
      ...(Number.isInteger(seconds) && seconds > 0 ? { retryAfter: seconds } : {}),
    };
  }
  return failure(502, 'backend_invalid');
}

/** No answer at all is unavailable; an answer cut off (too large, or lost after its headers) is invalid. */
function transportFailure(error: unknown): BackendFailure {
  if (!isAxiosError(error)) return failure(502, 'backend_unavailable');
  if (
    error.code === AxiosError.ECONNABORTED ||
    error.code === AxiosError.ETIMEDOUT ||
    error.code === AxiosError.ERR_CANCELED
  ) {
    return failure(504, 'backend_timeout');
  }
  if (error.code === AxiosError.ERR_BAD_RESPONSE || error.response) return failure(502, 'backend_invalid');
  return failure(502, 'backend_unavailable');
}

const IDLE_SOCKET_MS = 4_000;

let client: AxiosInstance | undefined;

function backendClient(): AxiosInstance {
  if (client) return client;
  const { BACKEND_URL, BACKEND_TIMEOUT_MS, PORTAL_KEY } = serverEnv();
  client = axios.create({
    baseURL: BACKEND_URL.replace(/\/+$/, ''),
    // Only the Node adapter takes the agents and enforces maxContentLength while the answer streams.
    adapter: 'http',
    // Without a timeout Node keeps idle sockets past the backend's keep-alive (Node's default: 5 s) and ignores its
    // Keep-Alive hint, so a request can go out on a socket the backend is closing and fail.
    httpAgent: new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
    httpsAgent: new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
    // HTTP_PROXY in the environment must not reroute calls to the operator's backend.
    proxy: false,
    timeout: BACKEND_TIMEOUT_MS,
    maxContentLength: MAX_RESPONSE_BYTES,
    maxBodyLength: MAX_RESPONSE_BYTES,
    maxRedirects: 0,
    validateStatus: () => true,
    responseType: 'text',
    transitional: { clarifyTimeoutError: true },
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(PORTAL_KEY ? { 'x-portal-key': PORTAL_KEY } : {}),
    },
  });
  // The request's id goes with each call, so the backend's lines name the same request (docs/operations.md).
  client.interceptors.request.use((config) => {
    const requestId = currentRequest()?.requestId;
    if (requestId) config.headers.set('x-request-id', requestId);
    return config;
  });
  return client;
}

/** The operation's name on the operator's backend: its own legacy name where BACKEND_OPERATION_NAMES gives one. */
export const backendName = (op: OpName, { BACKEND_OPERATION_NAMES } = serverEnv()) => BACKEND_OPERATION_NAMES[op] ?? op;

/** The one server-side client of the operator's backend: used by the proxy and by getServerSideProps. */
export function callBackend<N extends OpName>(
  op: N,
  params: RequestOf<N> | undefined,
  options: CallOptions = {},
): Promise<BackendResult<N>> {
  if (!isOpName(op)) return Promise.resolve(failure(404, 'not_found'));
  return observeBackendCall(op, () => requestBackend(op, params, options));
}

async function requestBackend<N extends OpName>(
  op: N,
  params: RequestOf<N> | undefined,
  options: CallOptions,
): Promise<BackendResult<N>> {
  const name = backendName(op);
  if (name === EXCHANGE_TO_PASS && op === 'user-change-password' && params) {
    const refused = await proveCurrentPassword(
      callBackend,
      (params as RequestOf<'user-change-password'>).password,
      options,
    );
    if (refused) return refused as BackendResult<N>;
  }

  let response: AxiosResponse<string>;
  try {
    response = await backendClient().post<string>(
      `/public/${name}`,
      params === undefined ? {} : { params: familyParams(name, params) },
      {
        // Once the headers arrive axios's timeout only limits idleness; the deadline bounds the whole answer.
        signal: AbortSignal.timeout(serverEnv().BACKEND_TIMEOUT_MS),
        headers: {
          ...visitorHeaders(options.visitor),
          ...tokenHeaders(options.token),
        },
      },
    );
  } catch (error) {
    return transportFailure(error);
  }

  let body: unknown;
  try {
    body = unwrapAnswer(JSON.parse(response.data));
  } catch {
    return failure(502, 'backend_invalid');
  }

  if (response.status !== 200) return backendRefusal(response.status, body, response.headers['retry-after']);
  const parsed = contract[op].response.safeParse(body);
  if (!parsed.success) return failure(502, 'backend_invalid');
  return { ok: true, data: sanitizeAnswer(op, parsed.data as ResponseOf<N>) };
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
  'get-site-config',
  'search-games',
  'get-banners',
  'get-public-help-list',
]);
/** Shared operations whose answer depends on the visitor's host (each domain's brand, banners and published help): cached per host. */
const PER_HOST = new Set<OpName>(['get-site-config', 'get-banners', 'get-public-help-list']);
const shared = new LRUCache<string, Promise<BackendResult<OpName>>>({ max: 256 });

export const isShared = (op: OpName) => SHARED.has(op);

/** Tests that play backend faults start from an empty cache. */
export const forgetSharedAnswers = () => shared.clear();

/**
 * callBackend for page renders and the proxy: a shared operation's successful answer is reused for
 * SHARED_CACHE_SECONDS (and concurrent requests wait for one call); everything else goes to the backend every time.
 */
export function callBackendCached<N extends OpName>(
  op: N,
  params: RequestOf<N> | undefined,
  options: CallOptions = {},
): Promise<BackendResult<N>> {
  const ttl = serverEnv().SHARED_CACHE_SECONDS * 1000;
  if (!SHARED.has(op) || ttl === 0) return callBackend(op, params, options);
  const key = `${op} ${JSON.stringify(params ?? null)}${PER_HOST.has(op) ? ` ${options.visitor?.host ?? ''}` : ''}`;
  const hit = shared.get(key);
  countSharedCache(hit ? 'hit' : 'miss');
  if (hit) return hit as Promise<BackendResult<N>>;
  const answer = callBackend(op, params, { visitor: options.visitor });
  shared.set(key, answer, { ttl });
  void answer.then((result) => {
    // A 404 is the backend saying it lacks the operation (an extension): as lasting as a success.
    if (!result.ok && result.httpStatus !== 404 && shared.peek(key) === answer) shared.delete(key);
  });
  return answer;
}
