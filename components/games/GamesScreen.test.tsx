import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { GamesScreen } from './GamesScreen';
import { company, fakeProxy, game, pageState, vendor } from './testing';

vi.mock('sweetalert2', () => ({ default: { fire: vi.fn(async () => ({ isConfirmed: true })), close: vi.fn(), isVisible: () => false, showLoading: vi.fn() } }));

const casino = [vendor('aurora', '오로라 라이브', 'Aurora Live'), vendor('golden-lotus', '골든 로터스', 'Golden Lotus'), vendor('dragon', '드래곤 펄', 'Dragon Pearl')];
const slots = [company('jade', '옥룡 게이밍', 'Jade Dragon'), company('thunder', '썬더 릴', 'Thunder Reels', 'n')];

let proxy: ReturnType<typeof fakeProxy>;
beforeEach(() => {
  proxy = fakeProxy({});
});
afterEach(() => proxy.restore());

function render(query: Record<string, string>, entries: { endpointName: string; arg: unknown; value: unknown }[], locale: 'ko' | 'en' = 'ko') {
  return renderWithProviders(<GamesScreen />, { initialState: pageState({ entries }), locale, router: { pathname: '/game', asPath: '/game', query } });
}

const grid = () => within(screen.getByRole('main')).getByRole('list');

describe('GamesScreen', () => {
  it('shows the category as a grid and filters it as the player types', async () => {
    render({ category: 'casino' }, [{ endpointName: 'casinoList', arg: undefined, value: { status: 'success', casiono: casino } }]);
    expect(screen.getByRole('heading', { level: 1, name: '카지노' })).toBeTruthy();
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '카지노' }).getAttribute('aria-current')).toBe('page');

    await userEvent.type(screen.getByRole('searchbox', { name: '게임 검색' }), 'golden');
    expect(within(grid()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('골든 로터스')]);
    expect(screen.getByRole('status').textContent).toBe('검색 결과 1개');

    await userEvent.clear(screen.getByRole('searchbox', { name: '게임 검색' }));
    await userEvent.type(screen.getByRole('searchbox', { name: '게임 검색' }), '없음');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe("'없음'에 해당하는 게임이 없습니다.");
    expect(proxy.calls).toEqual([]);
  });

  it('starts from ?q= so the search also works without JavaScript', () => {
    render({ category: 'casino', q: 'dragon' }, [{ endpointName: 'casinoList', arg: undefined, value: { status: 'success', casiono: casino } }], 'en');
    expect(within(grid()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Dragon Pearl')]);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/en/game');
    expect(form.getAttribute('method')).toBe('get');
  });

  it('links each slot company to its own games page', () => {
    render({ category: 'slot' }, [{ endpointName: 'slotList', arg: undefined, value: { status: 'success', slot: slots } }]);
    expect(screen.getByRole('link', { name: '옥룡 게이밍' }).getAttribute('href')).toBe('/game?category=slot&company=jade');
    expect(screen.getByRole('link', { name: /썬더 릴/ }).textContent).toContain('점검중');
  });

  it('shows a slot company’s games with the launch buttons', () => {
    render({ category: 'slot', company: 'jade' }, [
      { endpointName: 'slotList', arg: undefined, value: { status: 'success', slot: slots } },
      { endpointName: 'slotGames', arg: 'jade', value: { status: 'success', games: [game('mega-koi', '메가 코이', 'Mega Koi'), game('ice-wolf', '아이스 울프', 'Ice Wolf', 'n')] } },
    ]);
    expect(screen.getByRole('heading', { name: '옥룡 게이밍 게임 목록' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '메가 코이' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /아이스 울프/ }).textContent).toContain('점검중');
    expect(screen.getByRole('link', { name: '슬롯 게임사 목록' }).getAttribute('href')).toBe('/game?category=slot');
  });

  it('says a slot company that does not exist does not exist, asking nothing', async () => {
    render({ category: 'slot', company: 'does-not-exist' }, [{ endpointName: 'slotList', arg: undefined, value: { status: 'success', slot: slots } }], 'en');
    expect(screen.getByRole('status').textContent).toBe('There is no game provider called “does-not-exist”. Choose a slot provider from the menu.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(proxy.calls).toEqual([]);
  });

  it('says sports are coming soon when get-sport-setting has none', () => {
    render({ category: 'sport' }, [{ endpointName: 'sportList', arg: undefined, value: { status: 'success', sport: [] } }]);
    expect(screen.getByText('스포츠 게임은 곧 오픈합니다. 조금만 기다려 주세요.')).toBeTruthy();
  });

  it('lists sports vendors when there are some, and reports a failed load', () => {
    const { unmount } = render({ category: 'sport' }, [{ endpointName: 'sportList', arg: undefined, value: { status: 'success', sport: [vendor('victory', '빅토리 스포츠', 'Victory Sports')] } }], 'en');
    expect(screen.getByRole('button', { name: 'Victory Sports' })).toBeTruthy();
    unmount();
    renderWithProviders(<GamesScreen />, { initialState: { ...pageState(), page: { failed: ['get-sport-setting'] } }, router: { pathname: '/game', query: { category: 'sport' } } });
    expect(screen.getAllByRole('status').some((node) => node.textContent?.includes('일시적으로'))).toBe(true);
  });
});
