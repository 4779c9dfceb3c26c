import Link, { type LinkProps } from 'next/link';
import { useT } from '@/components/common/translation';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { TileName } from '@/components/common/GameGrid';
import { GameTile, GameTilePlaceholder, useGameTiles } from '@/components/common/games/GameTile';
import { gameKey } from '@/components/common/games/useFavorites';
import type { CatalogueGame } from '@/lib/contract';
import { alpha, media } from '@/styles/theme';
import { ROW_SIZE } from './collections';

interface GameRowProps {
  title: string;
  games: readonly CatalogueGame[];
  /** Where "see all" leads; a row without one shows all its games in place instead. */
  href?: LinkProps['href'];
  /** Said instead of the row when it has no games. */
  hint?: string;
  /** The games are on the way: the row keeps their place. */
  loading?: boolean;
}

/**
 * A loading row's placeholders: as many as the widest lobby shows at once (the row scrolls sideways, so more would add
 * elements to the page and to its hydration, not height).
 */
const PLACES = Array.from({ length: 6 }, (_, place) => place);

/** A horizontally scrolling row of game tiles, at most ROW_SIZE of them until the player asks for all. */
export function GameRow({ title, games, href, hint, loading = false }: GameRowProps) {
  const { t } = useT();
  const tile = useGameTiles();
  const headingId = useId();
  const listId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [all, setAll] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const shown = all ? games : games.slice(0, ROW_SIZE);

  // The arrows only where there is something to scroll to; the server cannot know, so they come after hydration.
  // Measured when the browser has laid the row out (the observer's first call), never by forcing a layout: a row
  // below the fold is skipped by `content-visibility` until it comes near.
  useEffect(() => {
    const list = track.current;
    if (!list || all || typeof ResizeObserver === 'undefined') {
      setOverflows(false);
      return;
    }
    const observer = new ResizeObserver(() => setOverflows(list.scrollWidth > list.clientWidth + 1));
    observer.observe(list);
    return () => observer.disconnect();
  }, [all, shown.length]);

  function scroll(direction: 1 | -1) {
    const list = track.current;
    if (!list) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: reduce ? 'auto' : 'smooth' });
  }

  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <Title id={headingId}>{title}</Title>
        <Actions>
          {overflows ? (
            <>
              <Arrow
                type="button"
                aria-controls={listId}
                aria-label={t('collections.back', { title })}
                onClick={() => scroll(-1)}
              >
                <Chevron flip />
              </Arrow>
              <Arrow
                type="button"
                aria-controls={listId}
                aria-label={t('collections.forward', { title })}
                onClick={() => scroll(1)}
              >
                <Chevron />
              </Arrow>
            </>
          ) : null}
          {href ? (
            <More as={Link} href={href} aria-label={t('collections.seeAllOf', { title })}>
              {t('collections.seeAll')}
            </More>
          ) : games.length > ROW_SIZE ? (
            <More as="button" type="button" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
              {all ? t('collections.showLess') : t('collections.showAll', { count: games.length })}
            </More>
          ) : null}
        </Actions>
      </Head>
      {loading ? (
        <Track $wrap={false} aria-busy="true">
          {PLACES.map((place) => (
            <li key={place} aria-hidden="true">
              <GameTilePlaceholder />
            </li>
          ))}
        </Track>
      ) : games.length === 0 ? (
        <Hint>{hint}</Hint>
      ) : (
        <Track id={listId} ref={track} $wrap={all}>
          {shown.map((game) => (
            <li key={gameKey(game)}>
              <GameTile {...tile(game)} />
            </li>
          ))}
        </Track>
      )}
    </Section>
  );
}

function Chevron({ flip = false }: { flip?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d={flip ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} />
    </svg>
  );
}

// Rows below the fold are laid out, and their lazy art fetched, only as they come near the viewport.
const Section = styled.section`
  margin-top: 28px;
  min-width: 0;
  content-visibility: auto;
  contain-intrinsic-size: auto 300px;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 36px;
  margin-bottom: 10px;
`;

const Title = styled.h2`
  margin: 0;
  min-width: 0;
  font-size: 1.25rem;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  flex: 0 0 auto;
`;

const Arrow = styled.button`
  display: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
  /* A finger swipes the row; a mouse needs the arrows (where the heading has room for them). */
  @media (hover: hover) and (pointer: fine) and (min-width: 600px) {
    display: inline-flex;
  }
`;

const More = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 12px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Track = styled.ul<{ $wrap: boolean }>`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 4px 0 8px;
  list-style: none;

  ${({ $wrap }) =>
    $wrap
      ? `
    grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  `
      : `
    grid-auto-flow: column;
    grid-auto-columns: clamp(136px, 40%, 172px);
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scroll-padding-inline: 2px;
    scrollbar-width: thin;

    > li {
      scroll-snap-align: start;
    }
  `}
  scrollbar-color: ${({ theme }) => `${theme.colors.border} transparent`};

  /* Two lines for every name (the most a tile shows): a row of placeholders is as tall as its games, whatever their names. */
  ${TileName} {
    min-height: 2.6em;
  }

  ${media.desktop} {
    gap: 14px;
  }
`;

const Hint = styled.p`
  margin: 0;
  padding: 18px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => alpha(theme.colors.surface, 60)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
