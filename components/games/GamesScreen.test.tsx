import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextRouter } from 'next/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueGame } from '@/lib/contract';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { filtersFromQuery, searchArg } from './catalogueQuery';
import { catalogueGame, withFeatures } from '@/tests/fixtures/catalogue';
import { GamesScreen } from './GamesScreen';
import { company, game, pageState, vendor } from '@/tests/fixtures/games';
import { fakeProxy } from '@/tests/utils/proxy';
import { requestsSettled } from '@/tests/utils/settled';

vi.mock('sweetalert2', () => ({
  default: {
    fire: vi.fn(async () => ({ isConfirmed: true })),
    close: vi.fn(),
    isVisible: () => false,
    showLoading: vi.fn(),
  },
}));

const casino = [
  vendor('aurora', '오로라 라이브', 'Aurora Live'),
  vendor('golden-lotus', '골든 로터스', 'Golden Lotus'),
  vendor('dragon', '드래곤 펄', 'Dragon Pearl'),
];
const slots = [company('jade', '옥룡 게이밍', 'Jade Dragon'), company('thunder', '썬더 릴', 'Thunder Reels', 'n')];

let proxy: ReturnType<typeof fakeProxy>;
beforeEach(() => {
  proxy = fakeProxy({});
});
afterEach(() => proxy.restore());

function render(
  query: Record<string, string>,
  entries: { endpointName: string; arg: unknown; value: unknown }[],
  locale: 'ko' | 'en' = 'ko',
) {
  return renderWithProviders(<GamesScreen />, {
    initialState: pageState({ entries }),
    locale,
    router: { pathname: '/game', asPath: '/game', query },
  });
}

const grid = () => within(screen.getByRole('main')).getByRole('list');

describe('GamesScreen', () => {
  it('shows the category as a grid and filters it as the player types', async () => {
    render({ category: 'casino' }, [
      { endpointName: 'casinoList', arg: undefined, value: { status: 'success', casiono: casino } },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: '카지노' })).toBeTruthy();
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '카지노' }).getAttribute('aria-current')).toBe('page');

    await userEvent.type(screen.getByRole('searchbox', { name: '게임 검색' }), 'golden');
    expect(
      within(grid())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('골든 로터스')]);
    expect(screen.getByRole('status').textContent).toBe('검색 결과 1개');

    await userEvent.clear(screen.getByRole('searchbox', { name: '게임 검색' }));
    await userEvent.type(screen.getByRole('searchbox', { name: '게임 검색' }), '없음');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe("'없음'에 해당하는 게임이 없습니다.");
    expect(proxy.calls).toEqual([]);
  });

  it('starts from ?q= so the search also works without JavaScript', () => {
    render(
      { category: 'casino', q: 'dragon' },
      [{ endpointName: 'casinoList', arg: undefined, value: { status: 'success', casiono: casino } }],
      'en',
    );
    expect(
      within(grid())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Dragon Pearl')]);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/en/game');
    expect(form.getAttribute('method')).toBe('get');
  });

  it('links each slot company to its own games page', () => {
    render({ category: 'slot' }, [
      { endpointName: 'slotList', arg: undefined, value: { status: 'success', slot: slots } },
    ]);
    expect(screen.getByRole('link', { name: '옥룡 게이밍' }).getAttribute('href')).toBe(
      '/game?category=slot&company=jade',
    );
    expect(screen.getByRole('link', { name: /썬더 릴/ }).textContent).toContain('점검중');
  });

  it('shows a slot company’s games with the launch buttons', () => {
    render({ category: 'slot', company: 'jade' }, [
      { endpointName: 'slotList', arg: undefined, value: { status: 'success', slot: slots } },
      {
        endpointName: 'slotGames',
        arg: 'jade',
        value: {
          status: 'success',
          games: [game('mega-koi', '메가 코이', 'Mega Koi'), game('ice-wolf', '아이스 울프', 'Ice Wolf', 'n')],
        },
      },
    ]);
    expect(screen.getByRole('heading', { name: '옥룡 게이밍 게임 목록' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '메가 코이' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /아이스 울프/ }).textContent).toContain('점검중');
    expect(screen.getByRole('link', { name: '슬롯 게임사 목록' }).getAttribute('href')).toBe('/game?category=slot');
  });

  it('says a slot company that does not exist does not exist, asking nothing', async () => {
    const { store } = render(
      { category: 'slot', company: 'does-not-exist' },
      [{ endpointName: 'slotList', arg: undefined, value: { status: 'success', slot: slots } }],
      'en',
    );
    expect(screen.getByRole('status').textContent).toBe(
      'There is no game provider called “does-not-exist”. Choose a slot provider from the menu.',
    );
    await requestsSettled(store);
    expect(proxy.calls).toEqual([]);
  });

  it('says sports are coming soon when get-sport-setting has none', () => {
    render({ category: 'sport' }, [
      { endpointName: 'sportList', arg: undefined, value: { status: 'success', sport: [] } },
    ]);
    expect(screen.getByText('스포츠 게임은 곧 오픈합니다. 조금만 기다려 주세요.')).toBeTruthy();
  });

  it('lists sports vendors when there are some, and reports a failed load', () => {
    const { unmount } = render(
      { category: 'sport' },
      [
        {
          endpointName: 'sportList',
          arg: undefined,
          value: { status: 'success', sport: [vendor('victory', '빅토리 스포츠', 'Victory Sports')] },
        },
      ],
      'en',
    );
    expect(screen.getByRole('button', { name: 'Victory Sports' })).toBeTruthy();
    unmount();
    renderWithProviders(<GamesScreen />, {
      initialState: { ...pageState(), page: { failed: ['get-sport-setting'] } },
      router: { pathname: '/game', query: { category: 'sport' } },
    });
    expect(screen.getAllByRole('status').some((node) => node.textContent?.includes('일시적으로'))).toBe(true);
  });
});

