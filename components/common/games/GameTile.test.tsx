import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { catalogueGame, withFeatures } from '@/tests/fixtures/catalogue';
import { GameGrid } from './GameTile';
import { member, pageState } from '@/tests/fixtures/games';
import { fakeProxy } from '@/tests/utils/proxy';

// sweetalert2 is a boundary we do not own.
const fire = vi.fn(async (_options?: unknown) => ({ isConfirmed: false }));
vi.mock('sweetalert2', () => ({
  default: { fire: (options: unknown) => fire(options), close: vi.fn(), isVisible: () => false, showLoading: vi.fn() },
}));
const texts = () => fire.mock.calls.map(([options]) => (options as { text: string }).text);

const games = [
  catalogueGame('diamond-dragon', { ko: '다이아몬드 드래곤', en: 'Diamond Dragon', jp: 'ダイヤモンドドラゴン' }),
  catalogueGame('ice-wolf', { ko: '아이스 울프', en: 'Ice Wolf' }, { used: 'n' }),
];

let proxy: ReturnType<typeof fakeProxy> | undefined;
afterEach(() => {
  proxy?.restore();
  fire.mockClear();
});

describe('catalogue tiles', () => {
  it('name the game and its provider in the page’s language, English where the operator gave none', () => {
    const { container } = renderWithProviders(<GameGrid games={games} />, {
      locale: 'jp',
      initialState: withFeatures(pageState(), ['favorite-games']),
    });
    expect(screen.getByRole('button', { name: 'ダイヤモンドドラゴン Nova Gaming' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Ice Wolf/ }).textContent).toContain('メンテナンス中');
    expect(screen.getByRole('button', { name: 'お気に入り：Ice Wolf' })).toBeTruthy();
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager']);
    expect(images[0].getAttribute('width')).toBe('300');
  });

  it('carry the whole name as their title, so variants whose names are cut are told apart', () => {
    const variants = ['D', 'E'].map((letter) =>
      catalogueGame(`wheel-${letter}`, { ko: `라이트닝 머니 휠 ${letter}`, en: `Lightning Money Wheel ${letter}` }),
    );
    renderWithProviders(<GameGrid games={variants} />, { locale: 'en', initialState: pageState() });
    const tiles = screen.getAllByRole('button', { name: /^Lightning Money Wheel/ });
    expect(tiles.map((tile) => tile.getAttribute('title'))).toEqual([
      'Lightning Money Wheel D',
      'Lightning Money Wheel E',
    ]);
  });

  it('load the images of the first row at once and the rest lazily', () => {
    const many = Array.from({ length: 8 }, (_, i) => catalogueGame(`g${i}`, { ko: `게임 ${i}`, en: `Game ${i}` }));
    const { container } = renderWithProviders(<GameGrid games={many} eagerCount={6} />, { initialState: pageState() });
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual([
      ...Array(6).fill('eager'),
      'lazy',
      'lazy',
    ]);
  });

  it('give a visitor the login prompt (msg2001) from the heart, and ask nothing', async () => {
    proxy = fakeProxy({});
    renderWithProviders(<GameGrid games={games} />, { initialState: withFeatures(pageState(), ['favorite-games']) });
    const heart = screen.getByRole('button', { name: '다이아몬드 드래곤 즐겨찾기' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(texts()).toEqual(['로그인 후 이용하실 수 있습니다.']));
    expect(proxy.calls).toEqual([]);
  });

  it('let a member toggle the heart at once, stored on the server', async () => {
    let stored = [games[1]];
    proxy = fakeProxy({
      'get-favorite-games': () => ({ status: 'success', games: stored }),
      'set-favorite-game': async (params) => {
        const { code, on } = params as { code: string; on: boolean };
        stored = on
          ? [games.find((game) => game.code === code)!, ...stored]
          : stored.filter((game) => game.code !== code);
        return { status: 'success', on };
      },
    });
    const initialState = withFeatures(
      pageState({
        member: member(),
        entries: [{ endpointName: 'favoriteGames', arg: undefined, value: { status: 'success', games: stored } }],
      }),
      ['favorite-games'],
    );
    renderWithProviders(<GameGrid games={games} />, { initialState });
    const dragon = screen.getByRole('button', { name: '다이아몬드 드래곤 즐겨찾기' });
    expect(dragon.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: '아이스 울프 즐겨찾기' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(dragon);
    expect(dragon.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(proxy!.of('set-favorite-game').map((call) => call.params)).toEqual([
        { company: 'nova-gaming', code: 'diamond-dragon', on: true },
      ]),
    );
    await waitFor(() => expect(proxy!.of('get-favorite-games')).toHaveLength(1));
    expect(dragon.getAttribute('aria-pressed')).toBe('true');
    expect(texts()).toEqual([]);
  });

  it('turn the heart back when the server refuses, though the list cannot be read again either', async () => {
    const down = () => ({ httpStatus: 502, body: { status: 'error', code: 'backend_unavailable' } });
    proxy = fakeProxy({ 'get-favorite-games': down, 'set-favorite-game': down });
    const initialState = withFeatures(
      pageState({
        member: member(),
        entries: [{ endpointName: 'favoriteGames', arg: undefined, value: { status: 'success', games: [] } }],
      }),
      ['favorite-games'],
    );
    renderWithProviders(<GameGrid games={games} />, { initialState });
    const heart = screen.getByRole('button', { name: '다이아몬드 드래곤 즐겨찾기' });
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
  });

  it('have no heart when the backend does not offer favourites', () => {
    renderWithProviders(<GameGrid games={games} />, {
      initialState: withFeatures(pageState({ member: member() }), ['game-search']),
    });
    expect(screen.queryByRole('button', { name: /즐겨찾기/ })).toBeNull();
    expect(screen.getByRole('button', { name: '다이아몬드 드래곤 노바 게이밍' })).toBeTruthy();
  });
});
