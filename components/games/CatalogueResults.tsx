import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import type { CatalogueGame } from '@/lib/contract';
import { formatNumber } from '@/lib/format';
import { gamesHref, hasFilters, type CatalogueFilters } from './catalogueQuery';
import { GameList, GameTile, useGameTiles } from '@/components/common/games/GameTile';
import { gameKey } from '@/components/common/games/useFavorites';
import { Status } from './parts';
import { useKeptScroll } from './useKeptScroll';
import type { SearchResults } from './useSearchResults';

const EAGER_TILES = 6;

/** The first pages come with the server's HTML; the URL keeps how many pages "load more" added, so Back shows them again. */
export function CatalogueResults({
  filters,
  pages,
  results,
  showPages,
  onClear,
}: {
  filters: CatalogueFilters;
  pages: number;
  results: SearchResults;
  /** Puts `pages` in the URL (of the filters last asked for); true while those are the results shown here. */
  showPages: (pages: number) => boolean;
  onClear: () => void;
}) {
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
  // The next page is asked for at once, beside the URL's change: not after the whole page has rendered that change.
  const showMore = () => {
    setAsked(nextPages);
    if (showPages(nextPages) && loaded.length === shownPages.length && !isFetching) void fetchNextPage();
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
              <Button
                as={Link}
                $tone="outline"
                href={gamesHref({ ...filters, q: '', companies: [], tags: [] })}
                shallow
                scroll={false}
                onClick={onClear}
              >
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
                onLinkedFocus={() =>
                  void router.replace(gamesHref(filters, pages), undefined, { shallow: true, scroll: false })
                }
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
              <span className="tabular">
                {t('catalogue.shown', { shown: formatNumber(shown, locale), total: formatNumber(total, locale) })}
              </span>
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
