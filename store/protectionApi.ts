import type { RequestOf, ResponseOf } from '@/lib/contract';
import { api, call, served } from './api';

/**
 * Player protection (extension `player-protection`): limits, the reality-check interval, breaks and self-exclusion,
 * and the session summary since login. Money changes (Member) and limit changes (Limits) refresh what they show.
 */
const protectionApi = api.injectEndpoints({
  endpoints: served((build) => ({
    playLimits: build.query<ResponseOf<'get-play-limits'>, void>({
      query: () => call('get-play-limits'),
      providesTags: ['Limits', 'Member'],
    }),
    sessionSummary: build.query<ResponseOf<'get-session-summary'>, void>({
      query: () => call('get-session-summary'),
      providesTags: ['Limits', 'Member', 'GameMoney'],
    }),
    setDepositLimit: build.mutation<ResponseOf<'set-deposit-limit'>, RequestOf<'set-deposit-limit'>>({
      query: (params) => call('set-deposit-limit', params),
      invalidatesTags: ['Limits'],
    }),
    confirmLimitChange: build.mutation<ResponseOf<'confirm-limit-change'>, RequestOf<'confirm-limit-change'>>({
      query: (params) => call('confirm-limit-change', params),
      invalidatesTags: ['Limits'],
    }),
    setRealityCheck: build.mutation<ResponseOf<'set-reality-check'>, RequestOf<'set-reality-check'>>({
      query: (params) => call('set-reality-check', params),
      invalidatesTags: ['Limits'],
    }),
    // Both end the member's sessions: the caller signs out on success.
    takeBreak: build.mutation<ResponseOf<'take-break'>, RequestOf<'take-break'>>({
      query: (params) => call('take-break', params),
    }),
    selfExclude: build.mutation<ResponseOf<'self-exclude'>, RequestOf<'self-exclude'>>({
      query: (params) => call('self-exclude', params),
    }),
  })),
});

export { protectionApi };
export const {
  usePlayLimitsQuery,
  useSessionSummaryQuery,
  useSetDepositLimitMutation,
  useConfirmLimitChangeMutation,
  useSetRealityCheckMutation,
  useTakeBreakMutation,
  useSelfExcludeMutation,
} = protectionApi;
