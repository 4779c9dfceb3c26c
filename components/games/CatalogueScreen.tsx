import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PageLayout } from '@/components/layout/PageLayout';
import { GAME_CATEGORIES } from '@/lib/paths';
import { CatalogueResults } from './CatalogueResults';
import { CatalogueSearchForm } from './CatalogueSearchForm';
import { filtersFromQuery, gamesHref, pagesFromQuery, type CatalogueFilters } from './catalogueQuery';
import { GamesHeading } from './GamesHeading';
import { useSearchResults } from './useSearchResults';

/** /game on a backend with game-search: the whole catalogue, searched and filtered on the server, state in the URL. */
export function CatalogueScreen() {
  const { t } = useT();
  const router = useRouter();
  const filters = useMemo(() => filtersFromQuery(router.query), [router.query]);
  const title = filters.kind ? t(`games.${filters.kind}`) : t('catalogue.allTitle');
  const searchBox = useRef<HTMLInputElement>(null);
  const results = useSearchResults(filters);

  // The form shows a change at once, until the URL (and so the results) has followed it.
  const urlKey = JSON.stringify(filters);
  const [pending, setPending] = useState<{ from: string; filters: CatalogueFilters } | null>(null);
  // Once the URL has moved the change is done: Back to the address it started from shows that address's filters.
  if (pending && pending.from !== urlKey) setPending(null);
  const shown = pending?.from === urlKey ? pending.filters : filters;
  // Back or Forward ends a change still pending: a Back that cancels the push before it rendered lands on the very
  // address the change started from, where the check above cannot tell it apart.
  // Likewise the pages "load more" asked for: shown at once, whether or not the router's replace has landed yet.
  const urlPages = pagesFromQuery(router.query);
  const [askedPages, setAskedPages] = useState<{ key: string; pages: number } | null>(null);
  if (askedPages && (askedPages.key !== urlKey || askedPages.pages <= urlPages)) setAskedPages(null);
  const pages = askedPages?.key === urlKey ? Math.max(askedPages.pages, urlPages) : urlPages;
  useEffect(() => {
    const done = () => {
      setPending(null);
      setAskedPages(null);
    };
    window.addEventListener('popstate', done);
    return () => window.removeEventListener('popstate', done);
  }, []);
  // The filters last asked for, the URL's or a change still on its way there: "load more" builds on these, so that its
  // address cannot undo a search whose shallow push has not yet reached router.query (the last change to finish wins).
  const latest = useRef(shown);
  useEffect(() => {
    latest.current = shown;
  });
  // Each search and filter is a history entry Back returns to; the typeahead's later steps of one search replace it.
  const apply = useCallback(
    (next: CatalogueFilters, how: 'push' | 'replace' = 'push') => {
      latest.current = next;
      setPending({ from: urlKey, filters: next });
      void router[how](gamesHref(next), undefined, { shallow: true, scroll: false });
    },
    [router, urlKey],
  );
  const showPages = useCallback(
    (pages: number) => {
      void router.replace(gamesHref(latest.current, pages), undefined, { shallow: true, scroll: false });
      // Whether the results shown are still the ones asked for (a search on its way starts at its own first page).
      const current = JSON.stringify(latest.current) === urlKey;
      if (current) setAskedPages({ key: urlKey, pages });
      return current;
    },
    [router, urlKey],
  );

  return (
    <PageLayout title={title}>
      <GamesHeading
        title={title}
        links={[null, ...GAME_CATEGORIES].map((kind) => ({
          key: kind ?? 'all',
          href: gamesHref({ ...filters, kind, companies: [] }),
          label: kind ? t(`games.${kind}`) : t('catalogue.all'),
          current: kind === filters.kind,
        }))}
      />
      <CatalogueSearchForm
        filters={shown}
        facets={results.data?.pages[0]?.facets}
        apply={apply}
        searchBox={searchBox}
      />
      <CatalogueResults
        filters={filters}
        pages={pages}
        results={results}
        showPages={showPages}
        onClear={() => searchBox.current?.focus()}
      />
    </PageLayout>
  );
}
