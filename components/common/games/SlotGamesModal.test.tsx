import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import type { CatalogueGame } from '@/lib/contract';
import { catalogueGame } from '@/tests/fixtures/catalogue';
import SlotGamesModal from './SlotGamesModal';
import { companyPage } from './useGameLists';
import { company, game, member, pageState } from '@/tests/fixtures/games';
import { fakeProxy } from '@/tests/utils/proxy';
import { requestsSettled } from '@/tests/utils/settled';

const fire = vi.fn(async (_options?: unknown) => ({ isConfirmed: true }));
vi.mock('sweetalert2', () => ({
  default: { fire: (options: unknown) => fire(options), close: vi.fn(), isVisible: () => false, showLoading: vi.fn() },
}));

const slots = [company('jade', '옥룡 게이밍', 'Jade Dragon'), company('thunder', '썬더 릴', 'Thunder Reels', 'n')];
const games = [game('mega-koi', '메가 코이', 'Mega Koi'), game('ice-wolf', '아이스 울프', 'Ice Wolf', 'n')];

let proxy: ReturnType<typeof fakeProxy>;
beforeEach(() => {
  fire.mockClear();
  proxy = fakeProxy({ 'get-slot-by-company': () => ({ status: 'success', games }) });
});
afterEach(() => proxy.restore());

const slotList = { endpointName: 'slotList', arg: undefined, value: { status: 'success', slot: slots } };

describe('SlotGamesModal', () => {
  it('is a modal dialog named after the company, with the logo, the menu tabs and the games (nameKo for ko)', async () => {
    renderWithProviders(<SlotGamesModal company="jade" onClose={vi.fn()} />, {
      initialState: pageState({
        entries: [slotList, { endpointName: 'slotGames', arg: 'jade', value: { status: 'success', games } }],
      }),
    });
    const dialog = screen.getByRole('dialog', { name: '옥룡 게이밍 게임 목록' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('link', { name: '로얄 카지노 홈' })).toBeTruthy();
    expect(
      within(within(dialog).getByRole('navigation', { name: '회원 메뉴 바로가기' })).getAllByRole('link'),
    ).toHaveLength(7);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/메가 코이$/), expect.stringMatching(/아이스 울프점검중$/)]);
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: '닫기' }));
    expect(proxy.calls).toEqual([]);
  });

  it('uses nameEn outside Korean and fetches the games when the server did not', async () => {
    renderWithProviders(<SlotGamesModal company="jade" onClose={vi.fn()} />, {
      initialState: pageState({ entries: [slotList] }),
      locale: 'en',
    });
    expect(await screen.findByRole('button', { name: 'Mega Koi' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Jade Dragon games' })).toBeTruthy();
    expect(proxy.of('get-slot-by-company')[0].params).toEqual({ company: 'jade' });
  });

  it('closes on Escape and on its close button, and keeps Tab inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<SlotGamesModal company="jade" onClose={onClose} />, {
      initialState: pageState({
        entries: [slotList, { endpointName: 'slotGames', arg: 'jade', value: { status: 'success', games } }],
      }),
    });
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 15; i += 1) {
      await user.tab({ shift: i % 3 === 0 });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('link', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('marks every game of a company under maintenance, whose launch answers msg2002', async () => {
    renderWithProviders(<SlotGamesModal company="thunder" onClose={vi.fn()} />, {
      initialState: pageState({
        member: member(),
        entries: [
          slotList,
          {
            endpointName: 'slotGames',
            arg: 'thunder',
            value: { status: 'success', games: [game('mega-koi', '메가 코이', 'Mega Koi', 'y')] },
          },
        ],
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: /메가 코이/ }));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ text: '점검 중인 게임입니다.' })));
    expect(proxy.of('open-game')).toEqual([]);
    expect(screen.getByRole('button', { name: /메가 코이/ }).textContent).toContain('점검중');
  });

  it('says so when the games cannot be loaded', async () => {
    proxy.restore();
    proxy = fakeProxy({
      'get-slot-by-company': () => ({ httpStatus: 502, body: { status: 'error', code: 'backend_unavailable' } }),
    });
    renderWithProviders(<SlotGamesModal company="jade" onClose={vi.fn()} />, {
      initialState: pageState({ entries: [slotList] }),
    });
    expect((await screen.findByRole('status')).textContent).toMatch(/일시적으로 정보를 불러올 수 없습니다/);
  });

  it.each([
    ['ko', '‘nope’ 게임사는 없습니다. 메뉴에서 슬롯 게임사를 골라 주세요.'],
    ['en', 'There is no game provider called “nope”. Choose a slot provider from the menu.'],
  ] as const)(
    'says in %s that a company the slot list does not name does not exist, asking nothing',
    async (locale, text) => {
      const { store } = renderWithProviders(<SlotGamesModal company="nope" onClose={vi.fn()} />, {
        initialState: pageState({ entries: [slotList] }),
        locale,
      });
      expect(screen.getByRole('status').textContent).toBe(text);
      await requestsSettled(store);
      expect(proxy.calls).toEqual([]);
    },
  );

  it('says the company does not exist when the backend refuses it', async () => {
    proxy.restore();
    proxy = fakeProxy({
      'get-slot-by-company': () => ({
        httpStatus: 400,
        body: { status: 'error', code: 'bad_request', field: 'company' },
      }),
      'get-slot-setting': () => 'network',
    });
    renderWithProviders(<SlotGamesModal company="nope" onClose={vi.fn()} />);
    expect((await screen.findByRole('status')).textContent).toBe(
      '‘nope’ 게임사는 없습니다. 메뉴에서 슬롯 게임사를 골라 주세요.',
    );
  });
});

