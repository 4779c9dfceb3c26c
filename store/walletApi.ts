import type { RequestOf, ResponseOf } from '@/lib/contract';
import { api, call, served } from './api';
import { userApi } from './userApi';

type Paging = RequestOf<'get-deposit-list'>;
type HistoryKind = RequestOf<'del-wallet-history'>['kind'];
type Figures = { balance?: unknown; rolling?: unknown };

/** The answer's new figures go into the member's cached health check at once; the Member tag then refetches it. */
async function showFigures(
  queryFulfilled: Promise<{ data: Figures & { status: string } }>,
  dispatch: (action: unknown) => unknown,
) {
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

// A refusal because of a lock means the locks on screen are stale.
const lockedRefreshes = (result: { status: string } | undefined, tag: 'Deposits' | 'Withdraws') =>
  result?.status === 'locked' ? [tag, 'Member' as const, 'WalletLocks' as const] : [tag, 'Member' as const];
const historyTag = (kind: HistoryKind) => (kind === 'deposit' ? 'Deposits' : 'Withdraws');

/** Deposits, withdraws and comp conversion; each change refreshes the member's figures (tag Member). Never retried. */
export const walletApi = api.injectEndpoints({
  endpoints: served((build) => ({
    askAccount: build.mutation<ResponseOf<'user-ask-account'>, void>({ query: () => call('user-ask-account') }),
    applyDeposit: build.mutation<ResponseOf<'apply-user-deposit'>, RequestOf<'apply-user-deposit'>>({
      query: (params) => call('apply-user-deposit', params),
      invalidatesTags: (result) => lockedRefreshes(result, 'Deposits'),
    }),
    cancelDeposit: build.mutation<ResponseOf<'cansel-user-deposit'>, number>({
      query: (id) => call('cansel-user-deposit', { id }),
      invalidatesTags: ['Deposits', 'Member'],
    }),
    applyWithdraw: build.mutation<ResponseOf<'apply-user-withdraw'>, RequestOf<'apply-user-withdraw'>>({
      query: (params) => call('apply-user-withdraw', params),
      invalidatesTags: (result) => lockedRefreshes(result, 'Withdraws'),
      onQueryStarted: (_params, { dispatch, queryFulfilled }) => showFigures(queryFulfilled, dispatch),
    }),
    depositList: build.query<ResponseOf<'get-deposit-list'>, Paging>({
      query: (paging) => call('get-deposit-list', paging),
      providesTags: ['Deposits'],
    }),
    withdrawList: build.query<ResponseOf<'get-withdraw-list'>, Paging>({
      query: (paging) => call('get-withdraw-list', paging),
      providesTags: ['Withdraws'],
    }),
    rollToBalance: build.mutation<ResponseOf<'roll-to-balance'>, RequestOf<'roll-to-balance'>>({
      query: (params) => call('roll-to-balance', params),
      invalidatesTags: ['Member'],
      onQueryStarted: (_params, { dispatch, queryFulfilled }) => showFigures(queryFulfilled, dispatch),
    }),
    // Extension change-to-point: the balance into comp, once per request id.
    changeToPoint: build.mutation<ResponseOf<'change-to-point'>, RequestOf<'change-to-point'>>({
      query: (params) => call('change-to-point', params),
      invalidatesTags: ['Member'],
      onQueryStarted: (_params, { dispatch, queryFulfilled }) => showFigures(queryFulfilled, dispatch),
    }),
    // Extension wallet-locks: the deposit and withdraw locks in force for this member.
    walletLocks: build.query<ResponseOf<'get-wallet-locks'>, void>({
      query: () => call('get-wallet-locks'),
      providesTags: ['WalletLocks'],
    }),
    // Extension history-delete: one finished entry (id) or all of a kind leave the member's history.
    deleteHistory: build.mutation<ResponseOf<'del-wallet-history'>, RequestOf<'del-wallet-history'>>({
      query: (params) => call('del-wallet-history', params),
      invalidatesTags: (_result, _error, { kind }) => [historyTag(kind)],
    }),
  })),
});

export const {
  useAskAccountMutation,
  useApplyDepositMutation,
  useCancelDepositMutation,
  useApplyWithdrawMutation,
  useDepositListQuery,
  useWithdrawListQuery,
  useRollToBalanceMutation,
  useChangeToPointMutation,
  useWalletLocksQuery,
  useDeleteHistoryMutation,
} = walletApi;
