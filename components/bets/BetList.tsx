import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import styled, { css } from 'styled-components';
import type { Bet } from '@/lib/contract/account';
import { toAmount } from '@/lib/format';
import { gameName } from '@/lib/launch';
import { VISUALLY_HIDDEN } from '@/styles/globalCss';
import { media } from '@/styles/theme';
import { NetMoney } from './parts';
import { useSiteFormat } from '@/store/market';

/**
 * One row per bet. On a phone each row is a card of two columns whose figures carry their column's name: the game, its
 * time and the stake on the left, the net and the win on the right, so a six-figure amount in Thai still fits at 360 px.
 */
export function BetList({ bets }: { bets: readonly Bet[] }) {
  const { t } = useT();
  const fmt = useSiteFormat();
  const { locale = 'ko' } = useRouter();
  const money = (value: unknown) => fmt.money(value);
  const columns = {
    time: t('wallet.bets.col.time'),
    game: t('wallet.bets.col.game'),
    stake: t('wallet.bets.col.stake'),
    win: t('wallet.bets.col.win'),
    net: t('wallet.bets.col.net'),
  };

  return (
    <Table>
      <caption className="visually-hidden">{t('wallet.bets.list')}</caption>
      <thead>
        <tr>
          {Object.values(columns).map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {bets.map((bet) => (
          <tr key={String(bet.id)}>
            <Time className="tabular">
              <time dateTime={bet.regDate ?? undefined}>{fmt.dateTime(bet.regDate)}</time>
            </Time>
            <Game scope="row">{gameName(bet, locale)}</Game>
            <Figure className="tabular" data-label={columns.stake} $column="stake">
              {money(bet.stake)}
            </Figure>
            <Figure className="tabular" data-label={columns.win} $column="win">
              {money(bet.win)}
            </Figure>
            <Figure data-label={columns.net} $column="net">
              <NetMoney amount={toAmount(bet.win) - toAmount(bet.stake)} />
            </Figure>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 12px 14px;
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  thead th:nth-child(-n + 2) {
    text-align: left;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }

  ${media.mobile} {
    thead {
      ${VISUALLY_HIDDEN}
    }
    tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: 4px 12px;
      padding: 14px 16px;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    th,
    td {
      padding: 0;
      border: 0;
      text-align: left;
    }
  }
`;

const Time = styled.td`
  && {
    text-align: left;
  }
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};

  ${media.mobile} {
    grid-column: 1;
    grid-row: 2;
    font-size: 0.85rem;
  }
`;

const Game = styled.th`
  && {
    text-align: left;
  }
  font-weight: 700;
  overflow-wrap: anywhere;

  ${media.mobile} {
    grid-column: 1;
    grid-row: 1;
    font-size: 1.02rem;
  }
`;

/** On a phone: the stake under the time, the win under the net, and the net beside the game's name. */
const place = {
  stake: css`
    grid-area: 3 / 1;
    margin-top: 6px;
  `,
  win: css`
    grid-area: 3 / 2;
    margin-top: 6px;
    align-items: flex-end;
  `,
  net: css`
    grid-area: 1 / 2 / span 2;
    align-items: flex-end;
  `,
};

const Figure = styled.td<{ $column: keyof typeof place }>`
  white-space: nowrap;

  ${media.mobile} {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    ${({ $column }) => place[$column]}

    &::before {
      content: attr(data-label);
      font-size: 0.78rem;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;
