import type { ResponseOf } from '@/lib/contract';
import { api, call, served } from './api';

export type HealthCheck = ResponseOf<'health-check'>;
export type InGameBalance = ResponseOf<'get-in-game-balance'>;

/** The member's own data: the 30-second health check (tag Member: money and message changes refresh it), the money held in a game, the password. Logging out is next-auth's signOut (`components/auth/useLogout.ts`). */
export const userApi = api.injectEndpoints({
  endpoints: served((build) => ({
    healthCheck: build.query<HealthCheck, void>({
      query: () => call('health-check'),
      providesTags: ['Member'],
    }),
    // Money changes (Member) and game launches (GameMoney) refresh what the game holds.
    inGameBalance: build.query<InGameBalance, void>({
      query: () => call('get-in-game-balance'),
      providesTags: ['Member', 'GameMoney'],
      // Both figures of the answer go into the member entry together, which the holdings and the wallet pages read.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          userApi.util.updateQueryData('healthCheck', undefined, (draft) => {
            draft.user.balance = data.balance;
            draft.user.in_balance = data.gameMoney;
          }),
        );
      },
    }),
    // The game money back into the balance (extension game-wallet): both figures change.
    transferOut: build.mutation<ResponseOf<'transfer-out'>, void>({
      query: () => call('transfer-out'),
      invalidatesTags: ['Member', 'GameMoney'],
      // The answer's figures show at once (no page finds the game money still there while the refetch runs).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.status !== 'success') return;
        dispatch(
          userApi.util.updateQueryData('healthCheck', undefined, (draft) => {
            draft.user.balance = data.balance;
            draft.user.in_balance = data.gameMoney;
          }),
        );
      },
    }),
    // More of the balance into the game of the play page, without a new launch (extension game-wallet).
    transferIn: build.mutation<ResponseOf<'transfer-in'>, { amount: number }>({
      query: (params) => call('transfer-in', params),
      invalidatesTags: ['Member', 'GameMoney'],
    }),
    // The member's own record (extension member-info, the family's get_member): My page shows it where offered.
    memberRecord: build.query<ResponseOf<'get-member'>, void>({
      query: () => call('get-member'),
      providesTags: ['Member'],
    }),
    changePassword: build.mutation<ResponseOf<'user-change-password'>, { password: string; newPassword: string }>({
      query: (params) => call('user-change-password', params),
    }),
  })),
});

export const {
  useHealthCheckQuery,
  useInGameBalanceQuery,
  useTransferOutMutation,
  useTransferInMutation,
  useMemberRecordQuery,
  useChangePasswordMutation,
} = userApi;