describe('GamesScreen with the catalogue (game-search)', () => {
  const dragon = catalogueGame('diamond-dragon', { ko: '다이아몬드 드래곤', en: 'Diamond Dragon' });
  const superDragon = catalogueGame(
    'super-dragon',
    { ko: '슈퍼 드래곤', en: 'Super Dragon' },
    { company: 'astro-play', provider: { ko: '아스트로 플레이', en: 'Astro Play' } },
  );
  const third = catalogueGame('dragon-legend', { ko: '드래곤 레전드', en: 'Dragon Legend' });
  const facets = {
    companies: [
      { company: 'nova-gaming', names: { ko: '노바 게이밍', en: 'Nova Gaming' }, count: 2 },
      { company: 'astro-play', names: { ko: '아스트로 플레이', en: 'Astro Play' }, count: 1 },
    ],
    tags: [{ tag: 'jackpot', count: 1 }],
  };
  const answer = (games: CatalogueGame[], total: number, nextCursor: string | null = null) => ({
    status: 'success',
    games,
    total,
    nextCursor,
    facets,
  });

  /** Without a `replace` of the test's own, a replace moves the URL and renders the page again, as Next's shallow one does. */
  function renderSearch(
    query: Record<string, string>,
    value: unknown,
    {
      locale = 'ko',
      replace,
      push,
      more = [],
    }: {
      locale?: 'ko' | 'en';
      replace?: NextRouter['replace'];
      push?: NextRouter['push'];
      more?: { cursor: string; value: unknown }[];
    } = {},
  ) {
    const arg = searchArg(filtersFromQuery(query), locale);
    // The server's prefetch: the search's entry with the first page and any further ones the URL named.
    const results = {
      pages: [value, ...more.map((page) => page.value)],
      pageParams: [null, ...more.map((page) => page.cursor)],
    };
    const initialState = withFeatures(pageState({ entries: [{ endpointName: 'searchPages', arg, value: results }] }), [
      'game-search',
      'favorite-games',
    ]);
    const follow: NextRouter['replace'] = async (url) => {
      view.router.query = (url as { query: NextRouter['query'] }).query;
      view.rerender(<GamesScreen />);
      return true;
    };
    const view = renderWithProviders(<GamesScreen />, {
      initialState,
      locale,
      router: { pathname: '/game', asPath: '/game', query, replace: replace ?? follow, push: push ?? follow },
    });
    return view;
  }

  it('shows the server’s first page with its count and the text in the box, asking nothing again', async () => {
    const { store } = renderSearch({ category: 'slot', q: '드래곤' }, answer([dragon, superDragon], 2));
    expect(screen.getByRole('heading', { level: 1, name: '슬롯' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: '게임 검색' }) as HTMLInputElement).value).toBe('드래곤');
    expect(screen.getByRole('status').textContent).toBe('게임 2개');
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '슈퍼 드래곤 아스트로 플레이' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '전체' }).getAttribute('href')).toBe(
      `/game?q=${encodeURIComponent('드래곤')}`,
    );
    expect(screen.getByRole('link', { name: '슬롯' }).getAttribute('aria-current')).toBe('page');
    await requestsSettled(store);
    expect(proxy.calls).toEqual([]);
  });

  it('names games in English on /en, and keeps the no-JavaScript form a GET of /en/game', () => {
    renderSearch({ q: 'dragon' }, answer([dragon], 1), { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'All games' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 game found');
    expect(screen.getByRole('button', { name: 'Diamond Dragon Nova Gaming' })).toBeTruthy();
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/en/game');
    expect(form.getAttribute('method')).toBe('get');
    expect(
      within(form)
        .getByRole('checkbox', { name: /Astro Play/ })
        .getAttribute('name'),
    ).toBe('company');
    expect(
      within(form)
        .getByRole('checkbox', { name: /Jackpot/ })
        .getAttribute('name'),
    ).toBe('tag');
    expect(within(form).getByRole('combobox', { name: 'Sort by' }).getAttribute('name')).toBe('sort');
  });

  it('puts the typed text into the URL 300 ms after the last key, as a new history entry; more typing replaces it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const push = vi.fn(async () => true);
      const replace = vi.fn(async () => true);
      renderSearch({ category: 'slot' }, answer([dragon, superDragon], 2), { push, replace });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByRole('searchbox', { name: '게임 검색' }), '드래곤');
      await act(() => vi.advanceTimersByTimeAsync(250));
      expect(push).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(60));
      expect(push).toHaveBeenCalledTimes(1);
      expect(push).toHaveBeenCalledWith({ pathname: '/game', query: { category: 'slot', q: '드래곤' } }, undefined, {
        shallow: true,
        scroll: false,
      });
      await user.type(screen.getByRole('searchbox', { name: '게임 검색' }), ' 킹');
      await act(() => vi.advanceTimersByTimeAsync(310));
      expect(push).toHaveBeenCalledTimes(1);
      expect(replace).toHaveBeenCalledWith(
        { pathname: '/game', query: { category: 'slot', q: '드래곤 킹' } },
        undefined,
        { shallow: true, scroll: false },
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the provider counts only once the list is opened, which the URL keeps; without JavaScript a link asks', async () => {
    const tagsOnly = { ...answer([dragon, superDragon], 2), facets: { tags: facets.tags } };
    proxy = fakeProxy({
      'search-games': (params) =>
        JSON.stringify(params?.facets ?? null).includes('companies') ? answer([dragon, superDragon], 2) : 'network',
    });
    const view = renderSearch({ q: '드래곤' }, tagsOnly);
    const list = screen.getByText('게임사', { exact: true }).closest('details')!;
    expect(list.open).toBe(false);
    expect(within(list).queryByRole('searchbox')).toBeNull();
    expect(within(list).getByRole('link', { name: '게임사 목록 보기' }).getAttribute('href')).toBe(
      `/game?q=${encodeURIComponent('드래곤')}&providers=1`,
    );

    await userEvent.click(screen.getByText('게임사', { exact: true }));
    await waitFor(() => expect(view.router.query).toMatchObject({ providers: '1' }));
    expect(proxy.of('search-games').map((call) => call.params)).toEqual([
      searchArg(filtersFromQuery({ q: '드래곤', providers: '1' }), 'ko'),
    ]);
    expect(await within(list).findByRole('checkbox', { name: /아스트로 플레이/ })).toBeTruthy();
    expect(within(list).getByRole('searchbox', { name: '게임사 찾기' })).toBeTruthy();
    expect(within(list).queryByRole('link')).toBeNull();
  });

  it('puts the sort, a provider and a tag into the URL, each change on top of the last before the URL has followed', async () => {
    const push = vi.fn(async () => true);
    renderSearch({ q: '드래곤', tag: 'jackpot' }, answer([dragon, superDragon], 2), { push });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '이름순');
    expect(push).toHaveBeenLastCalledWith(
      { pathname: '/game', query: { q: '드래곤', tag: ['jackpot'], sort: 'az' } },
      undefined,
      { shallow: true, scroll: false },
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /아스트로 플레이/ }));
    expect(push).toHaveBeenLastCalledWith(
      { pathname: '/game', query: { q: '드래곤', company: ['astro-play'], tag: ['jackpot'], sort: 'az' } },
      undefined,
      { shallow: true, scroll: false },
    );
    expect((screen.getByRole('checkbox', { name: /아스트로 플레이/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /잭팟/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: /잭팟/ }));
    expect(push).toHaveBeenLastCalledWith(
      { pathname: '/game', query: { q: '드래곤', company: ['astro-play'], sort: 'az' } },
      undefined,
      { shallow: true, scroll: false },
    );
    expect((screen.getByRole('combobox', { name: '정렬' }) as HTMLSelectElement).value).toBe('az');
  });

  it('loads the next page by its cursor and takes the focus to the first new game', async () => {
    proxy.restore();
    proxy = fakeProxy({ 'search-games': (params) => (params?.cursor === 'page-2' ? answer([third], 3) : 'network') });
    const { router } = renderSearch({ q: '드래곤' }, answer([dragon, superDragon], 3, 'page-2'));
    expect(screen.getByText('3개 중 2개 표시')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '더 보기' }));
    expect(router.query).toEqual({ q: '드래곤', pages: '2' });
    await waitFor(() => expect(within(grid()).getAllByRole('listitem')).toHaveLength(3));
    expect(proxy.of('search-games').map((call) => call.params)).toEqual([
      searchArg(filtersFromQuery({ q: '드래곤' }), 'ko', 'page-2'),
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '드래곤 레전드 노바 게이밍' })),
    );
    expect(screen.queryByRole('link', { name: '더 보기' })).toBeNull();
  });

  it('asks for the next page at once on "load more", before the URL has followed', async () => {
    proxy.restore();
    proxy = fakeProxy({ 'search-games': (params) => (params?.cursor === 'page-2' ? answer([third], 3) : 'network') });
    const replace = vi.fn(async () => true);
    renderSearch({ q: '드래곤' }, answer([dragon, superDragon], 3, 'page-2'), { replace });
    await userEvent.click(screen.getByRole('link', { name: '더 보기' }));
    expect(replace).toHaveBeenCalledWith({ pathname: '/game', query: { q: '드래곤', pages: '2' } }, undefined, {
      shallow: true,
      scroll: false,
    });
    await waitFor(() => expect(proxy.of('search-games')).toHaveLength(1));
    expect(proxy.of('search-games')[0].params).toEqual(searchArg(filtersFromQuery({ q: '드래곤' }), 'ko', 'page-2'));
  });

  it('shows the next page the tap asked for even when the router has not followed the URL yet', async () => {
    proxy.restore();
    proxy = fakeProxy({ 'search-games': (params) => (params?.cursor === 'page-2' ? answer([third], 3) : 'network') });
    renderSearch({ q: '드래곤' }, answer([dragon, superDragon], 3, 'page-2'), { replace: vi.fn(async () => true) });
    await userEvent.click(screen.getByRole('link', { name: '더 보기' }));
    await waitFor(() => expect(within(grid()).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('link', { name: '더 보기' })).toBeNull();
  });

  it('keeps a typed search that has not reached the URL yet when "load more" is tapped: its address builds on it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      // The search's push is still on its way (router.query has not followed) when the player taps "load more".
      const push = vi.fn(async () => true);
      const replace = vi.fn(async () => true);
      renderSearch({}, answer([dragon, superDragon], 3, 'page-2'), { push, replace });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByRole('searchbox', { name: '게임 검색' }), '드래곤');
      await act(() => vi.advanceTimersByTimeAsync(310));
      expect(push).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('link', { name: '더 보기' }));
      expect(replace).toHaveBeenLastCalledWith({ pathname: '/game', query: { q: '드래곤', pages: '2' } }, undefined, {
        shallow: true,
        scroll: false,
      });
      // The page shown is not the search's: its next page is not asked for.
      expect(proxy.of('search-games')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is a link to the next page, so a tap before the script runs loads ?pages=2#page-2, which takes the focus to that page', async () => {
    proxy.restore();
    proxy = fakeProxy({ 'search-games': (params) => (params?.cursor === 'page-2' ? answer([third], 3) : 'network') });
    const before = renderSearch({ q: '드래곤' }, answer([dragon, superDragon], 3, 'page-2'));
    expect(screen.getByRole('link', { name: '더 보기' }).getAttribute('href')).toBe(
      `/game?q=${encodeURIComponent('드래곤')}&pages=2#page-2`,
    );
    before.unmount();

    window.location.hash = '#page-2';
    const replace = vi.fn(async () => true);
    renderSearch({ q: '드래곤', pages: '2' }, answer([dragon, superDragon], 3, 'page-2'), { replace });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '드래곤 레전드 노바 게이밍' })),
    );
    // The URL forgets the page it named, so Back to it later leaves the focus alone.
    expect(replace).toHaveBeenCalledWith({ pathname: '/game', query: { q: '드래곤', pages: '2' } }, undefined, {
      shallow: true,
      scroll: false,
    });
    window.location.hash = '';
  });

  it('tries the next page once more by itself; failing again, says so and tries again on request', async () => {
    proxy.restore();
    let answers = 0;
    proxy = fakeProxy({ 'search-games': () => (answers++ < 2 ? 'network' : answer([third], 3)) });
    renderSearch({ q: '드래곤' }, answer([dragon, superDragon], 3, 'page-2'));
    await userEvent.click(screen.getByRole('link', { name: '더 보기' }));
    expect((await screen.findByRole('alert', {}, { timeout: 3_000 })).textContent).toBe(
      '게임을 더 불러오지 못했습니다. 다시 시도해 주세요.',
    );
    expect(proxy.of('search-games')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(within(grid()).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the pages the URL names (Back, reload) from the cache, leaving the focus where it is', async () => {
    const second = { cursor: 'page-2', value: answer([third], 3) };
    const { store } = renderSearch({ q: '드래곤', pages: '2' }, answer([dragon, superDragon], 3, 'page-2'), {
      more: [second],
    });
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: '더 보기' })).toBeNull();
    await requestsSettled(store);
    expect(document.activeElement).toBe(document.body);
    expect(proxy.calls).toEqual([]);
  });

  it('after Back to fewer pages shows only those, and "load more" brings the next again from the cache, asking nothing', async () => {
    const second = { cursor: 'page-2', value: answer([third], 3) };
    const { store } = renderSearch({ q: '드래곤' }, answer([dragon, superDragon], 3, 'page-2'), { more: [second] });
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('link', { name: '더 보기' }));
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(3);
    await requestsSettled(store);
    expect(proxy.calls).toEqual([]);
  });

  it('asks for the pages the URL names one after another when the cache no longer has them', async () => {
    proxy.restore();
    const fourth = catalogueGame('dragon-gate', { ko: '드래곤 게이트', en: 'Dragon Gate' });
    const pages: Record<string, ReturnType<typeof answer>> = {
      'page-2': answer([third], 4, 'page-3'),
      'page-3': answer([fourth], 4),
    };
    proxy = fakeProxy({ 'search-games': (params) => pages[String(params?.cursor)] ?? 'network' });
    renderSearch({ q: '드래곤', pages: '3' }, answer([dragon, superDragon], 4, 'page-2'));
    await waitFor(() => expect(within(grid()).getAllByRole('listitem')).toHaveLength(4));
    expect(proxy.of('search-games').map((call) => call.params?.cursor)).toEqual(['page-2', 'page-3']);
    expect(screen.queryByRole('link', { name: '더 보기' })).toBeNull();
  });

  it('says when nothing matches and offers to clear the filters, keeping the kind', () => {
    renderSearch({ category: 'slot', q: '없는게임', company: 'astro-play' }, answer([], 0));
    expect(screen.getByRole('status').textContent).toBe('게임 0개');
    expect(screen.getByText('조건에 맞는 게임이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '필터 초기화' }).getAttribute('href')).toBe('/game?category=slot');
    expect(screen.queryByRole('list', { name: undefined })).toBeNull();
  });

  it('falls back to the per-provider lists when the backend lacks game-search', async () => {
    const initialState = withFeatures(
      pageState({
        entries: [{ endpointName: 'casinoList', arg: undefined, value: { status: 'success', casiono: casino } }],
      }),
      ['favorite-games'],
    );
    const { store } = renderWithProviders(<GamesScreen />, {
      initialState,
      router: { pathname: '/game', asPath: '/game', query: {} },
    });
    expect(screen.getByRole('heading', { level: 1, name: '카지노' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '전체' })).toBeNull();
    expect(screen.queryByRole('button', { name: /즐겨찾기/ })).toBeNull();
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(3);
    await requestsSettled(store);
    expect(proxy.calls).toEqual([]);
  });
});

describe('GamesScreen with the catalogue, its server load failed', () => {
  it('says the catalogue is unavailable without asking again on load', async () => {
    const initialState = { ...pageState(), page: { failed: ['search-games'], features: ['game-search' as const] } };
    const { store } = renderWithProviders(<GamesScreen />, {
      initialState,
      router: { pathname: '/game', asPath: '/game', query: { q: '드래곤' } },
    });
    expect(screen.getAllByRole('status').some((node) => node.textContent?.includes('일시적으로'))).toBe(true);
    await requestsSettled(store);
    expect(proxy.calls).toEqual([]);
  });
});
