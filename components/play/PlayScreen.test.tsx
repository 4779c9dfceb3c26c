import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProxy, network } from '@/tests/utils/proxy';
import { requestsSettled } from '@/tests/utils/settled';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { member } from '@/tests/fixtures/games';
import { protectedPage, sessionSummary } from '@/tests/fixtures/sessionSummary';
import { alertMessage } from '@/components/common/dialogs';
import { takeGameLeft } from '@/lib/gameLeft';
import { PlayScreen } from './PlayScreen';

const fire = vi.hoisted(() => vi.fn(async (): Promise<object> => ({})));
vi.mock('sweetalert2', () => ({ default: { fire, close: vi.fn(), isVisible: () => false } }));

const ORIGIN = 'https://games.test';
const GAME_URL = `${ORIGIN}/demo-game/aurora?ticket=t`;
const game = { company: 'aurora-co', code: 'aurora', name: '오로라 라이브' };
const props = { game, framable: [ORIGIN], autoStart: true };
let openGame: () => Record<string, unknown>;

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
  openGame = () => ({ status: 'success', gameUrl: GAME_URL });
  proxy = fakeProxy({
    'get-session-summary': () => sessionSummary({ net: 0 }),
    'open-game': () => openGame(),
    'get-in-game-balance': () => ({ status: 'success', gameMoney: 50_000, balance: 0, rolling: 0, userId: 'player1' }),
    'transfer-out': () => ({ status: 'success', amount: 0, balance: 0, gameMoney: 0 }),
  });
});
afterEach(() => {
  proxy.restore();
  network.resetHandlers();
});

const playing = () =>
  protectedPage({ member: member({ balance: 0, in_balance: 50_000 }), summary: sessionSummary({ net: 0 }) });

async function render(state = playing(), router = {}) {
  const { store } = renderWithProviders(<PlayScreen {...props} />, { initialState: state, router });
  const frame = (await screen.findByTitle('게임: 오로라 라이브')) as HTMLIFrameElement;
  // The launch's own refresh (the session's figures, tag GameMoney) is answered before the game speaks.
  await waitFor(() => expect(proxy.of('get-session-summary')).toHaveLength(1));
  await requestsSettled(store);
  const post = (data: unknown, { origin = ORIGIN, source = frame.contentWindow as Window | null } = {}) =>
    act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
  return { frame, post };
}

const gameMoney = () => screen.getByTestId('play-game-money');
const net = () => screen.getByTestId('play-net');