describe('SlotGamesModal with the game-search extension', () => {
  const jadeGame = (code: string, ko: string, en: string) =>
    catalogueGame(code, { ko, en }, { company: 'jade', provider: { ko: '옥룡 게이밍', en: 'Jade Dragon' } });
  const numbered = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => jadeGame(`game-${from + i}`, `게임 ${from + i}`, `Game ${from + i}`));
  const answer = (games: CatalogueGame[], nextCursor: string | null, total = 50) => ({
    status: 'success',
    games,
    nextCursor,
    total,
    facets: { companies: [], tags: [] },
  });
  const firstPage = (value: ReturnType<typeof answer>, code = 'jade') => ({
    endpointName: 'searchGames',
    arg: companyPage(code),
    value,
  });
  const searching = (
    entries: NonNullable<Parameters<typeof pageState>[0]>['entries'],
    who?: ReturnType<typeof member>,
  ) => {
    const state = pageState({ member: who, entries: [slotList, ...(entries ?? [])] });
    return { ...state, page: { ...state.page!, features: ['game-search' as const] } };
  };

  it('shows the server’s first page, loads the next by cursor and puts the keyboard on the first new game', async () => {
    const user = userEvent.setup();
    proxy.restore();
    proxy = fakeProxy({
      'search-games': (params) =>
        params?.cursor === 'page-2' ? answer(numbered(48, 2), null) : { httpStatus: 500, body: {} },
    });
    renderWithProviders(<SlotGamesModal company="jade" onClose={vi.fn()} />, {
      initialState: searching([firstPage(answer(numbered(0, 48), 'page-2'))]),
    });
    const dialog = screen.getByRole('dialog', { name: '옥룡 게이밍 게임 목록' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(48);
    expect(within(dialog).getByText('게임 50개')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('50개 중 48개 표시');
    expect(proxy.calls).toEqual([]);

    within(dialog).getByRole('button', { name: '게임 더 보기' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(50));
    expect(proxy.calls.map((call) => call.params)).toEqual([
      { companies: ['jade'], sort: 'popular', limit: 48, cursor: 'page-2', facets: [] },
    ]);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '게임 48' }));
    expect(within(dialog).queryByRole('button', { name: '게임 더 보기' })).toBeNull();
    expect(within(dialog).getByRole('status').textContent).toBe('50개 중 50개 표시');
  });

  it('asks for the first page when the server did not load it, in the page’s language, and not for get-slot-by-company', async () => {
    proxy.restore();
    proxy = fakeProxy({ 'search-games': () => answer([jadeGame('mega-koi', '메가 코이', 'Mega Koi')], null, 1) });
    renderWithProviders(<SlotGamesModal company="jade" onClose={vi.fn()} />, {
      initialState: searching([]),
      locale: 'en',
    });
    expect(await screen.findByRole('button', { name: 'Mega Koi' })).toBeTruthy();
    expect(screen.getByText('1 game')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more games' })).toBeNull();
    expect(proxy.calls.map((call) => call.op)).toEqual(['search-games']);
  });

  it('offers to try again when a further page cannot be loaded, keeping what it has', async () => {
    const user = userEvent.setup();
    let fail = true;
    proxy.restore();
    proxy = fakeProxy({
      'search-games': () =>
        fail
          ? { httpStatus: 502, body: { status: 'error', code: 'backend_unavailable' } }
          : answer(numbered(48, 2), null),
    });
    renderWithProviders(<SlotGamesModal company="jade" onClose={vi.fn()} />, {
      initialState: searching([firstPage(answer(numbered(0, 48), 'page-2'))]),
    });
    await user.click(screen.getByRole('button', { name: '게임 더 보기' }));
    expect(await screen.findByText('게임을 더 불러오지 못했습니다. 다시 시도해 주세요.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(48);
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(50));
  });

  it('marks the games of a company under maintenance, whose launch answers msg2002', async () => {
    renderWithProviders(<SlotGamesModal company="thunder" onClose={vi.fn()} />, {
      initialState: searching(
        [
          firstPage(
            answer([{ ...jadeGame('mega-koi', '메가 코이', 'Mega Koi'), company: 'thunder' }], null, 1),
            'thunder',
          ),
        ],
        member(),
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: /메가 코이/ }));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ text: '점검 중인 게임입니다.' })));
    expect(proxy.of('open-game')).toEqual([]);
  });
});
