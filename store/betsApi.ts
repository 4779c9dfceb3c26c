import type { RequestOf, ResponseOf } from '@/lib/contract';
import { api, call, served } from './api';

/** The member's bets (extension bet-history). Spins move game money, so a launch or a transfer (GameMoney) refreshes them. */
export const betsApi = api.injectEndpoints({
  endpoints: served((build) => ({
    betList: build.query<ResponseOf<'get-bet-list'>, RequestOf<'get-bet-list'>>({
      query: (params) => call('get-bet-list', params),
      providesTags: ['GameMoney'],
    }),
  })),
});

export const { useBetListQuery } = betsApi;
