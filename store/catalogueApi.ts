import type { RequestOf, ResponseOf } from '@/lib/contract';
import { api, call } from './api';

type SearchArg = RequestOf<'search-games'>;
type SearchPage = ResponseOf<'search-games'>;

/** How the catalogue pages: the first page asks for the counts, each further one by the cursor the page before names. */
export const searchPaging = {
  initialPageParam: null as string | null,
  getNextPageParam: (page: SearchPage) => page.nextCursor ?? undefined,
  params: (arg: SearchArg, cursor: string | null): SearchArg => (cursor ? { ...arg, cursor, facets: [] } : arg),
};

const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of results by its own argument (the lobby's rows, a provider's games). */
    searchGames: build.query<SearchPage, SearchArg>({ query: (params) => call('search-games', params) }),
    /** The catalogue's results, one cache entry per search holding every page "load more" has added. */
    searchPages: build.infiniteQuery<SearchPage, SearchArg, string | null>({
      infiniteQueryOptions: {
        initialPageParam: searchPaging.initialPageParam,
        getNextPageParam: searchPaging.getNextPageParam,
      },
      query: ({ queryArg, pageParam }) => call('search-games', searchPaging.params(queryArg, pageParam)),
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
  }),
});

export { catalogueApi };
export const {
  useSearchGamesQuery,
  useSearchPagesInfiniteQuery,
  useFavoriteGamesQuery,
  useSetFavoriteGameMutation,
  useRecentGamesQuery,
} = catalogueApi;
