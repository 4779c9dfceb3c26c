import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueGame } from '@/tests/fixtures/catalogue';
import { member, pageState } from '@/tests/fixtures/games';
import { fakeProxy } from '@/tests/utils/proxy';
import type { CatalogueGame, ExtensionFeature } from '@/lib/contract';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { showcaseArg } from './collections';
import { PlayerRows, ShowcaseRows } from './LobbyRows';

vi.mock('sweetalert2', () => ({
  default: {
    fire: vi.fn(async () => ({ isConfirmed: true })),
    close: vi.fn(),
    isVisible: () => false,
    showLoading: vi.fn(),
  },
}));

const game = (code: string, ko: string, en: string) =>
  catalogueGame(code, { ko, en }, { company: 'jade-dragon', provider: { ko: '옥룡 게이밍', en: 'Jade Dragon' } });
const many = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => game(`${prefix}-${i}`, `${prefix} 게임 ${i}`, `${prefix} game ${i}`));

const ALL: ExtensionFeature[] = ['game-search', 'favorite-games', 'recent-games'];
const search = (sort: 'new' | 'popular', games: CatalogueGame[]) => ({
  endpointName: 'searchGames',
  arg: showcaseArg(sort),
  value: { status: 'success', games, nextCursor: null, total: games.length, facets: { companies: [], tags: [] } },
});
const showcases = [
  search('new', [game('neon-koi', '네온 코이', 'Neon Koi')]),
  search('popular', [game('super-panda', '슈퍼 판다', 'Super Panda')]),
];
const recent = (games: CatalogueGame[]) => ({
  endpointName: 'recentGames',
  arg: undefined,
  value: { status: 'success', games },
});
const favorites = (games: CatalogueGame[]) => ({
  endpointName: 'favoriteGames',
  arg: undefined,
  value: { status: 'success', games },
});

/** The page as the server rendered it: the features get-site-config named and the data it loaded. */
function lobby({
  who = null,
  features = ALL,
  entries = [],
}: {
  who?: ReturnType<typeof member> | null;
  features?: ExtensionFeature[];
  entries?: NonNullable<Parameters<typeof pageState>[0]>['entries'];
} = {}) {
  const state = pageState({ member: who, entries });
  return { ...state, page: { ...state.page!, features } };
}

const rows = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const row = (name: string) => screen.getByRole('region', { name });

let proxy: ReturnType<typeof fakeProxy>;
beforeEach(() => {
  proxy = fakeProxy({});
});
afterEach(() => proxy.restore());

function renderRows(initialState: ReturnType<typeof lobby>, locale: 'ko' | 'en' = 'ko') {
  return renderWithProviders(
    <>
      <PlayerRows />
      <ShowcaseRows />
    </>,
    { initialState, locale },
  );
}

