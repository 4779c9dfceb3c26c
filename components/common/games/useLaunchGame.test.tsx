import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { protectedPage, sessionSummary } from '@/tests/fixtures/sessionSummary';
import { member, pageState, vendor } from '@/tests/fixtures/games';
import { fakeProxy } from '@/tests/utils/proxy';
import { BASE_SITE } from '@/store/pageSlice';
import { userApi } from '@/store/userApi';
import { VendorCards } from './VendorCards';

// sweetalert2 is a boundary we do not own.
const fire = vi.fn(async (_options?: unknown) => ({ isConfirmed: true }));
const close = vi.fn();
vi.mock('sweetalert2', () => ({
  default: {
    fire: (options: unknown) => fire(options),
    close: () => close(),
    isVisible: () => false,
    showLoading: vi.fn(),
  },
}));

const vendors = [vendor('aurora', '오로라 라이브', 'Aurora Live'), vendor('neon', '네온 룰렛', 'Neon Roulette', 'n')];
const GAME_URL = 'https://backend.test/demo-game/aurora?ticket=abc';
const texts = () => fire.mock.calls.map(([options]) => (options as { text: string }).text);

let proxy: ReturnType<typeof fakeProxy>;
let open: ReturnType<typeof vi.spyOn>;

function render(loggedIn = true, locale: 'ko' | 'en' = 'ko') {
  return renderWithProviders(<VendorCards vendors={vendors} />, {
    initialState: pageState({ member: loggedIn ? member() : null }),
    locale,
  });
}

async function clickAndWait(name: string, ms: number) {
  fireEvent.click(screen.getByRole('button', { name }));
  await waitFor(() => expect(texts()).toContain('게임을 불러오는 중입니다…'));
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  // Fake timers that also follow real time, so Testing Library's own short waits still end.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  fire.mockClear();
  close.mockClear();
  open = vi.spyOn(window, 'open').mockImplementation(() => null);
  proxy = fakeProxy({ 'open-game': () => ({ status: 'success', gameUrl: GAME_URL }) });
});

afterEach(() => {
  proxy.restore();
  open.mockRestore();
  vi.useRealTimers();
});

describe('launching a game on a site that plays in the page (gameLaunch page)', () => {
  it.each([
    ['ko', '/play/aurora-co/aurora'],
    ['en', '/en/play/aurora-co/aurora'],
  ] as const)(
    'shows msg2217 for 4 s, then loads the play page in this tab (%s): no window, no open-game of its own',
    async (locale, path) => {
      const initialState = pageState({ member: member() });
      renderWithProviders(<VendorCards vendors={vendors} />, {
        initialState: {
          ...initialState,
          page: { ...initialState.page!, features: [], site: { ...BASE_SITE, gameLaunch: 'page' } },
        },
        locale,
      });
      fireEvent.click(screen.getByRole('button', { name: locale === 'ko' ? '오로라 라이브' : 'Aurora Live' }));
      await waitFor(() => expect(fire).toHaveBeenCalled());
      await act(() => vi.advanceTimersByTimeAsync(3_800));
      expect(open).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(200));
      await waitFor(() => expect(open).toHaveBeenCalledWith(path, '_self'));
      expect(open).toHaveBeenCalledTimes(1);
      expect(proxy.of('open-game')).toEqual([]);
    },
  );
});

