import { selectPageDataFailed } from '@/store/pageSlice';
import { useCasinoListQuery, useSlotGamesQuery, useSlotListQuery, useSportListQuery } from '@/store/gamesApi';
import { useAppSelector } from '@/store/hooks';

// A failed server load is not retried on load: the section says the data is unavailable.

export function useCasinoVendors() {
  const failed = useAppSelector((s) => selectPageDataFailed(s, 'get-casino-setting'));
  const { data, isError, isLoading } = useCasinoListQuery(undefined, { skip: failed });
  return { items: data?.casiono ?? [], unavailable: failed || isError, loading: isLoading };
}

export function useSlotCompanies() {
  const failed = useAppSelector((s) => selectPageDataFailed(s, 'get-slot-setting'));
  const { data, isError, isLoading } = useSlotListQuery(undefined, { skip: failed });
  return { items: data?.slot ?? [], unavailable: failed || isError, loading: isLoading };
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
  return { items: data?.games ?? [], unknown, unavailable: isError && !unknown, loading: isLoading || (isFetching && !data) };
}
