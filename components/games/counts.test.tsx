import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { GamesScreen } from './GamesScreen';
import SlotGamesModal from '@/components/common/games/SlotGamesModal';
import { company, game, pageState, vendor } from '@/tests/fixtures/games';
import { fakeProxy } from '@/tests/utils/proxy';

vi.mock('sweetalert2', () => ({
  default: {
    fire: vi.fn(async () => ({ isConfirmed: true })),
    close: vi.fn(),
    isVisible: () => false,
    showLoading: vi.fn(),
  },
}));

let proxy: ReturnType<typeof fakeProxy>;
beforeEach(() => {
  proxy = fakeProxy({});
});
afterEach(() => proxy.restore());

const casino = [
  vendor('aurora', '오로라 라이브', 'Aurora Live'),
  vendor('dragon', '드래곤 펄', 'Dragon Pearl'),
  vendor('dragon-gate', '드래곤 게이트', 'Dragon Gate'),
];
const slotList = {
  endpointName: 'slotList',
  arg: undefined,
  value: { status: 'success', slot: [company('jade', '옥룡 게이밍', 'Jade Dragon')] },
};

describe('game counts in English', () => {
  it.each([
    ['aurora', '1 result'],
    ['dragon', '2 results'],
  ])('a search for %s says “%s”', (q, text) => {
    renderWithProviders(<GamesScreen />, {
      locale: 'en',
      initialState: pageState({
        entries: [{ endpointName: 'casinoList', arg: undefined, value: { status: 'success', casiono: casino } }],
      }),
      router: { pathname: '/game', asPath: '/game', query: { category: 'casino', q } },
    });
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  const games = [game('mega-koi', '메가 코이', 'Mega Koi'), game('ice-wolf', '아이스 울프', 'Ice Wolf')];
  it.each([
    [1, '1 game'],
    [2, '2 games'],
  ])('a company with %i games says “%s”', (count, text) => {
    renderWithProviders(<SlotGamesModal company="jade" onClose={vi.fn()} />, {
      locale: 'en',
      initialState: pageState({
        entries: [
          slotList,
          { endpointName: 'slotGames', arg: 'jade', value: { status: 'success', games: games.slice(0, count) } },
        ],
      }),
    });
    expect(screen.getByText(text)).toBeTruthy();
  });
});
