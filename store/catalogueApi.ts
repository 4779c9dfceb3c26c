import type { RequestOf, ResponseOf } from '@/lib/contract';
import { api, call } from './api';

const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of results; the cursor is part of the argument, so each "load more" is its own cache entry. */
    searchGames: build.query<ResponseOf<'search-games'>, RequestOf<'search-games'>>({ query: (params) => call('search-games', params) }),
    favoriteGames: build.query<ResponseOf<'get-favorite-games'>, void>({ query: () => call('get-favorite-games'), providesTags: ['Favorites'] }),
    setFavoriteGame: build.mutation<ResponseOf<'set-favorite-game'>, RequestOf<'set-favorite-game'>>({
      query: (params) => call('set-favorite-game', params),
      invalidatesTags: ['Favorites'],
    }),
    recentGames: build.query<ResponseOf<'get-recent-games'>, void>({ query: () => call('get-recent-games'), providesTags: ['Recent'] }),
  }),
});

export { catalogueApi };
export const { useSearchGamesQuery, useFavoriteGamesQuery, useSetFavoriteGameMutation, useRecentGamesQuery } = catalogueApi;
