import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { network } from '@/tests/utils/proxy';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { member } from '@/tests/fixtures/games';
import { fakeProxy } from '@/tests/fixtures/wallet';
import { protectedPage, sessionSummary } from '@/tests/fixtures/sessionSummary';
import { PlayScreen } from './PlayScreen';
import type { PlayLaunch } from './playPage';

vi.mock('sweetalert2', () => ({ default: { fire: vi.fn(async () => ({})), close: vi.fn(), isVisible: () => false } }));

const ORIGIN = 'https://games.test';
const launch: PlayLaunch = { status: 'success', gameUrl: `${ORIGIN}/demo-game/aurora?ticket=t`, origin: ORIGIN };
const game = { company: 'aurora-co', code: 'aurora', name: '오로라 라이브' };

let proxy: ReturnType<typeof fakeProxy>;
/** The times (fake clock, minutes from the start) the page told the portal the member is playing. */
let reports: number[] = [];
const START = Date.parse('2026-03-01T10:00:00.000Z');
beforeEach(() => {
  reports = [];
  network.use(
    http.post('*/api/activity', () => {
      reports.push(Math.round((Date.now() - START) / 60_000));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  proxy = fakeProxy({
    'get-session-summary': () => sessionSummary({ net: 0 }),
    'transfer-out': () => ({ status: 'success', amount: 0, balance: 0, gameMoney: 0 }),
  });
});
afterEach(() => {
  proxy.restore();
  network.resetHandlers();
});

const playing = () => protectedPage({ member: member({ balance: 0, in_balance: 50_000 }), summary: sessionSummary({ net: 0 }) });

function render(state = playing(), router = {}) {
  renderWithProviders(<PlayScreen launch={launch} game={game} />, { initialState: state, router });
  const frame = screen.getByTitle('게임: 오로라 라이브') as HTMLIFrameElement;
  const post = (data: unknown, { origin = ORIGIN, source = frame.contentWindow as Window | null } = {}) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
  return { frame, post };
}

const gameMoney = () => screen.getByTestId('play-game-money');
const net = () => screen.getByTestId('play-net');

describe('the play page', () => {
  it('frames the game in a sandbox, with nothing allowed beyond it', () => {
    const { frame } = render();
    expect(frame.getAttribute('src')).toBe(launch.gameUrl);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    expect(frame.getAttribute('allow')).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: '오로라 라이브' })).toBeTruthy();
  });

  it('follows the game’s balance and rounds from its origin and its iframe', async () => {
    const { post } = render();
    expect(gameMoney().textContent).toContain('₩50,000');
    await post({ type: 'round', stake: 1_000, win: 3_000 });
    await post({ type: 'balance', gameMoney: 52_000 });
    expect(gameMoney().textContent).toContain('₩52,000');
    expect(screen.getByTestId('play-holdings').textContent).toContain('₩52,000');
    expect(net().textContent).toContain('+₩2,000');
  });

  it('changes nothing for a message from another origin, another window, or with a malformed body', async () => {
    const { post } = render();
    await post({ type: 'balance', gameMoney: 1 }, { origin: 'https://evil.test' });
    await post({ type: 'balance', gameMoney: 2 }, { source: window });
    await post({ type: 'round', stake: 1_000, win: 9_000 }, { source: null });
    await post({ type: 'balance', gameMoney: '3' });
    await post({ type: 'round', stake: -5, win: 0 });
    await post('balance 4');
    expect(gameMoney().textContent).toContain('₩50,000');
    expect(net().textContent).toContain('₩0');
    expect(net().textContent).not.toContain('+');
  });

  it('brings the game money back, once, when the member leaves for another page of the portal (the reality check’s "see my limits")', async () => {
    const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
    const events = {
      on: (name: string, handler: (...args: unknown[]) => void) => void handlers.set(name, (handlers.get(name) ?? new Set()).add(handler)),
      off: (name: string, handler: (...args: unknown[]) => void) => void handlers.get(name)?.delete(handler),
      emit: (name: string, ...args: unknown[]) => handlers.get(name)?.forEach((handler) => handler(...args)),
    };
    render(playing(), { events });
    await act(async () => events.emit('routeChangeStart', '/responsible-gaming'));
    await act(async () => events.emit('routeChangeStart', '/responsible-gaming'));
    await vi.waitFor(() => expect(proxy.of('transfer-out')).toHaveLength(1));
  });

  describe('play counts as activity for the idle limit while the game is in front', () => {
    let visibility: DocumentVisibilityState = 'visible';
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], now: START });
      visibility = 'visible';
      vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });
    const at = (minutes: number) => vi.setSystemTime(START + minutes * 60_000);

    it('tells the portal at most once a minute while the member plays a visible game, past the idle limit', async () => {
      const { post } = render();
      // Rounds 20 seconds apart are one report a minute; then three hours of play, past the idle limit (2 hours by default).
      const rounds = [0, 20 / 60, 40 / 60, 61 / 60, ...Array.from({ length: 36 }, (_, i) => (i + 1) * 5)];
      for (const minute of rounds) {
        at(minute);
        await post({ type: 'round', stake: 1_000, win: 1_000 });
      }
      await vi.waitFor(() => expect(reports).toHaveLength(38));
      expect(reports.slice(0, 3)).toEqual([0, 1, 5]);
      expect(reports.at(-1)).toBe(180);
    });

    it('tells it nothing while the tab is hidden, nor for a message that is not the game’s', async () => {
      const { post } = render();
      visibility = 'hidden';
      for (let minute = 0; minute <= 150; minute += 5) {
        at(minute);
        await post({ type: 'balance', gameMoney: 50_000 });
      }
      visibility = 'visible';
      at(151);
      await post({ type: 'balance', gameMoney: 1 }, { origin: 'https://evil.test' });
      await act(async () => Promise.resolve());
      expect(reports).toEqual([]);
      // Back in front, a click into the game counts again.
      at(152);
      const frame = screen.getByTitle('게임: 오로라 라이브');
      act(() => {
        frame.focus();
        fireEvent.blur(window);
      });
      await vi.waitFor(() => expect(reports).toEqual([152]));
    });
  });

  it('says the launch’s own message instead of the game for a game under maintenance', () => {
    renderWithProviders(<PlayScreen launch={{ status: 'time' }} game={game} />, { initialState: protectedPage() });
    expect(screen.getByRole('alert').textContent).toContain('점검 중인 게임입니다.');
    expect(screen.queryByTitle('게임: 오로라 라이브')).toBeNull();
  });

  it('makes the game inert while a modal dialog is over it', async () => {
    const { frame } = render();
    expect(frame.hasAttribute('inert')).toBe(false);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    await act(async () => {
      document.body.append(dialog);
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(frame.hasAttribute('inert')).toBe(true));
    await act(async () => {
      dialog.remove();
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(frame.hasAttribute('inert')).toBe(false));
  });
});
