import { useState } from 'react';
import type { CatalogueGame, RequestOf } from '@/lib/contract';
import { useSearchGamesQuery } from '@/store/catalogueApi';
import { selectPageDataFailed } from '@/store/pageSlice';
import { useCasinoListQuery, useSlotGamesQuery, useSlotListQuery, useSportListQuery } from '@/store/gamesApi';
import { useAppSelector } from '@/store/hooks';

// A failed server load is not retried on load: the section says the data is unavailable.

/** The lobby and the navigation list this many providers of a kind (in the backend's order), then link to all of them. */
export const TOP_PROVIDERS = 8;

export function useCasinoVendors() {
  const failed = useAppSelector((s) => selectPageDataFailed(s, 'get-casino-setting'));
  const { data, isError, isLoading, isFetching, refetch, requestId } = useCasinoListQuery(undefined, { skip: failed });
  return {
    items: data?.casiono ?? [],
    unavailable: failed || isError,
    loading: isLoading,
    fetching: isFetching,
    requestId,
    refetch,
  };
}

export function useSlotCompanies() {
  const failed = useAppSelector((s) => selectPageDataFailed(s, 'get-slot-setting'));
  const { data, isError, isLoading, isFetching, refetch, requestId } = useSlotListQuery(undefined, { skip: failed });
  return {
    items: data?.slot ?? [],
    unavailable: failed || isError,
    loading: isLoading,
    fetching: isFetching,
    requestId,
    refetch,
  };
}

/**
 * The top providers, and the rest in place on demand. The lobby's server keeps only the top ones in its HTML, so a
 * list of exactly that many may be cut, unless it is the answer to this hook's own request for the whole list (a
 * page's props may bring a cut list again later).
 */
export function useProviderReveal<T>(list: {
  items: readonly T[];
  fetching: boolean;
  requestId?: string;
  refetch: () => { requestId: string };
}) {
  const [open, setOpen] = useState(false);
  const [whole, setWhole] = useState<string | null>(null);
  const cut = list.items.length === TOP_PROVIDERS && list.requestId !== whole;
  const more = list.items.length > TOP_PROVIDERS || cut || list.fetching;
  return {
    shown: open ? list.items : list.items.slice(0, TOP_PROVIDERS),
    open,
    busy: open && list.fetching,
    toggle:
      more && list.items.length > 0
        ? () => {
            if (cut && !open) setWhole(list.refetch().requestId);
            setOpen(!open);
          }
        : null,
  };
}

export function useSportVendors() {
  const failed = useAppSelector((s) => selectPageDataFailed(s, 'get-sport-setting'));
  const { data, isError, isLoading } = useSportListQuery(undefined, { skip: failed });
  return { items: data?.sport ?? [], unavailable: failed || isError, loading: isLoading };
}

/** `unknown`: the backend has no such slot company (its only parameter was refused). */
export function useCompanyGames(company: string, { skip = false } = {}) {
  const { data, error, isError, isLoading, isFetching } = useSlotGamesQuery(company, { skip });
  const unknown = error?.code === 'bad_request';
  return {
    items: data?.games ?? [],
    unknown,
    unavailable: isError && !unknown,
    loading: isLoading || (isFetching && !data),
  };
}

export const COMPANY_PAGE = 48;

/** One page of a company's games through search-games: the server renders the first, the browser asks for the rest. */
export const companyPage = (company: string, cursor?: string): RequestOf<'search-games'> => ({
  companies: [company],
  sort: 'popular',
  limit: COMPANY_PAGE,
  ...(cursor ? { cursor } : {}),
  facets: [],
});

const keyOf = (game: CatalogueGame) => `${game.company}/${game.code}`;

/**
 * A company's games a page at a time (game-search): only the page being read is a subscription; the pages before it
 * are kept in the component, so a long list never asks for them again.
 */
export function useCompanyCatalogue(company: string, { skip = false } = {}) {
  const [earlier, setEarlier] = useState<{ company: string; games: readonly CatalogueGame[]; cursor?: string }>({
    company,
    games: [],
  });
  const before =
    earlier.company === company ? earlier : { company, games: [] as readonly CatalogueGame[], cursor: undefined };
  const { data, currentData, isError, isFetching, error, refetch } = useSearchGamesQuery(
    companyPage(company, before.cursor),
    { skip },
  );
  const seen = new Set(before.games.map(keyOf));
  const items = currentData
    ? [...before.games, ...currentData.games.filter((game) => !seen.has(keyOf(game)))]
    : before.games;
  const next = currentData?.nextCursor ?? null;
  const first = before.games.length === 0;

  return {
    items,
    total: Math.max(data?.total ?? 0, items.length),
    unknown: first && error?.code === 'bad_request',
    unavailable: first && isError && error?.code !== 'bad_request',
    loading: first && !currentData && (isFetching || !isError),
    loadingMore: !first && isFetching,
    moreFailed: !first && isError,
    retry: refetch,
    more: next && !isFetching ? () => setEarlier({ company, games: items, cursor: next }) : null,
  };
}
