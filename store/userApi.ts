import type { ResponseOf } from '@/lib/contract';
import { api, call } from './api';

export type HealthCheck = ResponseOf<'health-check'>;
export type InGameBalance = ResponseOf<'get-in-game-balance'>;

/** The member's own data: the 30-second health check (tag Member: money and message changes refresh it), the money held in a game, the password. Logging out is next-auth's signOut (`components/auth/useLogout.ts`). */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
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
    changePassword: build.mutation<ResponseOf<'user-change-password'>, { password: string; newPassword: string }>({
      query: (params) => call('user-change-password', params),
    }),
  }),
});

export const { useHealthCheckQuery, useInGameBalanceQuery, useTransferOutMutation, useChangePasswordMutation } = userApi;

