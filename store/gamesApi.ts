import type { ResponseOf } from '@/lib/contract';
import { api, call, served } from './api';

/** Game lists are the same for every visitor; a launch is a mutation (never cached). */
export const gamesApi = api.injectEndpoints({
  endpoints: served((build) => ({
    casinoList: build.query<ResponseOf<'get-casino-setting'>, void>({ query: () => call('get-casino-setting') }),
    slotList: build.query<ResponseOf<'get-slot-setting'>, void>({ query: () => call('get-slot-setting') }),
    sportList: build.query<ResponseOf<'get-sport-setting'>, void>({ query: () => call('get-sport-setting') }),
    slotGames: build.query<ResponseOf<'get-slot-by-company'>, string>({
      query: (company) => call('get-slot-by-company', { company }),
    }),
    jackpot: build.query<ResponseOf<'get-jackpot'>, void>({ query: () => call('get-jackpot') }),
    openGame: build.mutation<ResponseOf<'open-game'>, { code: string; company: string; timeStemp: number }>({
      query: (params) => call('open-game', params),
      invalidatesTags: ['GameMoney', 'Recent'],
    }),
  })),
});

export const {
  useCasinoListQuery,
  useSlotListQuery,
  useSportListQuery,
  useSlotGamesQuery,
  useJackpotQuery,
  useOpenGameMutation,
} = gamesApi;