describe('launching a game', () => {
  it('asks a visitor to log in (msg2001) and calls nothing', async () => {
    render(false);
    fireEvent.click(screen.getByRole('button', { name: '오로라 라이브' }));
    await waitFor(() => expect(texts()).toEqual(['로그인 후 이용하실 수 있습니다.']));
    expect(proxy.calls).toEqual([]);
  });

  it('tells a member that a game under maintenance is closed (msg2002) and calls nothing', async () => {
    render();
    fireEvent.click(screen.getByRole('button', { name: /네온 룰렛/ }));
    await waitFor(() => expect(texts()).toEqual(['점검 중인 게임입니다.']));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ icon: 'info' })));
    expect(proxy.calls).toEqual([]);
  });

  it('shows msg2217 for 4 s (still at 3.8 s) with the click time as timeStemp, then opens a 1400 × 800 window', async () => {
    render();
    const before = Date.now();
    await clickAndWait('오로라 라이브', 3_800);
    const [{ params }] = proxy.of('open-game');
    expect(params).toMatchObject({ code: 'aurora', company: 'aurora-co' });
    expect(Number(params?.timeStemp)).toBeGreaterThanOrEqual(before);
    expect(Number(params?.timeStemp)).toBeLessThanOrEqual(Date.now());
    expect(open).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(open).toHaveBeenCalledWith(GAME_URL, 'portal-game', 'width=1400,height=800'));
    expect(close).toHaveBeenCalled();
    expect(texts()).toEqual(['게임을 불러오는 중입니다…']);
  });

  it('loads every launch into the one named game window, which keeps its opener so the next game can replace it', async () => {
    const game = { opener: window as Window | null };
    open.mockImplementation(() => game as unknown as Window);
    render();
    await clickAndWait('오로라 라이브', 4_000);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    await clickAndWait('오로라 라이브', 4_000);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(open.mock.calls.map((call: unknown[]) => call[1])).toEqual(['portal-game', 'portal-game']);
    expect(game.opener).toBe(window);
  });

  it('asks for the member’s money as soon as the game window is closed, not at the next health check', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    const game = { closed: false, opener: window as Window | null };
    open.mockImplementation(() => game as unknown as Window);
    proxy.restore();
    proxy = fakeProxy({
      'open-game': () => ({ status: 'success', gameUrl: GAME_URL }),
      'health-check': () => member({ balance: 19_000 }),
    });
    const { store } = render();
    // The header's subscription to the member's figures (its 30-second health check).
    const header = store.dispatch(
      userApi.endpoints.healthCheck.initiate(undefined, { subscriptionOptions: { pollingInterval: 30_000 } }),
    );
    await clickAndWait('오로라 라이브', 4_000);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(proxy.of('health-check')).toHaveLength(0);
    game.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(proxy.of('health-check')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(proxy.of('health-check')).toHaveLength(1);
    header.unsubscribe();
  });

  it('answers "time" with msg2218 and then msg2012', async () => {
    proxy.restore();
    proxy = fakeProxy({ 'open-game': () => ({ status: 'time' }) });
    render();
    await clickAndWait('오로라 라이브', 4_000);
    await waitFor(() =>
      expect(texts()).toEqual([
        '게임을 불러오는 중입니다…',
        '지금은 게임을 이용할 수 없습니다.',
        '게임을 열 수 없습니다. 잠시 후 다시 시도해 주세요.',
      ]),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    ['a network error', 'network' as const],
    ['a proxy error', { httpStatus: 502, body: { status: 'error', code: 'backend_unavailable' } }],
    ['an expired session', { httpStatus: 401, body: { status: 'error', code: 'unauthenticated' } }],
    // What the proxy answers when the backend's gameUrl breaks the contract (relative, javascript:, …).
    ['a game address the contract refuses', { httpStatus: 502, body: { status: 'error', code: 'backend_invalid' } }],
  ])('answers %s with msg2012', async (_what, answer) => {
    proxy.restore();
    proxy = fakeProxy({ 'open-game': () => answer });
    render();
    await clickAndWait('오로라 라이브', 4_000);
    await waitFor(() =>
      expect(texts()).toEqual(['게임을 불러오는 중입니다…', '게임을 열 수 없습니다. 잠시 후 다시 시도해 주세요.']),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('answers "restricted" with the end of the break or exclusion, in the site’s time, and opens nothing', async () => {
    proxy.restore();
    proxy = fakeProxy({
      'open-game': () => ({
        status: 'restricted',
        restriction: { kind: 'exclusion', until: '2026-09-01T10:00:00.000Z' },
      }),
    });
    render();
    await clickAndWait('오로라 라이브', 4_000);
    await waitFor(() =>
      expect(texts()).toEqual([
        '게임을 불러오는 중입니다…',
        '휴식이나 자가 이용 제한 기간에는 게임을 이용할 수 없습니다. 제한은 2026-09-01 19:00에 끝납니다.',
      ]),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('does not ask to open a game in the restricted mode', async () => {
    const restricted = protectedPage({
      summary: sessionSummary({ restriction: { kind: 'break', until: '2026-03-02T10:00:00.000Z' } }),
    });
    renderWithProviders(<VendorCards vendors={vendors} />, { initialState: restricted });
    fireEvent.click(screen.getByRole('button', { name: '오로라 라이브' }));
    await waitFor(() =>
      expect(texts()).toEqual([
        '휴식이나 자가 이용 제한 기간에는 게임을 이용할 수 없습니다. 제한은 2026-03-02 19:00에 끝납니다.',
      ]),
    );
    await waitFor(() =>
      expect(fire).toHaveBeenCalledWith(expect.objectContaining({ icon: 'warning', titleText: '확인해 주세요' })),
    );
    expect(proxy.calls).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it('ignores a second click while a launch runs', async () => {
    render();
    await clickAndWait('오로라 라이브', 100);
    fireEvent.click(screen.getByRole('button', { name: '오로라 라이브' }));
    expect(proxy.of('open-game')).toHaveLength(1);
  });

  describe('on an Apple device', () => {
    let userAgent: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      userAgent = vi
        .spyOn(navigator, 'userAgent', 'get')
        .mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)');
    });
    afterEach(() => userAgent.mockRestore());

    /** A blank tab that records, in order, the opener being cut and the address it is sent to. */
    function blankTab() {
      const steps: string[] = [];
      let opener: unknown = window;
      let href = 'about:blank';
      const tab = {
        steps,
        close: vi.fn(),
        get opener() {
          return opener;
        },
        set opener(value: unknown) {
          steps.push(`opener=${String(value)}`);
          opener = value;
        },
        location: {
          get href() {
            return href;
          },
          set href(value: string) {
            steps.push(`href=${value}`);
            href = value;
          },
        },
      };
      return tab;
    }

    it('opens a blank tab on the click and sends it to the game when the URL arrives', async () => {
      const tab = blankTab();
      open.mockImplementation(() => tab as unknown as Window);
      render();
      fireEvent.click(screen.getByRole('button', { name: '오로라 라이브' }));
      expect(open).toHaveBeenCalledWith('', '_blank');
      await waitFor(() => expect(tab.location.href).toBe(GAME_URL));
      expect(tab.steps).toEqual(['opener=null', `href=${GAME_URL}`]);
      await act(() => vi.advanceTimersByTimeAsync(4_000));
      await waitFor(() => expect(close).toHaveBeenCalled());
      expect(open).toHaveBeenCalledTimes(1);
    });

    it('closes the blank tab again when the game cannot open', async () => {
      const tab = blankTab();
      open.mockImplementation(() => tab as unknown as Window);
      proxy.restore();
      proxy = fakeProxy({ 'open-game': () => ({ status: 'time' }) });
      render();
      await clickAndWait('오로라 라이브', 4_000);
      await waitFor(() => expect(tab.close).toHaveBeenCalled());
      expect(tab.location.href).toBe('about:blank');
    });

    it('closes the blank tab and shows msg2012 when the game address breaks the contract', async () => {
      const tab = blankTab();
      open.mockImplementation(() => tab as unknown as Window);
      proxy.restore();
      proxy = fakeProxy({
        'open-game': () => ({ httpStatus: 502, body: { status: 'error', code: 'backend_invalid' } }),
      });
      render();
      await clickAndWait('오로라 라이브', 4_000);
      await waitFor(() =>
        expect(texts()).toEqual(['게임을 불러오는 중입니다…', '게임을 열 수 없습니다. 잠시 후 다시 시도해 주세요.']),
      );
      expect(tab.close).toHaveBeenCalled();
      expect(tab.steps).toEqual(['opener=null']);
    });
  });

  it('names the cards in English outside Korean', () => {
    render(true, 'en');
    expect(screen.getByRole('button', { name: 'Aurora Live' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Neon Roulette/ }).textContent).toContain('Maintenance');
  });
});
