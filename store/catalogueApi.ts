import type { RequestOf, ResponseOf } from '@/lib/contract';
import { api, call, served } from './api';

type SearchArg = RequestOf<'search-games'>;
type SearchPage = ResponseOf<'search-games'>;

const catalogueApi = api.injectEndpoints({
  endpoints: served((build) => ({
    /** One page of results by its own argument (the lobby's rows, a provider's games). */
    searchGames: build.query<SearchPage, SearchArg>({ query: (params) => call('search-games', params) }),
    /**
     * The catalogue's results, one cache entry per search holding every page "load more" has added: the first page asks
     * for the counts, each further one by the cursor the page before names.
     */
    searchPages: build.infiniteQuery<SearchPage, SearchArg, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (page) => page.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) =>
        call('search-games', pageParam ? { ...queryArg, cursor: pageParam, facets: [] } : queryArg),
      // A read that moves nothing: one quiet second try before "load more" says it failed (a phone's dropped request).
      extraOptions: { maxRetries: 1 },
    }),
    favoriteGames: build.query<ResponseOf<'get-favorite-games'>, void>({
      query: () => call('get-favorite-games'),
      providesTags: ['Favorites'],
    }),
    setFavoriteGame: build.mutation<ResponseOf<'set-favorite-game'>, RequestOf<'set-favorite-game'>>({
      query: (params) => call('set-favorite-game', params),
      invalidatesTags: ['Favorites'],
    }),
    recentGames: build.query<ResponseOf<'get-recent-games'>, void>({
      query: () => call('get-recent-games'),
      providesTags: ['Recent'],
    }),
  })),
});

export { catalogueApi };
export const {
  useSearchGamesQuery,
  useSearchPagesInfiniteQuery,
  useFavoriteGamesQuery,
  useSetFavoriteGameMutation,
  useRecentGamesQuery,
} = catalogueApi;
