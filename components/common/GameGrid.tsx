import Link, { type LinkProps } from 'next/link';
import { useT } from '@/components/common/translation';
import styled, { css } from 'styled-components';
import { alpha, media } from '@/styles/theme';
import { GameArt, type ArtShape } from './GameArt';

export interface GameTile {
  code: string;
  name: string;
  imgUrl: string;
  maintenance: boolean;
  play?: () => void;
  href?: LinkProps['href'];
  shallow?: boolean;
}

interface GameGridProps {
  tiles: readonly GameTile[];
  shape: ArtShape;
  eager?: number;
}

export function GameGrid({ tiles, shape, eager = 4 }: GameGridProps) {
  return (
    <Grid $min={shape === 'square' ? 160 : 180}>
      {tiles.map((tile, index) => (
        <li key={tile.code}>
          <GameCard tile={tile} shape={shape} eager={index < eager} priority={index === 0 && eager > 0} />
        </li>
      ))}
    </Grid>
  );
}

interface GameCardProps {
  tile: GameTile;
  shape: ArtShape;
  eager: boolean;
  priority: boolean;
}

function GameCard({ tile, shape, eager, priority }: GameCardProps) {
  const { t } = useT();
  const content = (
    <>
      <Frame>
        <GameArt src={tile.imgUrl} shape={shape} eager={eager} priority={priority} />
        <Hover aria-hidden="true">
          <span>{tile.href ? t('games.viewGames') : t('games.play')}</span>
        </Hover>
      </Frame>
      <TileName>{tile.name}</TileName>
      {tile.maintenance ? <Badge>{t('games.maintenance')}</Badge> : null}
    </>
  );

  return tile.href ? (
    <CardLink href={tile.href} shallow={tile.shallow} scroll={false} title={tile.name} $off={tile.maintenance}>
      {content}
    </CardLink>
  ) : (
    <CardButton type="button" onClick={tile.play} title={tile.name} $off={tile.maintenance}>
      {content}
    </CardButton>
  );
}

/** The tile grid of every game list; `$min` is a tile's narrowest width from 600 px up. */
export const Grid = styled.ul<{ $min: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 600px) {
    grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}px, 1fr));
  }
  ${media.desktop} {
    gap: 16px;
  }
`;

export const Frame = styled.span`
  position: relative;
  display: block;
  overflow: hidden;
  border-radius: 10px;
  box-shadow: inset 0 0 0 1px ${({ theme }) => alpha(theme.colors.textBright, 6)};

  img {
    transition: transform 240ms ease;
  }
`;

export const MaintenanceBadge = styled.span`
  padding: 3px 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.textBright};
  background: ${({ theme }) => alpha(theme.colors.maintenance, 90)};
`;

const Badge = styled(MaintenanceBadge)`
  position: absolute;
  top: 16px;
  right: 16px;
  box-shadow: 0 2px 8px ${({ theme }) => alpha(theme.colors.shadow, 40)};
`;

export const Hover = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => alpha(theme.colors.scrim, 55)};
  opacity: 0;
  transition: opacity 180ms ease;

  span {
    padding: 8px 16px;
    border-radius: 999px;
    font-weight: 800;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.accentText};
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 4px 18px ${({ theme }) => alpha(theme.colors.accent, 45)};
  }
`;

/** The lines under a tile's art, shared by its placeholder, which draws their height before the game is there. */
export const TILE_TEXT = {
  lineHeight: 1.3,
  nameSize: '0.95rem',
  nameTop: 10,
  nameBottom: 2,
  providerSize: '0.8rem',
  providerPadding: 2,
} as const;

/** The name's two lines with their margins, then the provider's line with its padding. */
export const TILE_TEXT_HEIGHT = `calc(${TILE_TEXT.nameTop + TILE_TEXT.nameBottom + 2 * TILE_TEXT.providerPadding}px + ${
  2 * TILE_TEXT.lineHeight
} * ${TILE_TEXT.nameSize} + ${TILE_TEXT.lineHeight} * ${TILE_TEXT.providerSize})`;

/**
 * A tile's game name: two lines at most, so a long name is not cut to its first words; cards fill their row. A longer
 * name ends in an ellipsis, and the tile's title holds it whole ("…Wheel D" and "…Wheel E" are told apart on hover).
 */
export const TileName = styled.span`
  display: -webkit-box;
  margin: ${TILE_TEXT.nameTop}px 4px ${TILE_TEXT.nameBottom}px;
  font-weight: 700;
  font-size: ${TILE_TEXT.nameSize};
  line-height: ${TILE_TEXT.lineHeight};
  text-align: center;
  overflow: hidden;
  overflow-wrap: anywhere;
  text-overflow: ellipsis;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
`;

/** A tile's card: raised surface, lifted with an accent border on hover; art greyed while the game is in maintenance. */
export const tileSurface = css<{ $off: boolean }>`
  padding: 8px;
  border-radius: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.surface}
  );
  color: ${({ theme }) => theme.colors.text};
  transition:
    border-color 180ms ease,
    transform 180ms ease,
    box-shadow 180ms ease;

  ${({ $off }) =>
    $off &&
    css`
      img {
        filter: grayscale(0.85) brightness(0.6);
      }
    `}

  @media (hover: none) {
    &:hover {
      transform: none;
    }
  }
`;

/** The lifted look of a hovered or focused tile. */
export const tileLifted = css`
  border-color: ${({ theme }) => theme.colors.accent};
  box-shadow:
    0 8px 28px ${({ theme }) => alpha(theme.colors.shadow, 45)},
    0 0 0 1px ${({ theme }) => alpha(theme.colors.accent, 25)};
  transform: translateY(-2px);
`;

const card = css<{ $off: boolean }>`
  ${tileSurface}
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  text-align: left;
  text-decoration: none;
  font: inherit;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    ${tileLifted}
  }
  &:hover ${Hover}, &:focus-visible ${Hover} {
    opacity: 1;
  }
  &:hover img {
    transform: scale(1.04);
  }
`;

const CardButton = styled.button<{ $off: boolean }>`
  ${card}
`;

const CardLink = styled(Link)<{ $off: boolean }>`
  ${card}
`;
