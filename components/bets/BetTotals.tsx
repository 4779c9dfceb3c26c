import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { alpha } from '@/styles/theme';
import { NetMoney } from './parts';
import { useSiteFormat } from '@/store/market';

interface BetTotalsProps {
  totals: { staked: unknown; won: unknown; net: unknown };
  range: string;
}

/** The period's sums over every bet the filter matches, not only the page shown. */
export function BetTotals({ totals, range }: BetTotalsProps) {
  const { t } = useT();
  const fmt = useSiteFormat();
  const title = t('wallet.bets.totals.title');

  return (
    // The group is a wrapper: a role on the <dl> itself would take its terms and descriptions out of the list.
    <Box role="group" aria-label={`${title} (${range})`}>
      <Heading>
        <h2>{title}</h2>
        <span className="tabular">{range}</span>
      </Heading>
      <Figures>
        <div>
          <dt>{t('wallet.bets.totals.staked')}</dt>
          <dd className="tabular" data-testid="bets-staked">
            {fmt.money(totals.staked)}
          </dd>
        </div>
        <div>
          <dt>{t('wallet.bets.totals.won')}</dt>
          <dd className="tabular" data-testid="bets-won">
            {fmt.money(totals.won)}
          </dd>
        </div>
        <div>
          <dt>{t('wallet.bets.totals.net')}</dt>
          <dd data-testid="bets-net">
            <NetMoney amount={totals.net} />
          </dd>
        </div>
      </Figures>
    </Box>
  );
}

const Box = styled.div`
  margin-bottom: 16px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: linear-gradient(
    135deg,
    ${({ theme }) => alpha(theme.colors.accent, 7)},
    ${({ theme }) => theme.colors.surface} 60%
  );
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
  margin-bottom: 12px;

  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  span {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
  margin: 0;

  div {
    min-width: 0;
    padding: 12px;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.background};
  }
  dt {
    font-size: 0.82rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.15rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  dd > span {
    white-space: normal;
  }

  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 6px;

    div {
      display: flex;
      align-items: baseline;
      justify-content: space-between;
      gap: 12px;
      padding: 10px 12px;
    }
    dd {
      margin: 0;
      font-size: 1.05rem;
    }
  }
`;
