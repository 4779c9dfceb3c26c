import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, pageState } from '@/tests/fixtures/games';
import { gamesApi } from '@/store/gamesApi';
import { fakeProxy } from '@/tests/utils/proxy';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { GameMoneyWatcher } from './GameMoneyWatcher';
import { UserSummary } from './UserSummary';
import { requestsSettled } from '@/tests/utils/settled';

vi.mock('next-auth/react', () => ({ signIn: vi.fn(), signOut: vi.fn() }));

let proxy: ReturnType<typeof fakeProxy>;
afterEach(() => proxy.restore());

const player = member({ userId: 'player1', balance: 20_000 });
const inGame = (gameMoney: number) => ({ status: 'success', gameMoney, balance: 20_000, rolling: 0, userId: 'player1' });
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
