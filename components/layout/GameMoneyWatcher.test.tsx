import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, pageState } from '@/tests/fixtures/games';
import { gamesApi } from '@/store/gamesApi';
import { api } from '@/store/api';
import { userApi } from '@/store/userApi';
import { BASE_SITE } from '@/store/pageSlice';
import { fakeProxy } from '@/tests/utils/proxy';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { GAME_LEFT_FRESH_MS, GAME_LEFT_KEY } from '@/lib/gameLeft';
import { GameMoneyWatcher } from './GameMoneyWatcher';
import { UserSummary } from './UserSummary';
import { requestsSettled } from '@/tests/utils/settled';

vi.mock('next-auth/react', () => ({ signIn: vi.fn(), signOut: vi.fn() }));
// sweetalert2 is a boundary we do not own.
const fire = vi.fn(async (_options?: unknown) => ({ isConfirmed: true }));
vi.mock('sweetalert2', () => ({
  default: { fire: (options: unknown) => fire(options), close: vi.fn(), isVisible: () => false },
}));

let proxy: ReturnType<typeof fakeProxy>;
afterEach(() => proxy.restore());

const player = member({ userId: 'player1', balance: 20_000 });
const inGame = (gameMoney: number) => ({
  status: 'success',
  gameMoney,
  balance: 20_000,
  rolling: 0,
  userId: 'player1',
});
const entry = (gameMoney: number) => ({ endpointName: 'inGameBalance', arg: undefined, value: inGame(gameMoney) });

describe('GameMoneyWatcher', () => {
  it('asks nothing on load when the server render brought the game money, and refreshes it after a game launch', async () => {
    let held = 0;
    proxy = fakeProxy({
      'get-in-game-balance': () => inGame(held),
      'open-game': () => ({ status: 'success', gameUrl: 'https://backend.test/demo-game/x' }),
    });
    const { store } = renderWithProviders(
      <>
        <GameMoneyWatcher />
        <UserSummary member={player} />
      </>,
      { initialState: pageState({ member: player, entries: [entry(0)] }) },
    );
    expect(screen.getByTestId('holdings').textContent).toBe('₩20,000');
    await requestsSettled(store);
    expect(proxy.calls).toEqual([]);

    held = 5_000;
    await act(async () => {
      await store.dispatch(gamesApi.endpoints.openGame.initiate({ code: 'x', company: 'jade', timeStemp: 1 }));
    });
    await waitFor(() => expect(screen.getByTestId('holdings').textContent).toBe('₩25,000'));
    expect(proxy.of('get-in-game-balance')).toHaveLength(1);
  });

  it('fetches the game money for a member whose page came without it, and never for a visitor', async () => {
    proxy = fakeProxy({ 'get-in-game-balance': () => inGame(1_500) });
    const visitor = renderWithProviders(<GameMoneyWatcher />, { initialState: pageState() });
    await requestsSettled(visitor.store);
    expect(proxy.calls).toEqual([]);
    visitor.unmount();

    renderWithProviders(
      <>
        <GameMoneyWatcher />
        <UserSummary member={player} />
      </>,
      { initialState: pageState({ member: player }) },
    );
    await waitFor(() => expect(screen.getByTestId('holdings').textContent).toBe('₩21,500'));
  });
});