describe('the lobby rows', () => {
  it('show a visitor New and Popular from the server, each with "see all" to /game in its order, and ask nothing', () => {
    renderRows(lobby({ entries: showcases }));
    expect(rows()).toEqual(['신규 게임', '인기 게임']);
    expect(within(row('신규 게임')).getByRole('button', { name: '네온 코이 옥룡 게이밍' })).toBeTruthy();
    expect(within(row('신규 게임')).getByRole('link', { name: '신규 게임 전체 보기' }).getAttribute('href')).toBe(
      '/game?sort=new',
    );
    expect(within(row('인기 게임')).getByRole('link', { name: '인기 게임 전체 보기' }).getAttribute('href')).toBe(
      '/game?sort=popular',
    );
    expect(proxy.calls).toEqual([]);
  });

  it('show a member Recently played (last launched first) and Favourites above them, in the page’s language', () => {
    renderRows(
      lobby({
        who: member(),
        entries: [
          ...showcases,
          recent([game('mega-koi', '메가 코이', 'Mega Koi'), game('ice-wolf', '아이스 울프', 'Ice Wolf')]),
          favorites([game('ice-wolf', '아이스 울프', 'Ice Wolf')]),
        ],
      }),
      'en',
    );
    expect(rows()).toEqual(['Recently played', 'Favourites', 'New games', 'Popular games']);
    const played = within(row('Recently played')).getAllByRole('listitem');
    expect(played.map((item) => within(item).getAllByRole('button')[0].textContent)).toEqual([
      expect.stringContaining('Mega Koi'),
      expect.stringContaining('Ice Wolf'),
    ]);
    expect(
      within(row('Favourites')).getByRole('button', { name: 'Favourite: Ice Wolf' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(row('Recently played')).queryByRole('link')).toBeNull();
    expect(proxy.calls).toEqual([]);
  });

  it('hide an empty Recently played, and give empty Favourites a hint', () => {
    renderRows(lobby({ who: member(), entries: [...showcases, recent([]), favorites([])] }));
    expect(rows()).toEqual(['즐겨찾기', '신규 게임', '인기 게임']);
    expect(row('즐겨찾기').textContent).toContain('게임의 하트를 누르면 여기에 모아 볼 수 있습니다.');
  });

  it('give a member their own rows after the page: each keeps its place while asked, then shows the games', async () => {
    proxy.restore();
    proxy = fakeProxy({
      'get-recent-games': () => recent([game('mega-koi', '메가 코이', 'Mega Koi')]).value,
      'get-favorite-games': () => ({ httpStatus: 503, code: 'backend_unavailable' }),
    });
    renderRows(lobby({ who: member(), features: ['recent-games', 'favorite-games'] }));
    expect(rows()).toEqual(['최근 플레이한 게임', '즐겨찾기']);
    expect(within(row('최근 플레이한 게임')).getByRole('list', { busy: true })).toBeTruthy();
    expect(
      await within(row('최근 플레이한 게임')).findByRole('button', { name: '메가 코이 옥룡 게이밍' }),
    ).toBeTruthy();
    expect(await within(row('즐겨찾기')).findByText(/일시적으로 정보를 불러올 수 없습니다/)).toBeTruthy();
    expect(proxy.calls.map((call) => call.op).sort()).toEqual(['get-favorite-games', 'get-recent-games']);
  });

  it.each([
    ['a visitor', null],
    ['a member', member()],
  ])(
    'give %s New and Popular after the page: each row keeps its place while its games are asked, then shows them',
    async (_, who) => {
      proxy.restore();
      proxy = fakeProxy({
        'search-games': (params) =>
          search((params as { sort: 'new' | 'popular' }).sort, [
            game(`${(params as { sort: string }).sort}-koi`, '네온 코이', 'Neon Koi'),
          ]).value,
      });
      renderRows(lobby({ who, features: ['game-search'] }));
      expect(rows()).toEqual(['신규 게임', '인기 게임']);
      expect(within(row('신규 게임')).getByRole('list', { busy: true })).toBeTruthy();
      expect(within(row('신규 게임')).queryAllByRole('button')).toEqual([]);
      expect(within(row('인기 게임')).getByRole('link', { name: '인기 게임 전체 보기' }).getAttribute('href')).toBe(
        '/game?sort=popular',
      );
      expect(await within(row('인기 게임')).findByRole('button', { name: '네온 코이 옥룡 게이밍' })).toBeTruthy();
      expect(within(row('신규 게임')).queryByRole('list', { busy: true })).toBeNull();
      expect(proxy.of('search-games').map((call) => call.params)).toEqual([showcaseArg('new'), showcaseArg('popular')]);
    },
  );

  it('show nothing of a backend without the extensions (get-site-config answered 404), and ask it nothing', () => {
    renderRows(lobby({ who: member(), features: [] }));
    expect(rows()).toEqual([]);
    expect(proxy.calls).toEqual([]);
  });

  it('show only the features the backend names', () => {
    renderRows(
      lobby({
        who: member(),
        features: ['recent-games'],
        entries: [recent([game('mega-koi', '메가 코이', 'Mega Koi')])],
      }),
    );
    expect(rows()).toEqual(['최근 플레이한 게임']);
    expect(within(row('최근 플레이한 게임')).queryByRole('button', { name: /즐겨찾기/ })).toBeNull();
  });

  it('hide a row whose server load failed, without asking again', () => {
    const state = lobby({ entries: [showcases[1]] });
    renderRows({ ...state, page: { ...state.page, failed: ['search-games'] } });
    expect(rows()).toEqual([]);
    expect(proxy.calls).toEqual([]);
  });

  it('show 12 games of a long row, and all of them when asked', async () => {
    renderRows(lobby({ who: member(), features: ['favorite-games'], entries: [favorites(many(15, 'fav'))] }));
    const favs = row('즐겨찾기');
    expect(within(favs).getAllByRole('listitem')).toHaveLength(12);
    const toggle = within(favs).getByRole('button', { name: '모두 보기 (15)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(within(favs).getAllByRole('listitem')).toHaveLength(15);
    expect(within(favs).getByRole('button', { name: '접기' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('ask for Recently played again after a launch (open-game invalidates it), so the game comes first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      proxy.restore();
      const launched = game('ice-wolf', '아이스 울프', 'Ice Wolf');
      proxy = fakeProxy({
        'open-game': () => ({ status: 'success', gameUrl: 'https://backend.test/demo-game/ice-wolf?ticket=t' }),
        'get-recent-games': () => ({ status: 'success', games: [launched] }),
      });
      vi.spyOn(window, 'open').mockReturnValue(null);
      renderRows(
        lobby({ who: member(), features: ['game-search', 'recent-games'], entries: [recent([]), ...showcases] }),
      );
      expect(rows()).toEqual(['신규 게임', '인기 게임']);
      await userEvent.click(within(row('신규 게임')).getByRole('button', { name: '네온 코이 옥룡 게이밍' }));
      expect(await screen.findByRole('region', { name: '최근 플레이한 게임' })).toBeTruthy();
      expect(within(row('최근 플레이한 게임')).getByRole('button', { name: '아이스 울프 옥룡 게이밍' })).toBeTruthy();
      expect(proxy.calls.map((call) => call.op)).toEqual(['open-game', 'get-recent-games']);
    } finally {
      vi.useRealTimers();
    }
  });
});
