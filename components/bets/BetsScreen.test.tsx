import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bet } from '@/lib/contract/account';
import type { Locale } from '@/lib/i18n';
import { member } from '@/tests/fixtures/wallet';
import { fakeProxy } from '@/tests/utils/proxy';
import { makeStore } from '@/store';
import { betsApi } from '@/store/betsApi';
import { pageDataFailed, siteConfigured } from '@/store/pageSlice';
import { sessionLoaded } from '@/store/sessionSlice';
import { userApi } from '@/store/userApi';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { BetsScreen } from './BetsScreen';
import { betFilterFromQuery, betGamesArg, betListArg } from './betQuery';
import { requestsSettled } from '@/tests/utils/settled';

const TODAY = '2026-11-22';
const QUERY = { period: 'custom', from: '2026-11-01', to: '2026-11-22' };

const bet = (overrides: Partial<Bet>): Bet => ({
  id: 1,
  company: 'lucky-star',
  code: 'golden-fortune',
  nameKo: '골든 포춘',
  nameEn: 'Golden Fortune',
  stake: 1_000,
  win: 0,
  regDate: '2026-11-22T14:59:00.000Z',
  ...overrides,
});

const BETS = [
  bet({ id: 3, stake: 5_000, win: 15_000, regDate: '2026-11-22T14:59:00.000Z' }),
  bet({
    id: 2,
    stake: 500,
    win: 0,
    regDate: '2026-11-21T03:00:00.000Z',
    company: 'jade-dragon',
    code: 'lucky-panda',
    nameKo: '럭키 판다',
    nameEn: 'Lucky Panda',
  }),
  bet({ id: 1, stake: 1_000, win: 1_000, regDate: '2026-11-20T15:00:00.000Z' }),
];
const listOf = (list: Bet[]) => ({
  status: 'success' as const,
  list,
  maxCount: list.length,
  totals: {
    staked: list.reduce((sum, b) => sum + Number(b.stake), 0),
    won: list.reduce((sum, b) => sum + Number(b.win), 0),
    net: list.reduce((sum, b) => sum + Number(b.win) - Number(b.stake), 0),
  },
});

/** /bets as the server renders it for `query`: the list and the games' sample prefetched, unless the load failed. */
function pageState(query: Record<string, string>, list: Bet[] | 'failed' = BETS) {
  const store = makeStore();
  store.dispatch(sessionLoaded({ authenticated: true }));
  store.dispatch(siteConfigured({ features: ['bet-history'] }));
  store.dispatch(userApi.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: member() }]));
  const filter = betFilterFromQuery(query, TODAY);
  if (list === 'failed') store.dispatch(pageDataFailed('get-bet-list'));
  else {
    store.dispatch(
      betsApi.util.upsertQueryEntries([
        { endpointName: 'betList', arg: betListArg(filter, 'Asia/Seoul'), value: listOf(list) },
        { endpointName: 'betList', arg: betGamesArg(filter, 'Asia/Seoul'), value: listOf(list) },
      ]),
    );
  }
  return store.getState();
}

let proxy: ReturnType<typeof fakeProxy>;
const push = vi.fn(async () => true);

function render({
  query = QUERY as Record<string, string>,
  list = BETS as Bet[] | 'failed',
  locale = 'ko' as Locale,
} = {}) {
  return renderWithProviders(<BetsScreen today={TODAY} />, {
    initialState: pageState(query, list),
    locale,
    router: { pathname: '/bets', query, push },
  });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent);

beforeEach(() => {
  push.mockClear();
  proxy = fakeProxy({ 'get-bet-list': () => listOf([]) });
});
afterEach(() => proxy.restore());

describe('BetsScreen', () => {
  it('shows the server-rendered bets: time in the site’s zone, the game in Korean, stake, win and a signed net; fetching nothing', async () => {
    const { store } = render();
    expect(screen.getByRole('heading', { level: 1, name: '내 베팅 내역' })).toBeTruthy();
    expect(rows().map(cells)).toEqual([
      ['2026-11-22 23:59', '골든 포춘', '₩5,000', '₩15,000', '▲+₩10,000'],
      ['2026-11-21 12:00', '럭키 판다', '₩500', '₩0', '▼-₩500'],
      ['2026-11-21 00:00', '골든 포춘', '₩1,000', '₩1,000', '₩0'],
    ]);
    const totals = screen.getByRole('group', { name: '기간 합계 (2026-11-01 ~ 2026-11-22)' });
    expect(
      within(totals)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['₩6,500', '₩16,000', '▲+₩9,500']);
    expect(screen.getByRole('status').textContent).toBe('베팅 3건');
    await requestsSettled(store);
    expect(proxy.calls).toEqual([]);
  });

  it('names the games in English on the other pages, and offers the games bet on as a filter', () => {
    render({ locale: 'en' });
    expect(rows().map((row) => cells(row)[1])).toEqual(['Golden Fortune', 'Lucky Panda', 'Golden Fortune']);
    const game = screen.getByLabelText('Game') as HTMLSelectElement;
    expect([...game.options].map((option) => option.textContent)).toEqual([
      'All games',
      'Golden Fortune',
      'Lucky Panda',
    ]);
    expect(screen.getByRole('group', { name: /^Totals for the period/ })).toBeTruthy();
  });

  it('puts a new period and game in the address, back on page 1', async () => {
    render({ query: { ...QUERY, page: '2' } });
    await userEvent.click(screen.getByRole('radio', { name: '최근 30일' }));
    expect(screen.queryByLabelText('시작일')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('게임'), '럭키 판다');
    await userEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(push).toHaveBeenCalledWith(
      { pathname: '/bets', query: { period: '30d', company: 'jade-dragon', code: 'lucky-panda' } },
      undefined,
      { shallow: true },
    );
  });

  it('refuses custom dates that make no period, and changes nothing', async () => {
    render();
    const from = screen.getByLabelText('시작일');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-23');
    await userEvent.click(screen.getByRole('button', { name: '조회' }));
    expect((await screen.findByRole('alert')).textContent).toBe('시작일은 종료일보다 늦을 수 없습니다.');
    await userEvent.clear(from);
    await userEvent.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('시작일과 종료일을 모두 선택해 주세요.'));
    expect(push).not.toHaveBeenCalled();
  });

  it('says when the period has no bets, with the way to the games', () => {
    render({ list: [] });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('이 기간에 베팅 내역이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '게임하러 가기' }).getAttribute('href')).toBe('/game');
    expect(screen.getByRole('status').textContent).toBe('베팅 0건');
  });

  it('shows the unavailable notice when the server could not load the bets', () => {
    proxy.restore();
    proxy = fakeProxy({});
    render({ list: 'failed' });
    expect(
      screen.getByText('일시적으로 정보를 불러올 수 없습니다. 잠시 후에도 표시되지 않으면 페이지를 새로 고쳐 주세요.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
