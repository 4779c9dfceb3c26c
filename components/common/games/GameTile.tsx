import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { memo, useCallback } from 'react';
import styled from 'styled-components';
import { GameArt } from '@/components/common/GameArt';
import {
  Frame,
  Grid,
  Hover,
  MaintenanceBadge,
  TILE_TEXT,
  TILE_TEXT_HEIGHT,
  TileName,
  tileLifted,
  tileSurface,
} from '@/components/common/GameGrid';
import type { CatalogueGame } from '@/lib/contract';
import type { LaunchTarget } from '@/lib/launch';
import { alpha, media } from '@/styles/theme';
import { gameKey, useFavorites } from './useFavorites';
import { useLaunchGame } from './useLaunchGame';

type Names = CatalogueGame['names'];

/** A name in the page's language; a language the operator did not supply falls back to English. */
export const localName = (names: Names, locale: string | undefined): string => names[locale ?? 'ko'] ?? names.en;

/**
 * What the tiles of one list share, asked once for the list: a hook per tile was a store subscription per tile.
 * Returns a game's tile props.
 */
export function useGameTiles() {
  const { locale } = useRouter();
  const onLaunch = useLaunchGame();
  const { offered, on, toggle } = useFavorites();
  return useCallback(
    (game: CatalogueGame): GameTileProps => ({
      game,
      locale,
      onLaunch,
      favorite: offered ? on.has(gameKey(game)) : undefined,
      onFavorite: toggle,
    }),
    [locale, onLaunch, offered, on, toggle],
  );
}

interface GameTileProps {
  game: CatalogueGame;
  locale: string | undefined;
  onLaunch: (target: LaunchTarget) => void;
  /** On or off; undefined when the backend offers no favourites (no heart). */
  favorite: boolean | undefined;
  onFavorite: (game: CatalogueGame) => void;
  eager?: boolean;
}

/** One game of the catalogue: launches on click, with a heart for favourites when the backend offers them. */
export const GameTile = memo(function GameTile({
  game,
  locale,
  onLaunch,
  favorite,
  onFavorite,
  eager = false,
}: GameTileProps) {
  const { t } = useT();
  const name = localName(game.names, locale);
  const maintenance = game.used === 'n';
  const label = t('catalogue.favorite', { name });

  return (
    <Card $off={maintenance}>
      <Launch
        type="button"
        title={name}
        onClick={() => onLaunch({ code: game.code, company: game.company, used: game.used })}
      >
        <Frame>
          <GameArt src={game.imgUrl} shape="square" eager={eager} />
          <Hover aria-hidden="true">
            <span>{t('games.play')}</span>
          </Hover>
        </Frame>
        <TileName>{name}</TileName>
        <Provider>{localName(game.provider, locale)}</Provider>
        {maintenance ? <Badge>{t('games.maintenance')}</Badge> : null}
      </Launch>
      {favorite === undefined ? null : (
        <Heart type="button" aria-pressed={favorite} aria-label={label} title={label} onClick={() => onFavorite(game)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path
              d="M12 20.5s-7.5-4.6-9.3-9.6C1.5 7.5 3.6 4 7.1 4c2 0 3.6 1.1 4.9 2.9C13.3 5.1 14.9 4 16.9 4c3.5 0 5.6 3.5 4.4 6.9-1.8 5-9.3 9.6-9.3 9.6z"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
        </Heart>
      )}
    </Card>
  );
});

/**
 * A tile's shape while its game is on the way: one element, the art square and the name and provider lines drawn by
 * CSS at a game tile's sizes (its placeholders were a sixth of the lobby's elements, all hydrated), so nothing moves.
 */
export function GameTilePlaceholder() {
  return <Place $off={false} />;
}

const Place = styled.span<{ $off: boolean }>`
  ${tileSurface}
  display: block;
  height: 100%;

  &::before {
    content: '';
    display: block;
    aspect-ratio: 1;
    border-radius: 10px;
    box-shadow: inset 0 0 0 1px ${({ theme }) => alpha(theme.colors.textBright, 6)};
  }
  &::after {
    content: '';
    display: block;
    height: ${TILE_TEXT_HEIGHT};
  }
`;

/** The catalogue's tiles as a list; the first `eagerCount` images (the first row) load at once, the rest lazily. */
export function GameGrid({ games, eagerCount = 6 }: { games: readonly CatalogueGame[]; eagerCount?: number }) {
  const tile = useGameTiles();
  return (
    <GameList>
      {games.map((game, index) => (
        <li key={gameKey(game)}>
          <GameTile {...tile(game)} eager={index < eagerCount} />
        </li>
      ))}
    </GameList>
  );
}

/** The grid's list, for callers that render their own items (pages of results). */
export const GameList = styled(Grid).attrs({ $min: 160 })`
  ${media.desktop} {
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  }
`;

const Badge = styled(MaintenanceBadge)`
  position: absolute;
  top: 16px;
  left: 16px;
  box-shadow: 0 2px 8px ${({ theme }) => alpha(theme.colors.shadow, 40)};
`;

const Provider = styled.span`
  display: block;
  padding: ${TILE_TEXT.providerPadding}px 4px;
  font-size: ${TILE_TEXT.providerSize};
  line-height: ${TILE_TEXT.lineHeight};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Launch = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: 10px;
  background: none;
  color: inherit;
  font: inherit;
  text-align: center;
  cursor: pointer;

  &:hover ${Hover}, &:focus-visible ${Hover} {
    opacity: 1;
  }
  &:hover img {
    transform: scale(1.04);
  }
`;

const Heart = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => alpha(theme.colors.textBright, 20)};
  background: ${({ theme }) => alpha(theme.colors.scrim, 70)};
  color: ${({ theme }) => theme.colors.textBright};
  cursor: pointer;
  transition:
    color 150ms ease,
    transform 150ms ease;

  svg {
    fill: none;
    stroke: currentColor;
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => alpha(theme.colors.accent, 60)};
  }
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    transform: scale(1.08);
  }
`;

const Card = styled.div<{ $off: boolean }>`
  ${tileSurface}
  position: relative;
  height: 100%;

  &:hover,
  &:has(${Launch}:focus-visible) {
    ${tileLifted}
  }
`;
