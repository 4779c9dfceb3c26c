import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionEndReason, type SessionEndReason } from '@/lib/auth-errors';
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

const proxyQuery = fetchBaseQuery({ baseUrl: '/api/routes', timeout: API_TIMEOUT_MS, credentials: 'same-origin' });

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
const proxyBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiFailure> = async (args, baseApi, extraOptions) => {
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
