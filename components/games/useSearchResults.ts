import { skipToken } from '@reduxjs/toolkit/query/react';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useSearchPagesInfiniteQuery } from '@/store/catalogueApi';
import { useAppSelector } from '@/store/hooks';
import { selectPageDataFailed } from '@/store/pageSlice';
import { searchArg, type CatalogueFilters } from './catalogueQuery';

/**
 * The results, every page "load more" added in one cache entry; the server put the first pages in the store. A
 * failed server load is not retried on load (the page says the catalogue is unavailable); a change of the filters
 * asks again.
 */
export function useSearchResults(filters: CatalogueFilters) {
  const { locale } = useRouter();
  const arg = searchArg(filters, locale);
  const key = JSON.stringify(arg);
  const failedOnServer = useAppSelector((state) => selectPageDataFailed(state, 'search-games'));
  const [serverKey] = useState(key);
  const unavailable = failedOnServer && key === serverKey;
  return { ...useSearchPagesInfiniteQuery(unavailable ? skipToken : arg), unavailable };
}
export type SearchResults = ReturnType<typeof useSearchResults>;
