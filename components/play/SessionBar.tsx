import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useEffect, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useSessionFigures } from '@/components/common/session/SessionFigures';
import { formatDuration } from '@/lib/format/session';
import { formatShortAmount } from '@/lib/format/short';
import { useBrandName } from '@/store/brand';
import { useAppSelector } from '@/store/hooks';
import { useMarket, useSiteFormat } from '@/store/market';
import { selectGameMoney, selectHoldings } from '@/store/member';
import { selectHasFeature } from '@/store/pageSlice';
import { VISUALLY_HIDDEN } from '@/styles/globalCss';
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
  const { t } = useT();
  const { locale = 'ko' } = useRouter();
  const brand = useBrandName(t);
  const fmt = useSiteFormat();
  const { currency } = useMarket();
  const short = (value: unknown, signed = false) => formatShortAmount(value, locale, currency, { signed });
  const gameMoney = useAppSelector(selectGameMoney);
  const holdings = useAppSelector(selectHoldings) ?? 0;
  const protection = useAppSelector((state) => selectHasFeature(state, 'player-protection'));
  const session = useSessionFigures({ skip: !member || !protection });
  const fullscreen = useFullscreen();

  return (
    <Bar aria-label={t('play.bar')}>
      <Names>
        <Brand>{brand}</Brand>
        <GameName>{gameName}</GameName>
      </Names>
      {member ? (
        <Figures>
          <Figure
            label={t('play.gameMoney')}
            shortLabel={t('play.short.gameMoney')}
            testId="play-game-money"
            value={fmt.money(gameMoney)}
            shortValue={short(gameMoney)}
          />
          <Figure
            label={t('play.holdings')}
            shortLabel={t('play.short.holdings')}
            testId="play-holdings"
            value={fmt.money(holdings)}
            shortValue={short(holdings)}
          />
          {session ? (
            <>
              <Figure
                label={t('user.since')}
                shortLabel={t('play.short.since')}
                testId="play-session-time"
                value={<time dateTime={session.duration}>{session.elapsed}</time>}
                shortValue={formatDuration(session.minutes, t, 'play.short')}
              />
              <Figure
                label={t('user.net')}
                shortLabel={t('play.short.net')}
                testId="play-net"
                value={session.signedNet}
                shortValue={short(session.net, true)}
              />
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

interface FigureProps {
  label: string;
  shortLabel: string;
  testId: string;
  value: ReactNode;
  shortValue?: string;
}

/** A term and its value, in full; on a phone each in a few characters (the full ones are still what is read out). */
function Figure({ label, shortLabel, testId, value, shortValue }: FigureProps) {
  return (
    <Item>
      <dt data-short={shortLabel}>
        <span>{label}</span>
      </dt>
      <dd className="tabular" data-testid={testId} data-short={shortValue}>
        <span>{value}</span>
      </dd>
    </Item>
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
  const toggle = () =>
    void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(
      () => undefined,
    );
  return { available, on, toggle };
}

/** Read out, not shown, on a phone: the bar stays one line. */
const hiddenOnPhone = css`
  ${media.mobile} {
    ${VISUALLY_HIDDEN};
  }
`;

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
    gap: 4px;
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
  ${hiddenOnPhone}
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

  /* Two short columns on a phone: the money, then the session. */
  ${media.mobile} {
    display: grid;
    grid-template-rows: auto auto;
    grid-auto-flow: column;
    justify-content: start;
    gap: 0 10px;
    flex: 1;
    margin: 0;
    overflow: hidden;
  }
`;

const Item = styled.div`
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
    flex-direction: row;
    align-items: baseline;
    gap: 4px;
    line-height: 1.35;
    font-size: 0.75rem;

    dt {
      font-size: 0.68rem;
    }
    [data-short] > span {
      ${VISUALLY_HIDDEN};
    }
    [data-short]::after {
      content: attr(data-short) / '';
    }
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-left: auto;

  ${media.mobile} {
    gap: 2px;
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
    min-width: 36px;
    padding: 0 4px;
  }
`;

const Icon = styled.span`
  font-size: 1.1rem;
  line-height: 1;
`;

/** The button's name: beside its icon on a desktop, read out only on a phone. */
const Label = styled.span`
  ${hiddenOnPhone}
`;
