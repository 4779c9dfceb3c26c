import { skipToken } from '@reduxjs/toolkit/query/react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { inputOverSpan } from '@/components/common/Choices';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { PageLayout } from '@/components/layout/PageLayout';
import type { CatalogueGame, SearchFacets } from '@/lib/contract';
import { gameSorts, SEARCH_TEXT_MAX } from '@/lib/contract/terms';
import { formatNumber } from '@/lib/format';
import { GAME_CATEGORIES, localizedPath, paths } from '@/lib/paths';
import { useSearchPagesInfiniteQuery } from '@/store/catalogueApi';
import { useAppSelector } from '@/store/hooks';
import { selectPageDataFailed } from '@/store/pageSlice';
import { alpha, media } from '@/styles/theme';
import { filtersFromQuery, hasFilters, pagesFromQuery, queryFromFilters, searchArg, searchText, type CatalogueFilters } from './catalogueQuery';
import { GameList, GameTile, localName, useGameTiles } from './GameTile';
import { gameKey } from './useFavorites';
import { GamesHeading } from './GamesHeading';
import { searchField, Status } from './parts';
import { SearchInput } from './SearchInput';
import { useKeptScroll } from './useKeptScroll';

/** The typeahead waits this long after the last keystroke before it asks. */
const TYPEAHEAD_MS = 300;
const EAGER_TILES = 6;

const gamesHref = (filters: CatalogueFilters, pages?: number) => ({ pathname: paths.game, query: queryFromFilters(filters, pages) });

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
  useEffect(() => {
    const done = () => setPending(null);
    window.addEventListener('popstate', done);
    return () => window.removeEventListener('popstate', done);
  }, []);
  // Each search and filter is a history entry Back returns to; the typeahead's later steps of one search replace it.
  const apply = useCallback(
    (next: CatalogueFilters, how: 'push' | 'replace' = 'push') => {
      setPending({ from: urlKey, filters: next });
      void router[how](gamesHref(next), undefined, { shallow: true, scroll: false });
    },
    [router, urlKey],
  );

  return (
    <PageLayout title={title}>
      <Heading
        title={title}
        links={[null, ...GAME_CATEGORIES].map((kind) => ({
          key: kind ?? 'all',
          href: gamesHref({ ...filters, kind, companies: [] }),
          label: kind ? t(`games.${kind}`) : t('catalogue.all'),
          current: kind === filters.kind,
        }))}
      />
      <SearchForm filters={shown} facets={results.data?.pages[0]?.facets} apply={apply} searchBox={searchBox} />
      <Results filters={filters} pages={pagesFromQuery(router.query)} results={results} onClear={() => searchBox.current?.focus()} />
    </PageLayout>
  );
}

/**
 * The results, every page "load more" added in one cache entry; the server put the first pages in the store. A
 * failed server load is not retried on load (the page says the catalogue is unavailable); a change of the filters
 * asks again.
 */
function useSearchResults(filters: CatalogueFilters) {
  const { locale } = useRouter();
  const arg = searchArg(filters, locale);
  const key = JSON.stringify(arg);
  const failedOnServer = useAppSelector((state) => selectPageDataFailed(state, 'search-games'));
  const [serverKey] = useState(key);
  const unavailable = failedOnServer && key === serverKey;
  return { ...useSearchPagesInfiniteQuery(unavailable ? skipToken : arg), unavailable };
}
type SearchResults = ReturnType<typeof useSearchResults>;

interface SearchFormProps {
  filters: CatalogueFilters;
  facets: SearchFacets | undefined;
  apply: (filters: CatalogueFilters, how?: 'push' | 'replace') => void;
  searchBox: React.RefObject<HTMLInputElement | null>;
}