describe('the play page', () => {
  it('frames the game in a sandbox, with nothing allowed beyond it', async () => {
    const { frame } = await render();
    expect(frame.getAttribute('src')).toBe(GAME_URL);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    expect(frame.getAttribute('allow')).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: '오로라 라이브' })).toBeTruthy();
  });

  it('follows the game’s balance and rounds from its origin and its iframe', async () => {
    const { post } = await render();
    expect(gameMoney().textContent).toContain('₩50,000');
    await post({ type: 'round', stake: 1_000, win: 3_000 });
    await post({ type: 'balance', gameMoney: 52_000 });
    await waitFor(() => expect(gameMoney().textContent).toContain('₩52,000'));
    expect(screen.getByTestId('play-holdings').textContent).toContain('₩52,000');
    expect(net().textContent).toContain('+₩2,000');
  });

  it('changes nothing for a message from another origin, another window, or with a malformed body', async () => {
    const { post } = await render();
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
      on: (name: string, handler: (...args: unknown[]) => void) =>
        void handlers.set(name, (handlers.get(name) ?? new Set()).add(handler)),
      off: (name: string, handler: (...args: unknown[]) => void) => void handlers.get(name)?.delete(handler),
      emit: (name: string, ...args: unknown[]) => handlers.get(name)?.forEach((handler) => handler(...args)),
    };
    await render(playing(), { events });
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
      const { post } = await render();
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
      const { post } = await render();
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

  describe('the launch is the page’s own POST, never the page load', () => {
    let visibility: DocumentVisibilityState = 'visible';
    beforeEach(() => {
      visibility = 'visible';
      vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    });
    afterEach(() => vi.restoreAllMocks());
    const showPage = (state: DocumentVisibilityState) =>
      act(() => {
        visibility = state;
        document.dispatchEvent(new Event('visibilitychange'));
      });

    it('launches the game once, through the proxy, when the page comes in front', async () => {
      visibility = 'hidden';
      renderWithProviders(<PlayScreen {...props} />, { initialState: playing() });
      expect(screen.getByRole('status').textContent).toContain('게임을 시작하는 중입니다');
      await act(async () => Promise.resolve());
      expect(proxy.of('open-game')).toHaveLength(0);
      showPage('visible');
      expect(await screen.findByTitle('게임: 오로라 라이브')).toBeTruthy();
      showPage('hidden');
      showPage('visible');
      expect(proxy.of('open-game').map((call) => call.params)).toEqual([
        { code: 'aurora', company: 'aurora-co', timeStemp: expect.any(Number) },
      ]);
    });

    it('keeps the start button off until the page listens, so an early click is not lost', async () => {
      const { serverHtml } = renderWithProviders(<PlayScreen {...props} autoStart={false} />, {
        initialState: playing(),
        hydrated: true,
      });
      expect(serverHtml).toMatch(/<button[^>]*disabled=""[^>]*>게임 시작<\/button>/);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: '게임 시작' }).hasAttribute('disabled')).toBe(false),
      );
    });

    it('waits for the member’s click when another site sent the browser here', async () => {
      renderWithProviders(<PlayScreen {...props} autoStart={false} />, { initialState: playing() });
      expect(screen.getByText(/다른 사이트에서 이 게임 페이지를 열었습니다/)).toBeTruthy();
      await act(async () => Promise.resolve());
      expect(proxy.of('open-game')).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: '게임 시작' }));
      expect(await screen.findByTitle('게임: 오로라 라이브')).toBeTruthy();
      expect(proxy.of('open-game')).toHaveLength(1);
    });

    it('launches nothing for a visitor, and nothing where no game origin may be framed', async () => {
      renderWithProviders(<PlayScreen {...props} />, { initialState: protectedPage({ member: null as never }) });
      expect(screen.getByRole('alert').textContent).toContain('로그인');
      cleanup();
      renderWithProviders(<PlayScreen {...props} framable={[]} />, { initialState: playing() });
      expect(screen.getByRole('alert').textContent).toContain(
        '이 사이트에서는 이 게임을 페이지 안에 표시할 수 없습니다',
      );
      await act(async () => Promise.resolve());
      expect(proxy.of('open-game')).toHaveLength(0);
    });

    it('brings the money back at once from a game of an origin the page may not frame, and says so', async () => {
      openGame = () => ({ status: 'success', gameUrl: 'https://elsewhere.test/game?ticket=t' });
      renderWithProviders(<PlayScreen {...props} />, { initialState: playing() });
      expect((await screen.findByRole('alert')).textContent).toContain(
        '이 사이트에서는 이 게임을 페이지 안에 표시할 수 없습니다',
      );
      expect(screen.queryByTitle('게임: 오로라 라이브')).toBeNull();
      expect(proxy.of('transfer-out')).toHaveLength(1);
    });

    it('brings the game money back as the page goes away (Back, another address, the tab closed), once', async () => {
      await render();
      act(() => {
        window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
        window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
      });
      await vi.waitFor(() => expect(proxy.of('transfer-out')).toHaveLength(1));
      expect(proxy.of('open-game')).toHaveLength(1);
      // …and marks the tab, whose next page sends it again should the browser drop this one.
      expect(takeGameLeft()).toBe(true);
    });
  });

  it('says the launch’s own message instead of the game for a game under maintenance', async () => {
    openGame = () => ({ status: 'time' });
    renderWithProviders(<PlayScreen {...props} />, { initialState: protectedPage() });
    expect((await screen.findByRole('alert')).textContent).toContain('점검 중인 게임입니다.');
    expect(screen.queryByTitle('게임: 오로라 라이브')).toBeNull();
  });

  it('makes the game inert while a message or the deposit dialog is over it, and gives it back after', async () => {
    const { frame } = await render();
    expect(frame.hasAttribute('inert')).toBe(false);
    let answer: (result: object) => void = () => {};
    fire.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const message = alertMessage((key) => key, 'msg2002');
    await vi.waitFor(() => expect(frame.hasAttribute('inert')).toBe(true));
    await act(async () => {
      answer({ isConfirmed: true });
      await message;
    });
    expect(frame.hasAttribute('inert')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '입금' }));
    const dialog = await screen.findByRole('dialog');
    expect(frame.hasAttribute('inert')).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(frame.hasAttribute('inert')).toBe(false);
  });
});