describe('game money left behind on a site that plays in the page', () => {
  const left = member({ userId: 'player1', balance: 0, in_balance: 7_000 });
  const inPage = (current = left, gameLaunch: 'page' | 'window' = 'page', entries = [entry(7_000)]) => {
    const state = pageState({ member: current, entries });
    return { ...state, page: { ...state.page!, site: { ...BASE_SITE, gameLaunch } } };
  };
  const texts = () => fire.mock.calls.map(([options]) => (options as { text: string }).text);
  afterEach(() => {
    fire.mockClear();
    sessionStorage.clear();
  });

  it('asks once per tab, at its own next look, whether to bring it back, and brings it back on yes', async () => {
    proxy = fakeProxy({
      'get-in-game-balance': () => inGame(7_000),
      'transfer-out': () => ({ status: 'success', amount: 7_000, balance: 7_000, gameMoney: 0 }),
    });
    const first = renderWithProviders(<GameMoneyWatcher />, { initialState: inPage() });
    // The server's figure may predate the play page's own transfer-out: nothing is asked on it.
    await requestsSettled(first.store);
    await act(async () => Promise.resolve());
    expect(fire).not.toHaveBeenCalled();
    // The next look (the 30-second refresh, any money change) still finds it.
    first.store.dispatch(api.util.invalidateTags(['GameMoney']));
    await waitFor(() => expect(texts()).toContain('게임에 남아 있는 게임머니: ₩7,000. 지금 보유머니로 가져올까요?'));
    await waitFor(() => expect(texts()).toContain('보유머니로 가져온 게임머니: ₩7,000'));
    expect(proxy.of('transfer-out')).toHaveLength(1);
    first.unmount();

    const second = renderWithProviders(<GameMoneyWatcher />, { initialState: inPage() });
    second.store.dispatch(api.util.invalidateTags(['GameMoney']));
    await waitFor(() => expect(proxy.of('get-in-game-balance')).toHaveLength(2));
    await requestsSettled(second.store);
    expect(fire).toHaveBeenCalledTimes(2);
    expect(proxy.of('transfer-out')).toHaveLength(1);
  });

  it('asks nothing on the play page itself, on a site that plays in a window, or with no game money', async () => {
    let held = 7_000;
    proxy = fakeProxy({ 'get-in-game-balance': () => inGame(held) });
    const views = [
      { held: 7_000, options: { initialState: inPage(), router: { pathname: '/play/[company]/[code]' } } },
      { held: 7_000, options: { initialState: inPage(left, 'window') } },
      { held: 0, options: { initialState: inPage(member({ userId: 'player1', in_balance: 0 })) } },
    ];
    for (const view of views) {
      held = view.held;
      const { store, unmount } = renderWithProviders(<GameMoneyWatcher />, view.options);
      store.dispatch(api.util.invalidateTags(['GameMoney']));
      await requestsSettled(store);
      await act(async () => Promise.resolve());
      unmount();
    }
    expect(proxy.of('get-in-game-balance').length).toBeGreaterThanOrEqual(3);
    expect(fire).not.toHaveBeenCalled();
    expect(proxy.of('transfer-out')).toEqual([]);
  });

  it('sends the transfer-out again when this tab’s play page has just left (its keepalive may be lost), asking nothing', async () => {
    let held = 7_000;
    let arrive = () => {};
    const onItsWay = new Promise<void>((resolve) => (arrive = resolve));
    proxy = fakeProxy({
      'get-in-game-balance': () => inGame(held),
      'transfer-out': async () => {
        await onItsWay;
        const amount = held;
        held = 0;
        return { status: 'success', amount, balance: 7_000, gameMoney: 0 };
      },
    });
    sessionStorage.setItem(GAME_LEFT_KEY, String(Date.now() - 2_000));
    // A page that came without the figure fetches it at once: 7,000 still, while the transfer-out is on its way.
    const { store } = renderWithProviders(<GameMoneyWatcher />, { initialState: inPage(left, 'page', []) });
    await waitFor(() => expect(proxy.of('transfer-out')).toHaveLength(1));
    await waitFor(() => expect(userApi.endpoints.inGameBalance.select()(store.getState()).data?.gameMoney).toBe(7_000));
    await act(async () => Promise.resolve());
    arrive();
    await requestsSettled(store);
    await act(async () => Promise.resolve());
    expect(held).toBe(0);
    expect(userApi.endpoints.inGameBalance.select()(store.getState()).data?.gameMoney).toBe(0);
    expect(fire).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(GAME_LEFT_KEY)).toBeNull();
  });

  it('sends it too when the browser shows a page it kept (Back to it), which does not mount again', async () => {
    proxy = fakeProxy({
      'get-in-game-balance': () => inGame(0),
      'transfer-out': () => ({ status: 'success', amount: 7_000, balance: 7_000, gameMoney: 0 }),
    });
    const { store } = renderWithProviders(<GameMoneyWatcher />, { initialState: inPage() });
    await requestsSettled(store);
    expect(proxy.of('transfer-out')).toEqual([]);
    sessionStorage.setItem(GAME_LEFT_KEY, String(Date.now()));
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await waitFor(() => expect(proxy.of('transfer-out')).toHaveLength(1));
    expect(fire).not.toHaveBeenCalled();
  });

  it('does not send it for a mark from long ago, nor on the play page itself', async () => {
    proxy = fakeProxy({ 'get-in-game-balance': () => inGame(7_000) });
    sessionStorage.setItem(GAME_LEFT_KEY, String(Date.now() - GAME_LEFT_FRESH_MS - 1_000));
    const old = renderWithProviders(<GameMoneyWatcher />, { initialState: inPage() });
    await requestsSettled(old.store);
    old.unmount();
    sessionStorage.setItem(GAME_LEFT_KEY, String(Date.now()));
    const play = renderWithProviders(<GameMoneyWatcher />, {
      initialState: inPage(),
      router: { pathname: '/play/[company]/[code]' },
    });
    await requestsSettled(play.store);
    await act(async () => Promise.resolve());
    expect(proxy.of('transfer-out')).toEqual([]);
  });
});