/** Without JavaScript the form is a GET of /game, which the server renders; with it, every change updates the URL. */
function SearchForm({ filters, facets, apply, searchBox }: SearchFormProps) {
  const { t } = useT();
  const { locale } = useRouter();
  const sortId = useId();
  const [text, setText] = useState(filters.q);
  // The last text this page put into the URL: any other change of ?q= (Back, a link) is shown in the box.
  const [sent, setSent] = useState(filters.q);
  const [urlText, setUrlText] = useState(filters.q);
  // Set while the typeahead has put this burst of typing in the URL; leaving the box or another change ends it.
  const typing = useRef(false);
  if (urlText !== filters.q) {
    setUrlText(filters.q);
    if (filters.q !== sent) setText(filters.q);
  }
  useEffect(() => {
    if (filters.q !== sent) typing.current = false;
  }, [filters.q, sent]);

  useEffect(() => {
    const q = searchText(text);
    if (q === filters.q) return;
    const timer = setTimeout(() => {
      setSent(q);
      apply({ ...filters, q }, typing.current ? 'replace' : 'push');
      typing.current = true;
    }, TYPEAHEAD_MS);
    return () => clearTimeout(timer);
  }, [text, filters, apply]);

  const change = (next: CatalogueFilters) => {
    typing.current = false;
    apply(next);
  };
  const toggle = (list: string[], item: string) => (list.includes(item) ? list.filter((value) => value !== item) : [...list, item].sort());

  return (
    <Form
      role="search"
      action={localizedPath(paths.game, locale)}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const q = searchText(text);
        setSent(q);
        if (q !== filters.q) change({ ...filters, q });
      }}
    >
      {filters.kind ? <input type="hidden" name="category" value={filters.kind} /> : null}
      {filters.providers ? <input type="hidden" name="providers" value="1" /> : null}
      <Toolbar>
        <SearchRow onBlur={() => (typing.current = false)}>
          <SearchInput ref={searchBox} value={text} onChange={setText} maxLength={SEARCH_TEXT_MAX} />
        </SearchRow>
        <SortField>
          <label htmlFor={sortId}>{t('catalogue.sort')}</label>
          <select id={sortId} name="sort" value={filters.sort} onChange={(event) => change({ ...filters, sort: event.target.value as CatalogueFilters['sort'] })}>
            {gameSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalogue.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </SortField>
      </Toolbar>
      <Providers
        facets={facets}
        filters={filters}
        onOpen={(providers) => change({ ...filters, providers })}
        onToggle={(company) => change({ ...filters, companies: toggle(filters.companies, company) })}
      />
      <Tags facets={facets} chosen={filters.tags} onToggle={(tag) => change({ ...filters, tags: toggle(filters.tags, tag) })} />
    </Form>
  );
}

function Tags({ facets, chosen, onToggle }: { facets?: SearchFacets; chosen: string[]; onToggle: (tag: string) => void }) {
  const { t } = useT();
  const { locale = 'ko' } = useRouter();
  const tags = withChosen(facets?.tags ?? [], chosen, (tag) => ({ tag, count: 0 }), (item) => item.tag);
  if (tags.length === 0) return null;
  return (
    <Chips>
      <legend className="visually-hidden">{t('catalogue.tags')}</legend>
      <div>
        {tags.map(({ tag, count }) => (
          <label key={tag}>
            <input type="checkbox" name="tag" value={tag} checked={chosen.includes(tag)} onChange={() => onToggle(tag)} />
            <span>
              {t(`catalogue.tag.${tag}`, { defaultValue: tag })}
              <small className="tabular">{formatNumber(count, locale)}</small>
            </span>
          </label>
        ))}
      </div>
    </Chips>
  );
}

interface ProvidersProps {
  facets?: SearchFacets;
  filters: CatalogueFilters;
  onOpen: (open: boolean) => void;
  onToggle: (company: string) => void;
}

/**
 * The provider list and its counts, asked for only while it is open (?providers=1): with 300 providers they weigh
 * more than the page of games. Without JavaScript, opening it shows a link to the page with the list.
 */
function Providers({ facets, filters, onOpen, onToggle }: ProvidersProps) {
  const { t } = useT();
  const { locale = 'ko' } = useRouter();
  const findId = useId();
  const summaryId = useId();
  const [find, setFind] = useState('');
  const chosen = filters.companies;
  const counted = facets?.companies !== undefined;
  const all = withChosen(facets?.companies ?? [], chosen, (company) => ({ company, names: { ko: company, en: company }, count: 0 }), (item) => item.company);
  const needle = find.normalize('NFKC').trim().toLowerCase();
  const shown = needle ? all.filter((item) => [localName(item.names, locale), item.names.en, item.company].some((name) => name.toLowerCase().includes(needle))) : all;

  return (
    <Disclosure
      open={filters.providers}
      onToggle={(event) => {
        if (event.currentTarget.open !== filters.providers) onOpen(event.currentTarget.open);
      }}
    >
      <summary id={summaryId}>
        <span>{t('catalogue.providers')}</span>
        {chosen.length > 0 ? <Chosen className="tabular">{t('catalogue.providersChosen', { count: chosen.length })}</Chosen> : null}
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <Panel>
        {counted ? (
          <>
            <label htmlFor={findId} className="visually-hidden">
              {t('catalogue.findProvider')}
            </label>
            <input id={findId} type="search" value={find} placeholder={t('catalogue.findProvider')} autoComplete="off" onChange={(event) => setFind(event.target.value)} />
          </>
        ) : null}
        {/* Before the counts arrive it holds the chosen providers, so the form still sends them. */}
        <fieldset aria-labelledby={summaryId}>
          {counted && shown.length === 0 ? <p>{t('catalogue.noProvider')}</p> : null}
          {shown.map((item) => (
            <label key={item.company}>
              <input type="checkbox" name="company" value={item.company} checked={chosen.includes(item.company)} onChange={() => onToggle(item.company)} />
              <span>{localName(item.names, locale)}</span>
              {counted ? <small className="tabular">{formatNumber(item.count, locale)}</small> : null}
            </label>
          ))}
        </fieldset>
        {counted ? null : filters.providers ? (
          <p role="status">{t('catalogue.loading')}</p>
        ) : (
          <Link href={gamesHref({ ...filters, providers: true })} scroll={false}>
            {t('catalogue.showProviders')}
          </Link>
        )}
      </Panel>
    </Disclosure>
  );
}

