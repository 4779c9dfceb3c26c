import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type EndpointDefinitions,
  type FetchArgs,
  type FetchBaseQueryError,
  type InfiniteQueryConfigOptions,
  type RetryOptions,
  retry,
} from '@reduxjs/toolkit/query/react';
import { sessionEndReason, type SessionEndReason } from '@/lib/auth-errors';
// Types only: the contract's zod schemas stay out of the first scripts (building them took 180 ms of a 4×-slowed
// phone's main thread while the lobby loaded; budget.spec). The page loader checks the name on the server.
import type { OpName, RequestOf } from '@/lib/contract';
import { pageHydrated } from './actions';

/** A call that got no usable answer: the HTTP status (or 'network') and the proxy's error code, translated as `apiError.<code>`. */
export interface ApiFailure {
  status: number | 'network';
  code: string;
  /** A 401's account of why the session ended, when the proxy knows. */
  reason?: SessionEndReason;
  /** A 400's field the backend refused (`amount`: an amount off the site's wallet rules). */
  field?: string;
  /** A 429's Retry-After in seconds, when the server gave one. */
  retryAfter?: number;
}

/** How long the browser waits for the proxy (which itself gives up on the backend after BACKEND_TIMEOUT_MS). */
export const API_TIMEOUT_MS = 20_000;

// No call is repeated unless its endpoint asks (extraOptions.maxRetries): most failures are for the player to see.
const proxyQuery = retry(
  fetchBaseQuery({ baseUrl: '/api/routes', timeout: API_TIMEOUT_MS, credentials: 'same-origin' }),
  { maxRetries: 0 },
);

export function toApiFailure(error: FetchBaseQueryError): ApiFailure {
  if (typeof error.status === 'number') {
    const { code, reason, field } = (error.data ?? {}) as { code?: unknown; reason?: unknown; field?: unknown };
    const failure: ApiFailure = {
      status: error.status,
      code: typeof code === 'string' ? code : `http_${error.status}`,
    };
    if (error.status === 400 && typeof field === 'string') failure.field = field;
    const ended = error.status === 401 ? sessionEndReason(reason) : null;
    return ended ? { ...failure, reason: ended } : failure;
  }
  return { status: 'network', code: error.status === 'TIMEOUT_ERROR' ? 'timeout' : 'network' };
}

/** fetchBaseQuery aimed at the portal's proxy, its errors as the UI translates them. */
const proxyBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiFailure, RetryOptions> = async (
  args,
  baseApi,
  extraOptions,
) => {
  const result = await proxyQuery(args, baseApi, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const failure = toApiFailure(result.error);
  const retryAfter = Number(result.meta?.response?.headers.get('Retry-After') ?? NaN);
  return {
    error:
      failure.status === 429 && Number.isInteger(retryAfter) && retryAfter > 0 ? { ...failure, retryAfter } : failure,
    meta: result.meta,
  };
};

/** `POST /api/routes/<op>` with `{ params }` for a contract operation, typed by the contract. */
export const call = <N extends OpName>(op: N, params?: RequestOf<N>): FetchArgs => ({
  url: `/${op}`,
  method: 'POST',
  body: params === undefined ? {} : { params },
});

/** A contract operation and its params: what a query endpoint asks, of the proxy in the browser and of lib/backend on the server. */
export interface OperationCall {
  op: OpName;
  params: RequestOf<OpName> | undefined;
}

/** The operation a request made by `call` names (typed there): its path, and the params in its body. */
function operationOf(request: FetchArgs): OperationCall {
  return { op: request.url.slice(1) as OpName, params: (request.body as { params?: RequestOf<OpName> }).params };
}

/** How the server pages an infinite query: as the endpoint's own infiniteQueryOptions say. */
type Paging = Pick<InfiniteQueryConfigOptions<unknown, unknown, unknown>, 'initialPageParam' | 'getNextPageParam'>;

interface Served {
  /** The request the endpoint's own `query` makes for an argument (and, for an infinite query, a page's param). */
  request: (arg: unknown, pageParam?: unknown) => OperationCall;
  paging?: Paging;
}

/** The query endpoints the server can fill, by name: derived from the definitions `served` is given. */
const SERVED = new Map<string, Served>();

/**
 * Keeps each query endpoint's own request where the server finds it (`requestOf`), so that the server prefetches a page's
 * data with the very operation and params the browser would ask the proxy for. Mutations are never kept: nothing a
 * page view asks on the server moves anything.
 */
export const served =
  <Build, D extends EndpointDefinitions>(endpoints: (build: Build) => D) =>
  (build: Build): D => {
    const definitions = endpoints(build);
    keep(definitions);
    return definitions;
  };

function keep(definitions: EndpointDefinitions) {
  for (const [name, definition] of Object.entries(definitions)) {
    if (`${definition.type}` === 'mutation' || !definition.query) continue;
    const query = definition.query as (arg: unknown) => FetchArgs;
    SERVED.set(
      name,
      'infiniteQueryOptions' in definition
        ? {
            request: (queryArg, pageParam) => operationOf(query({ queryArg, pageParam })),
            paging: definition.infiniteQueryOptions as Paging,
          }
        : { request: (arg) => operationOf(query(arg)) },
    );
  }
}

/** What a query endpoint's type says of it: its name at run time, its argument and its answer. */
export interface QueryEndpoint<Arg, Result> {
  name: string;
  Types: { QueryArg: Arg; ResultType: Result };
}

function servedAs(endpoint: { name: string }): Served {
  const entry = SERVED.get(endpoint.name);
  if (!entry) throw new Error(`The endpoint ${endpoint.name} is no query the server can fill (served in store/api.ts)`);
  return entry;
}

/** The operation and params the server asks lib/backend for to fill `endpoint`'s cache entry for `arg`. */
export const requestOf = <Arg>(endpoint: QueryEndpoint<Arg, unknown>, arg: Arg): OperationCall =>
  servedAs(endpoint).request(arg);

/** An infinite query's paging, and the operation and params of its page for `pageParam`. */
export function pagesOf<Arg, Result, Param>(endpoint: QueryEndpoint<Arg, Result>) {
  const { request, paging } = servedAs(endpoint);
  if (!paging) throw new Error(`The endpoint ${endpoint.name} is no infinite query`);
  return {
    initialPageParam: paging.initialPageParam as Param,
    nextPageParam: (pages: Result[], params: Param[], arg: Arg) =>
      paging.getNextPageParam(pages.at(-1), pages, params.at(-1), params, arg) as Param | undefined | null,
    request: (arg: Arg, param: Param) => request(arg, param),
  };
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: proxyBaseQuery,
  tagTypes: [
    'Member',
    'GameMoney',
    'Notes',
    'Helps',
    'Deposits',
    'Withdraws',
    'Favorites',
    'Recent',
    'Limits',
    'WalletLocks',
  ],
  // Each page's server-rendered cache entries arrive with its props (first load and client-side navigation alike).
  extractRehydrationInfo(action, { reducerPath }) {
    if (pageHydrated.match(action)) return action.payload[reducerPath] as never;
  },
  endpoints: () => ({}),
});
