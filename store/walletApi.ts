import type { RequestOf, ResponseOf } from '@/lib/contract';
import { api, call } from './api';
import { userApi } from './userApi';

type Paging = RequestOf<'get-deposit-list'>;
type Figures = { balance?: unknown; rolling?: unknown };

/** The answer's new figures go into the member's cached health check at once; the Member tag then refetches it. */
async function showFigures(queryFulfilled: Promise<{ data: Figures & { status: string } }>, dispatch: (action: unknown) => unknown) {
  try {
    const { data } = await queryFulfilled;
    if (data.status !== 'success') return;
    dispatch(
      userApi.util.updateQueryData('healthCheck', undefined, (draft) => {
        if (data.balance !== undefined) draft.user.balance = data.balance as typeof draft.user.balance;
        if (data.rolling !== undefined) draft.user.rolling = data.rolling as typeof draft.user.rolling;
      }),
    );
  } catch {
    // A failed call changes nothing.
  }
}

/** Deposits, withdraws and comp conversion; each change refreshes the member's figures (tag Member). Never retried. */
export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    askAccount: build.mutation<ResponseOf<'user-ask-account'>, void>({ query: () => call('user-ask-account') }),
    applyDeposit: build.mutation<ResponseOf<'apply-user-deposit'>, RequestOf<'apply-user-deposit'>>({
      query: (params) => call('apply-user-deposit', params),
      invalidatesTags: ['Deposits', 'Member'],
    }),
    cancelDeposit: build.mutation<ResponseOf<'cansel-user-deposit'>, number>({
      query: (id) => call('cansel-user-deposit', { id }),
      invalidatesTags: ['Deposits', 'Member'],
    }),
    applyWithdraw: build.mutation<ResponseOf<'apply-user-withdraw'>, RequestOf<'apply-user-withdraw'>>({
      query: (params) => call('apply-user-withdraw', params),
      invalidatesTags: ['Withdraws', 'Member'],
      onQueryStarted: (_params, { dispatch, queryFulfilled }) => showFigures(queryFulfilled, dispatch),
    }),
    depositList: build.query<ResponseOf<'get-deposit-list'>, Paging>({ query: (paging) => call('get-deposit-list', paging), providesTags: ['Deposits'] }),
    withdrawList: build.query<ResponseOf<'get-withdraw-list'>, Paging>({ query: (paging) => call('get-withdraw-list', paging), providesTags: ['Withdraws'] }),
    rollToBalance: build.mutation<ResponseOf<'roll-to-balance'>, RequestOf<'roll-to-balance'>>({
      query: (params) => call('roll-to-balance', params),
      invalidatesTags: ['Member'],
      onQueryStarted: (_params, { dispatch, queryFulfilled }) => showFigures(queryFulfilled, dispatch),
    }),
  }),
});

export const {
  useAskAccountMutation,
  useApplyDepositMutation,
  useCancelDepositMutation,
  useApplyWithdrawMutation,
  useDepositListQuery,
  useWithdrawListQuery,
  useRollToBalanceMutation,
} = walletApi;
