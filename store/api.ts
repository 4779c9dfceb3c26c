import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { callOperation, toApiFailure, type ApiFailure } from '@/lib/api';
import type { OpName, RequestOf } from '@/lib/contract';
import { pageHydrated } from './actions';
import { attachApiSlice } from './index';

export interface OperationArgs {
  op: string;
  params?: unknown;
}

/** A non-throwing base query (as in the RTK docs), aimed at the portal proxy. */
const operationBaseQuery: BaseQueryFn<OperationArgs, unknown, ApiFailure> = async ({ op, params }) => {
  try {
    return { data: await callOperation(op, params) };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
};

/** `{ op, params }` for a contract operation, typed by the contract. */
export const call = <N extends OpName>(op: N, params?: RequestOf<N>): OperationArgs => ({ op, params });

export const api = createApi({
  reducerPath: 'api',
  baseQuery: operationBaseQuery,
  tagTypes: ['Member', 'Notes', 'Helps', 'Deposits', 'Withdraws'],
  extractRehydrationInfo(action, { reducerPath }) {
    if (pageHydrated.match(action)) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rehydration contract is RTK's own state shape
      return action.payload[reducerPath] as any;
    }
  },
  endpoints: () => ({}),
});

attachApiSlice(api);
