import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useMemo } from 'react';
import styled from 'styled-components';
import { PageTitle } from '@/components/common/Card';
import { PagedList } from '@/components/common/PagedList';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { PageLayout } from '@/components/layout/PageLayout';
import type { Bet } from '@/lib/contract/account';
import { gameName } from '@/lib/launch';
import { paths } from '@/lib/paths';
import { pageCount } from '@/lib/validation/paging';
import { useBetListQuery } from '@/store/betsApi';
import { useAppSelector } from '@/store/hooks';
import { selectPageDataFailed } from '@/store/pageSlice';
import { BetFilters, type GameChoice } from './BetFilters';
import { BetList } from './BetList';
import {
  BET_PAGE_SIZE,
  betFilterFromQuery,
  betGamesArg,
  betListArg,
  betQueryOf,
  sameGame,
  type BetFilter,
} from './betQuery';
import { BetTotals } from './BetTotals';
import { useMarket } from '@/store/market';

/** The games of the period's latest bets, and the filtered one even when it is not among them. */
function gameChoices(bets: readonly Bet[], filtered: readonly Bet[], filter: BetFilter, locale: string): GameChoice[] {
  const choices = new Map<string, GameChoice>();
  for (const bet of [...filtered, ...bets]) {
    const key = `${bet.company}/${bet.code}`;
    if (!choices.has(key))
      choices.set(key, { company: bet.company, code: bet.code, name: gameName(bet, locale) || bet.code });
  }
  const { game } = filter;
  if (game && ![...choices.values()].some((choice) => sameGame(choice, game)))
    choices.set('', { ...game, name: game.code });
  return [...choices.values()].sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** `today`: the site's date when the server rendered the page (loaders/bets.ts). */
export function BetsScreen({ today }: { today: string }) {
  const { t } = useT();
  const router = useRouter();
  const locale = router.locale ?? 'ko';
  const filter = useMemo(() => betFilterFromQuery(router.query, today), [router.query, today]);
  const { timeZone } = useMarket();
  const { data, isError, isFetching } = useBetListQuery(betListArg(filter, timeZone));
  const { data: sample } = useBetListQuery(betGamesArg(filter, timeZone));
  const failed = useAppSelector((state) => selectPageDataFailed(state, 'get-bet-list'));
  const title = t('wallet.bets.title');
  const bets = data?.list ?? [];
  const pages = pageCount(data?.maxCount, BET_PAGE_SIZE);
  const range =
    filter.fromDay === filter.toDay
      ? filter.fromDay
      : t('wallet.bets.range', { from: filter.fromDay, to: filter.toDay });
  const games = useMemo(
    () => gameChoices(sample?.list ?? [], data?.list ?? [], filter, locale),
    [sample, data, filter, locale],
  );

  const apply = (next: BetFilter) =>
    void router.push({ pathname: router.pathname, query: betQueryOf(next) }, undefined, { shallow: true });

  return (
    <PageLayout title={title}>
      <PageTitle>{title}</PageTitle>
      <Lead>{t('wallet.bets.intro')}</Lead>
      {/* A new filter from the address (Back, a link) starts the form over. */}
      <BetFilters
        key={JSON.stringify(betQueryOf({ ...filter, page: 1 }))}
        filter={filter}
        games={games}
        onApply={apply}
      />
      {data ? (
        <Results aria-busy={isFetching || undefined}>
          <BetTotals totals={data.totals} range={range} />
          <Count role="status" className="tabular">
            {t('wallet.bets.count', { count: Number(data.maxCount) || 0 })}
          </Count>
          <PagedList
            items={bets}
            empty={
              <Empty>
                <p>{t('wallet.bets.empty')}</p>
                <Link href={paths.game}>{t('wallet.bets.play')}</Link>
              </Empty>
            }
            pager={{
              page: filter.page,
              pages,
              label: t('wallet.bets.pager'),
              previousLabel: t('wallet.bets.previous'),
              nextLabel: t('wallet.bets.next'),
            }}
          >
            {(items) => (
              <ListBox>
                <BetList bets={items} />
              </ListBox>
            )}
          </PagedList>
        </Results>
      ) : failed || isError ? (
        <UnavailableNotice />
      ) : null}
    </PageLayout>
  );
}

const Lead = styled.p`
  margin: -8px 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Results = styled.div`
  min-width: 0;
`;

const Count = styled.p`
  margin: 0 0 8px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ListBox = styled.div`
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Empty = styled.div`
  padding: 40px 16px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0 0 12px;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
`;
