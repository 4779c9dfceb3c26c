import { useT } from '@/components/common/translation';
import styled, { css } from 'styled-components';
import { HydrateLater } from '@/components/common/HydrateLater';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { toAmount } from '@/lib/format';
import { useJackpotQuery } from '@/store/gamesApi';
import { useAppSelector } from '@/store/hooks';
import { selectPageDataFailed } from '@/store/pageSlice';
import { alpha, media, type ColorName } from '@/styles/theme';
import { useCountUp } from './useCountUp';
import { useSiteFormat } from '@/store/market';

/** Progressive jackpots grow as players bet: the lobby asks again each minute (the portal shares the answer). */
export const JACKPOT_REFRESH_MS = 60_000;

const TIERS = [
  { key: 'mega', label: 'home.jackpotMega', base: 'jackpotMega', glow: 'accent' },
  { key: 'major', label: 'home.jackpotMajor', base: 'jackpotMajor', glow: 'jackpotMajorGlow' },
  { key: 'minor', label: 'home.jackpotMinor', base: 'jackpotMinor', glow: 'jackpotMinorGlow' },
] as const;

export function Jackpots() {
  const { t } = useT();
  // One formatter for the three figures, stable while language and currency are (a hook per figure would cost more).
  const format = useSiteFormat().money;
  const failed = useAppSelector((s) => selectPageDataFailed(s, 'get-jackpot'));
  const { data } = useJackpotQuery(undefined, { skip: failed, pollingInterval: JACKPOT_REFRESH_MS });
  const targets = TIERS.map(({ key }) => toAmount(data?.[key]));
  const shown = useCountUp(targets);

  return (
    <Section aria-labelledby="jackpot-title">
      <Title id="jackpot-title">{t('home.jackpotTitle')}</Title>
      {failed ? <UnavailableNotice /> : null}
      <Tiles>
        {TIERS.map(({ key, label, base, glow }, index) => (
          <Tile key={key} $mega={key === 'mega'} $base={base} $glow={glow}>
            <Label>{t(label)}</Label>
            <HydrateLater>
              <Figure shown={shown[index] ?? targets[index]} target={targets[index]} format={format} />
            </HydrateLater>
          </Tile>
        ))}
      </Tiles>
    </Section>
  );
}

function Figure({ shown, target, format }: { shown: number; target: number; format: (value: number) => string }) {
  const final = format(target);
  // The final figure's width from the start: nothing around it moves while it counts.
  return (
    <Amount
      className="tabular"
      style={{ minWidth: `min(100%, ${final.length}ch)`, ['--figure-length' as string]: final.length }}
    >
      <span aria-hidden="true">{format(shown)}</span>
      <span className="visually-hidden">{final}</span>
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
    box-shadow: 0 0 0 4px ${({ theme }) => alpha(theme.colors.danger, 20)};
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

const Tile = styled.div<{ $mega: boolean; $base: ColorName; $glow: ColorName }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-height: 92px;
  padding: 14px 10px;
  border-radius: 14px;
  text-align: center;
  container-type: inline-size;
  ${({ theme: { colors }, $base, $glow }) => css`
    background: radial-gradient(100% 120% at 50% 0%, ${alpha(colors[$base], 80)}, transparent 70%), ${colors.surface};
    border: 1px solid ${alpha(colors[$glow], 33.3)};
    box-shadow: inset 0 1px 0 ${alpha(colors[$glow], 20)};
    color: ${colors[$glow]};
  `}

  ${({ $mega }) =>
    $mega &&
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
  /* Sized by the card and the figure's length, with room for fonts whose glyphs round wider at small sizes. */
  font-size: min(1.65rem, calc(100cqi / ((var(--figure-length) + 1) * 0.88)));
  font-variant-numeric: tabular-nums;
  font-weight: 800;
  line-height: 1.2;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textBright};
  text-shadow: 0 0 18px ${({ theme }) => alpha(theme.colors.textBright, 25)};
`;