/** The chosen entries first, also those the current results no longer count, so each can be unticked. */
function withChosen<T>(items: readonly T[], chosen: readonly string[], missing: (key: string) => T, key: (item: T) => string): T[] {
  const picked = chosen.map((value) => items.find((item) => key(item) === value) ?? missing(value));
  return [...picked, ...items.filter((item) => !chosen.includes(key(item)))];
}

/** The first pages come with the server's HTML; the URL keeps how many pages "load more" added, so Back shows them again. */
function Results({ filters, pages, results, onClear }: { filters: CatalogueFilters; pages: number; results: SearchResults; onClear: () => void }) {
  const { t } = useT();
  const tile = useGameTiles();
  const router = useRouter();
  const { locale = 'ko' } = router;
  // Only a page the player asked for here takes the focus; pages brought back from the URL leave it alone.
  const [asked, setAsked] = useState(0);
  const { data, currentData, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = results;
  const loaded = currentData?.pages ?? [];
  const nextCursor = loaded.length > 0 ? (loaded[Math.min(pages, loaded.length) - 1]?.nextCursor ?? null) : null;
  // The URL names more pages than the entry holds (Back, reload, "load more"): ask for the next, one after another.
  const wantsMore = loaded.length < pages && nextCursor !== null;
  useEffect(() => {
    if (wantsMore && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [wantsMore, isFetching, isFetchNextPageError, fetchNextPage]);
  useKeptScroll(router.asPath, Boolean(currentData && !wantsMore));

  if (results.unavailable || (results.isError && !data)) return <UnavailableNotice />;
  if (!data) return <Status role="status">{t('catalogue.loading')}</Status>;

  // While a change of the filters loads, the last results stay (marked busy).
  const stale = !currentData;
  const { pages: allPages, pageParams } = currentData ?? data;
  const shownPages = allPages.slice(0, pages);
  const [firstPage, ...morePages] = shownPages;
  const total = firstPage!.total;
  const shown = shownPages.reduce((sum, page) => sum + page.games.length, 0);
  const moreFailed = wantsMore && isFetchNextPageError && !isFetchingNextPage;
  const nextPages = shownPages.length + 1;
  const showMore = () => {
    setAsked(nextPages);
    void router.replace(gamesHref(filters, nextPages), undefined, { shallow: true, scroll: false });
  };

  return (
    <>
      <Status role="status" className="tabular">
        {stale ? '' : t('catalogue.found', { count: total, total: formatNumber(total, locale) })}
      </Status>
      {total === 0 && !stale ? (
        <NoResults>
          <p>{hasFilters(filters) ? t('catalogue.empty') : t('games.empty')}</p>
          {hasFilters(filters) ? (
            <>
              <p>{t('catalogue.emptyHint')}</p>
              <Button as={Link} $tone="outline" href={gamesHref({ ...filters, q: '', companies: [], tags: [] })} shallow scroll={false} onClick={onClear}>
                {t('catalogue.clearFilters')}
              </Button>
            </>
          ) : null}
        </NoResults>
      ) : (
        <>
          <Grid aria-busy={stale || undefined}>
            {firstPage!.games.map((game, index) => (
              <li key={gameKey(game)}>
                <GameTile {...tile(game)} eager={index < EAGER_TILES} />
              </li>
            ))}
            {morePages.map((page, index) => (
              <MorePage
                key={pageParams[index + 1]}
                games={page.games}
                page={index + 2}
                focusFirst={index === morePages.length - 1 && asked === index + 2}
                onLinkedFocus={() => void router.replace(gamesHref(filters, pages), undefined, { shallow: true, scroll: false })}
                tile={tile}
              />
            ))}
          </Grid>
          {!stale && nextCursor !== null ? (
            <More>
              {moreFailed ? <p role="alert">{t('catalogue.moreFailed')}</p> : null}
              {!wantsMore ? (
                // A link, so a tap before the page's script runs still gets the next page (by loading ?pages=n#page-n).
                <Button
                  as={Link}
                  href={{ ...gamesHref(filters, nextPages), hash: `page-${nextPages}` }}
                  $tone="secondary"
                  onClick={(event: MouseEvent) => {
                    event.preventDefault();
                    showMore();
                  }}
                >
                  {t('catalogue.loadMore')}
                </Button>
              ) : (
                <Button type="button" $tone="secondary" disabled={!moreFailed} onClick={() => void fetchNextPage()}>
                  {moreFailed ? t('catalogue.retry') : t('catalogue.loading')}
                </Button>
              )}
              <span className="tabular">{t('catalogue.shown', { shown: formatNumber(shown, locale), total: formatNumber(total, locale) })}</span>
            </More>
          ) : null}
        </>
      )}
    </>
  );
}

/** One further page of results; the page asked for last takes the focus to its first game, where reading goes on. */
interface MorePageProps {
  games: CatalogueGame[];
  /** Its number among the pages shown: "load more" tapped before the script ran lands on ?pages=n#page-n. */
  page: number;
  focusFirst: boolean;
  /** Called when the page took the focus because the URL named it; the URL then forgets it. */
  onLinkedFocus: () => void;
  tile: ReturnType<typeof useGameTiles>;
}

function MorePage({ games, page, focusFirst, onLinkedFocus, tile }: MorePageProps) {
  const firstItem = useRef<HTMLLIElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    const linked = window.location.hash === `#page-${page}`;
    if ((!focusFirst && !linked) || focused.current) return;
    focused.current = true;
    firstItem.current?.querySelector('button')?.focus();
    if (linked) onLinkedFocus();
  }, [focusFirst, page, onLinkedFocus]);
  return games.map((game, index) => (
    <li key={gameKey(game)} ref={index === 0 ? firstItem : undefined}>
      <GameTile {...tile(game)} />
    </li>
  ));
}

const Heading = styled(GamesHeading)`
  nav {
    max-width: 100%;
    overflow-x: auto;
  }
  nav > * {
    flex: 0 0 auto;
    padding: 0 14px;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 12px;
`;

const field = `
  min-height: 48px;
  border-radius: 12px;
`;

const SearchRow = styled.div`
  display: flex;
  flex: 1 1 100%;
  align-items: center;
  gap: 8px;

  input[type='search'] {
    ${searchField}
  }
  button {
    ${field}
    flex: 0 0 auto;
    white-space: nowrap;
  }
  ${media.desktop} {
    flex: 0 1 640px;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
`;

const SortField = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 48px;
  padding: 0 4px 0 12px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  label {
    font-size: 0.85rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  select {
    min-height: 42px;
    padding: 0 8px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 700;
  }
  option {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const chip = `
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 14px;
  border-radius: 999px;
  font-weight: 700;
  cursor: pointer;
`;

const Chips = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  /* One row that scrolls sideways on a phone, rather than three rows of chips above the games. */
  ${media.mobile} {
    > div {
      flex-wrap: nowrap;
      overflow-x: auto;
      margin: 0 -16px;
      padding: 2px 16px 6px;
      scrollbar-width: thin;
    }
  }
  label {
    position: relative;
    flex: 0 0 auto;
  }
  span {
    white-space: nowrap;
  }
  ${inputOverSpan}
  span {
    ${chip}
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  small {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input:checked + span {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
  input:checked + span small {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const Disclosure = styled.details`
  summary {
    ${chip}
    width: max-content;
    list-style: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary svg {
    transition: transform 150ms ease;
  }
  &[open] summary {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
`;

const Chosen = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.accentText};
  background: ${({ theme }) => theme.colors.accent};
`;

const Panel = styled.div`
  margin-top: 8px;
  padding: 12px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  input[type='search'] {
    width: 100%;
    min-height: 44px;
    margin-bottom: 8px;
    padding: 0 12px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceDeep};
    color: ${({ theme }) => theme.colors.text};
  }
  fieldset {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: 2px 12px;
    max-height: 320px;
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
    overflow-y: auto;
  }
  p {
    margin: 8px 4px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 8px;
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    padding: 0 8px;
    border-radius: 8px;
    cursor: pointer;
  }
  label:hover {
    background: ${({ theme }) => alpha(theme.colors.textBright, 5)};
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  span {
    flex: 1 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Grid = styled(GameList)`
  transition: opacity 150ms ease;

  &[aria-busy='true'] {
    opacity: 0.55;
  }
`;

const NoResults = styled.div`
  padding: 40px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;

  p {
    margin: 0;
  }
  p:first-child {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin-top: 20px;

  button {
    min-width: 200px;
  }
  span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;
