import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import styled, { css } from 'styled-components';
import { useMinutesSinceLogin } from '@/components/layout/SessionFigures';
import { formatDuration } from '@/lib/format/session';
import { useBrandName } from '@/store/brand';
import { useAppSelector } from '@/store/hooks';
import { useSiteFormat } from '@/store/market';
import { selectGameMoney, selectHoldings } from '@/store/member';
import { selectSessionSummary } from '@/store/sessionSummary';
import { media } from '@/styles/theme';

interface SessionBarProps {
  gameName: string;
  /** A member's bar: the figures and the deposit button (a visitor's has the way back only). */
  member: boolean;
  onDeposit?: () => void;
  onBack: () => void;
  leaving: boolean;
}

/** The thin bar over the game: brand and game, the member's money, session time and net position, and the ways out. */
export function SessionBar({ gameName, member, onDeposit, onBack, leaving }: SessionBarProps) {
  const { t } = useTranslation();
  const brand = useBrandName(t);
  const fmt = useSiteFormat();
  const gameMoney = useAppSelector(selectGameMoney);
  const holdings = useAppSelector(selectHoldings) ?? 0;
  const summary = useAppSelector(selectSessionSummary);
  const minutes = useMinutesSinceLogin(summary?.loginAt);
  const fullscreen = useFullscreen();

  return (
    <Bar aria-label={t('play.bar')}>
      <Names>
        <Brand>{brand}</Brand>
        <GameName>{gameName}</GameName>
      </Names>
      {member ? (
        <Figures>
          <Item>
            <dt>{t('play.gameMoney')}</dt>
            <dd className="tabular" data-testid="play-game-money">
              {fmt.money(gameMoney)}
            </dd>
          </Item>
          <Item $wide>
            <dt>{t('play.holdings')}</dt>
            <dd className="tabular" data-testid="play-holdings">
              {fmt.money(holdings)}
            </dd>
          </Item>
          {summary ? (
            <>
              <Item>
                <dt>{t('user.since')}</dt>
                <dd className="tabular" data-testid="play-session-time">
                  <time dateTime={`PT${Math.trunc(minutes / 60)}H${minutes % 60}M`}>{formatDuration(minutes, t)}</time>
                </dd>
              </Item>
              <Item>
                <dt>{t('user.net')}</dt>
                <dd className="tabular" data-testid="play-net">
                  {fmt.signed(summary.net)}
                </dd>
              </Item>
            </>
          ) : null}
        </Figures>
      ) : null}
      <Actions>
        {member && onDeposit ? (
          <Action type="button" $tone="primary" onClick={onDeposit}>
            <Icon aria-hidden="true">+</Icon>
            <Label>{t('play.deposit')}</Label>
          </Action>
        ) : null}
        {fullscreen.available ? (
          <Action type="button" onClick={fullscreen.toggle} aria-pressed={fullscreen.on}>
            <Icon aria-hidden="true">⤢</Icon>
            <Label>{t('play.fullscreen')}</Label>
          </Action>
        ) : null}
        <Action type="button" onClick={onBack} disabled={leaving}>
          <Icon aria-hidden="true">←</Icon>
          <Label>{t('play.back')}</Label>
        </Action>
      </Actions>
    </Bar>
  );
}

/** The whole page full-screen (not the frame alone): the reality check and other dialogs stay over the game. */
function useFullscreen() {
  const [available, setAvailable] = useState(false);
  const [on, setOn] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAvailable(document.fullscreenEnabled);
    const changed = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggle = () => void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  return { available, on, toggle };
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 6px 16px;
  min-height: 52px;
  padding: 4px 12px;
  padding-top: max(4px, env(safe-area-inset-top));
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.headerBar};
  white-space: nowrap;

  ${media.mobile} {
    gap: 8px;
    min-height: 48px;
    padding-left: max(8px, env(safe-area-inset-left));
    padding-right: max(8px, env(safe-area-inset-right));
    font-size: 0.8rem;
  }
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.2;

  /* Read out, not shown, on a phone: the bar stays one line. */
  ${media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

const Brand = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 800;
  font-size: 0.85rem;
`;

const GameName = styled.h1`
  margin: 0;
  font-size: 1rem;
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 28ch;
  font-weight: 700;
`;

const Figures = styled.dl`
  display: flex;
  align-items: center;
  gap: 4px 18px;
  min-width: 0;
  margin: 0 0 0 auto;

  ${media.mobile} {
    gap: 10px;
    margin: 0;
    overflow: hidden;
  }
`;

const Item = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  line-height: 1.2;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.75rem;
  }
  dd {
    margin: 0;
    font-weight: 700;
  }

  ${media.mobile} {
    ${({ $wide }) =>
      $wide
        ? css`
            display: none;
          `
        : ''}
    dt {
      font-size: 0.65rem;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-left: auto;

  ${media.mobile} {
    gap: 4px;
  }
`;

const Action = styled.button<{ $tone?: 'primary' }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  min-width: 44px;
  padding: 0 12px;
  border-radius: 10px;
  border: 1px solid ${({ theme, $tone }) => ($tone ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $tone }) => ($tone ? theme.colors.accent : theme.colors.surfaceRaised)};
  color: ${({ theme, $tone }) => ($tone ? theme.colors.accentText : theme.colors.text)};
  font-weight: 700;
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }

  ${media.mobile} {
    justify-content: center;
    min-height: 44px;
    padding: 0 8px;
  }
`;

const Icon = styled.span`
  font-size: 1.1rem;
  line-height: 1;
`;

/** The button's name: beside its icon on a desktop, read out only on a phone (the bar stays one line). */
const Label = styled.span`
  ${media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
