import Link, { type LinkProps } from 'next/link';
import { useT } from '@/lib/t';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { GameArt, type ArtShape } from './GameArt';

interface BaseProps {
  name: string;
  imgUrl: string;
  shape: ArtShape;
  maintenance: boolean;
  eager?: boolean;
  priority?: boolean;
}

type GameCardProps = BaseProps & ({ onPlay: () => void; href?: never } | { href: LinkProps['href']; shallow?: boolean; onPlay?: never });

/** One game or vendor: its artwork, its name and, when `used` is not `y`, a maintenance badge. */
export function GameCard(props: GameCardProps) {
  const { t } = useT();
  const { name, imgUrl, shape, maintenance, eager, priority } = props;

  const content: ReactNode = (
    <>
      <Frame>
        <GameArt src={imgUrl} shape={shape} eager={eager} priority={priority} />
        <Hover aria-hidden="true">
          <span>{props.href ? t('games.viewGames') : t('games.play')}</span>
        </Hover>
      </Frame>
      <Name>{name}</Name>
      {maintenance ? <Badge>{t('games.maintenance')}</Badge> : null}
    </>
  );

  return props.href ? (
    <CardLink href={props.href} shallow={props.shallow} scroll={false} $off={maintenance}>
      {content}
    </CardLink>
  ) : (
    <CardButton type="button" onClick={props.onPlay} $off={maintenance}>
      {content}
    </CardButton>
  );
}

const Frame = styled.span`
  position: relative;
  display: block;
  overflow: hidden;
  border-radius: 10px;
  box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.06);

  img {
    transition: transform 240ms ease;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 16px;
  right: 16px;
  padding: 3px 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 800;
  color: #fff;
  background: rgba(214, 54, 54, 0.92);
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.4);
`;

const Hover = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(5, 8, 18, 0.55);
  opacity: 0;
  transition: opacity 180ms ease;

  span {
    padding: 8px 16px;
    border-radius: 999px;
    font-weight: 800;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.accentText};
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 4px 18px rgba(242, 193, 78, 0.45);
  }
`;

const Name = styled.span`
  display: block;
  padding: 10px 4px 2px;
  font-weight: 700;
  font-size: 0.95rem;
  line-height: 1.3;
  text-align: center;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const card = css<{ $off: boolean }>`
  position: relative;
  display: block;
  width: 100%;
  padding: 8px;
  border-radius: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.surfaceRaised}, ${({ theme }) => theme.colors.surface});
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  text-decoration: none;
  font: inherit;
  cursor: pointer;
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

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 8px 28px rgba(0, 0, 0, 0.45), 0 0 0 1px rgba(242, 193, 78, 0.25);
    transform: translateY(-2px);
  }
  &:hover ${Hover}, &:focus-visible ${Hover} {
    opacity: 1;
  }
  &:hover img {
    transform: scale(1.04);
  }

  @media (hover: none) {
    &:hover {
      transform: none;
    }
  }
`;

const CardButton = styled.button<{ $off: boolean }>`
  ${card}
`;

const CardLink = styled(Link)<{ $off: boolean }>`
  ${card}
`;
