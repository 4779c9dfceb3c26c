import { useRouter } from 'next/router';
import { useT } from '@/lib/t';
import { useCallback } from 'react';
import styled, { css } from 'styled-components';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { formatMoney, toAmount } from '@/lib/format';
import { useJackpotQuery } from '@/store/gamesApi';
import { useAppSelector } from '@/store/hooks';
import { selectPageDataFailed } from '@/store/pageSlice';
import { media } from '@/styles/theme';
import { useCountUp } from './useCountUp';

const TIERS = [
  { key: 'mega', label: 'home.jackpotMega' },
  { key: 'major', label: 'home.jackpotMajor' },
  { key: 'minor', label: 'home.jackpotMinor' },
] as const;

type Tier = (typeof TIERS)[number]['key'];

export function Jackpots() {
  const { t } = useT();
  const failed = useAppSelector((s) => selectPageDataFailed(s, 'get-jackpot'));
  const { data } = useJackpotQuery(undefined, { skip: failed });

  return (
    <Section aria-labelledby="jackpot-title">
      <Title id="jackpot-title">{t('home.jackpotTitle')}</Title>
      {failed ? <UnavailableNotice /> : null}
      <Tiles>
        {TIERS.map(({ key, label }) => (
          <Tile key={key} $tier={key}>
            <Label>{t(label)}</Label>
            <Figure target={toAmount(data?.[key])} />
          </Tile>
        ))}
      </Tiles>
    </Section>
  );
}

function Figure({ target }: { target: number }) {
  const { t } = useT();
  const { locale = 'ko' } = useRouter();
  const format = useCallback((value: number) => formatMoney(value, locale, t), [locale, t]);
  const counter = useCountUp<HTMLSpanElement>(target, format);
  const final = format(target);
  // The final figure's width is kept from the start, so nothing around it moves while it counts.
  return (
    <Amount className="tabular" style={{ minWidth: `min(100%, ${final.length}ch)` }}>
      <span aria-hidden="true" ref={counter}>
        {final}
      </span>
      <Hidden>{final}</Hidden>
    </Amount>
  );
}

const Section = styled.section`
  margin-top: 20px;
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1.1rem;
  display: flex;
  align-items: center;
  gap: 8px;

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 4px rgba(255, 107, 107, 0.2);
  }
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;

  @media (min-width: 760px) {
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr);
    gap: 14px;
  }
`;

const tierColors: Record<Tier, [string, string]> = {
  mega: ['#5b2bb8', '#f2c14e'],
  major: ['#1d5fa8', '#7fd1ff'],
  minor: ['#177a5a', '#6cf0bf'],
};

const Tile = styled.div<{ $tier: Tier }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-height: 92px;
  padding: 14px 10px;
  border-radius: 14px;
  text-align: center;
  ${({ $tier }) => {
    const [base, glow] = tierColors[$tier];
    return css`
      background:
        radial-gradient(100% 120% at 50% 0%, ${base}cc, transparent 70%),
        ${({ theme }) => theme.colors.surface};
      border: 1px solid ${glow}55;
      box-shadow: inset 0 1px 0 ${glow}33;
      color: ${glow};
    `;
  }}

  ${({ $tier }) =>
    $tier === 'mega' &&
    css`
      grid-column: 1 / -1;
      min-height: 110px;
      @media (min-width: 760px) {
        grid-column: auto;
      }
    `}

  ${media.desktop} {
    min-height: 112px;
  }
`;

const Label = styled.span`
  font-size: 0.78rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  opacity: 0.95;
`;

const Amount = styled.strong`
  display: inline-block;
  max-width: 100%;
  font-size: clamp(1rem, 4vw, 1.65rem);

  @media (min-width: 760px) {
    font-size: clamp(1.1rem, 1.9vw, 1.65rem);
  }
  font-weight: 800;
  line-height: 1.2;
  white-space: nowrap;
  color: #fff;
  text-shadow: 0 0 18px rgba(255, 255, 255, 0.25);
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
