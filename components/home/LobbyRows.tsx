import { useDeferredValue } from 'react';
import { useT } from '@/components/common/translation';
import { useInBrowser } from '@/components/common/useInBrowser';
import { paths } from '@/lib/paths';
import { useFavoriteGamesQuery, useRecentGamesQuery, useSearchGamesQuery } from '@/store/catalogueApi';
import { useAppSelector } from '@/store/hooks';
import { selectHasFeature, selectPageDataFailed } from '@/store/pageSlice';
import { selectLoggedOut } from '@/store/sessionSlice';
import type { CatalogueGame, ExtensionFeature, OpName } from '@/lib/contract';
import { SHOWCASES, showcaseArg, type Showcase } from './collections';
import { GameRow } from './GameRow';

/** Whether the backend offers the feature and the server's load of its operation did not fail. */
function useOffered(feature: ExtensionFeature, op: OpName) {
  const offered = useAppSelector((state) => selectHasFeature(state, feature));
  const failed = useAppSelector((state) => selectPageDataFailed(state, op));
  return offered && !failed;
}

/**
 * A member's own rows: what they played last (a launch puts it first) and their favourites. They come after the page
 * (three calls per member would slow every lobby's render), below the game lobby, so that the first screen does not
 * move when they arrive. None of it is in the server's HTML: their placeholders would only add elements to every
 * member page's render and hydration.
 */
export function PlayerRows() {
  const { t } = useT();
  const inBrowser = useInBrowser();
  const member = useAppSelector(selectLoggedOut) === false;
  const recentOffered = useAppSelector((state) => selectHasFeature(state, 'recent-games'));
  const favoritesOffered = useAppSelector((state) => selectHasFeature(state, 'favorite-games'));
  // Subscribed while the row is still empty, so the first launch brings it in.
  const recent = useRecentGamesQuery(undefined, { skip: !member || !recentOffered });
  const favorites = useFavoriteGamesQuery(undefined, { skip: !member || !favoritesOffered });

  if (!inBrowser) return null;
  return (
    <>
      {member && recentOffered ? <PlayerRow title={t('collections.recent')} query={recent} /> : null}
      {member && favoritesOffered ? (
        <PlayerRow title={t('collections.favorites')} hint={t('collections.favoritesHint')} query={favorites} />
      ) : null}
    </>
  );
}

interface PlayerRowProps {
  title: string;
  /** Said when the row is empty; without one, an empty row is left out. */
  hint?: string;
  query: { data?: { games: readonly CatalogueGame[] }; isError: boolean };
}

function PlayerRow({ title, hint, query }: PlayerRowProps) {
  const { t } = useT();
  if (query.isError) return <GameRow title={title} games={[]} hint={t('common.unavailable')} />;
  if (!query.data) return <GameRow title={title} games={[]} loading />;
  if (query.data.games.length === 0 && !hint) return null;
  return <GameRow title={title} games={query.data.games} hint={hint} />;
}

/**
 * New and popular games for everyone, each leading to /game in its order. They come after the page, from the shared
 * cache of search-games: below the fold, they would double the elements React hydrates in its first task. The page
 * holds each row's heading, its "see all" link (which works without JavaScript) and placeholders of the tiles' size.
 */
export function ShowcaseRows() {
  return (
    <>
      {SHOWCASES.map((sort) => (
        <ShowcaseRow key={sort} sort={sort} />
      ))}
    </>
  );
}

function ShowcaseRow({ sort }: { sort: Showcase }) {
  const { t } = useT();
  const offered = useOffered('game-search', 'search-games');
  const query = useSearchGamesQuery(showcaseArg(sort), { skip: !offered });
  // The row's twelve tiles come in React's interruptible background render, not in one long task of the phone's
  // first seconds (they arrive while the page is still loading); the placeholders stay until it is done.
  const { data, isLoading } = useDeferredValue(query);
  const title = t(`collections.${sort}`);
  const href = { pathname: paths.game, query: { sort } };
  if (isLoading) return <GameRow title={title} games={[]} href={href} loading />;
  if (!data || data.games.length === 0) return null;
  return <GameRow title={title} games={data.games} href={href} />;
}
