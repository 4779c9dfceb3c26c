import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company, member, pageState, vendor } from '@/tests/fixtures/games';
import { fakeProxy } from '@/tests/utils/proxy';
import { gamesApi } from '@/store/gamesApi';
import { BASE_SITE } from '@/store/pageSlice';
import { userApi } from '@/store/userApi';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { GameMoneyWatcher } from './GameMoneyWatcher';
import { Header } from './Header';

// Boundaries we do not own: sweetalert2 and next-auth's client.
const fire = vi.fn(async (_options?: unknown) => ({ isConfirmed: false }));
vi.mock('sweetalert2', () => ({
  default: { fire: (options: unknown) => fire(options), close: vi.fn(), isVisible: () => false, showLoading: vi.fn() },
}));
vi.mock('next-auth/react', () => ({ signIn: vi.fn(), signOut: vi.fn() }));

let proxy: ReturnType<typeof fakeProxy>;

beforeEach(() => {
  fire.mockClear();
  proxy = fakeProxy({
    'get-casino-setting': () => ({ status: 'success', casiono: [vendor('aurora', '오로라 라이브', 'Aurora Live')] }),
    'get-slot-setting': () => ({ status: 'success', slot: [company('jade', '옥룡 게이밍', 'Jade Dragon')] }),
  });
});
afterEach(() => proxy.restore());

const rich = member(
  {
    userId: 'gold7',
    nick: '황금손',
    balance: 1_234_567.89,
    in_balance: '1000' as unknown as number,
    rolling: 50_000.7,
  },
  { noteCount: 2, helpCount: 1 },
);
const inGame = (gameMoney: number | string) => ({
  endpointName: 'inGameBalance',
  arg: undefined,
  value: { status: 'success', gameMoney, balance: 1_234_567.89, rolling: 0, userId: 'gold7' },
});
const richPage = () => pageState({ member: rich, entries: [inGame('1000.9')] });

// jsdom applies no media queries, so the desktop-only parts count as hidden: queried with `hidden: true`.
describe('the desktop header', () => {
  it('offers the login form, the register button, the menu and the languages to a visitor', () => {
    renderWithProviders(<Header />, { initialState: pageState() });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByLabelText('아이디')).toBeTruthy();
    expect(within(banner).getByLabelText('비밀번호')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: '로그인', hidden: true })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: '회원가입', hidden: true })).toBeTruthy();
    const menu = within(banner).getByLabelText('주 메뉴');
    expect(
      within(menu)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['입금신청', '출금신청', '콤프', '마이페이지', '고객센터', '공지사항', '쪽지']);
    expect(within(banner).getByLabelText('언어 선택')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: '로얄 카지노 홈' }).getAttribute('href')).toBe('/');
  });

  it('leaves the login form out of the header on the login page, whose own form it stood in front of', () => {
    renderWithProviders(<Header />, { initialState: pageState(), router: { pathname: '/login' } });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByLabelText('아이디')).toBeNull();
    expect(within(banner).queryByLabelText('비밀번호')).toBeNull();
    expect(within(banner).getByLabelText('언어 선택')).toBeTruthy();
  });

  it('names the host’s brand in its language and shows the operator’s logo', () => {
    const state = pageState();
    const site = {
      ...BASE_SITE,
      names: { ko: '브랜드 A', en: 'Brand A' },
      logoUrl: 'https://cdn.brand-a.test/logo.png',
    };
    renderWithProviders(<Header />, { initialState: { ...state, page: { ...state.page!, site } }, locale: 'en' });
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'Brand A home' });
    expect(home.textContent).toBe('Brand A');
    expect(home.querySelector('img')?.getAttribute('src')).toBe('https://cdn.brand-a.test/logo.png');
  });

  // The member's summary is a chunk of its own (a visitor never loads it): the tests wait for it.
  it('shows a member their welcome by nickname with their user id beside it, truncated holdings (balance + game money) with the unit, comp, counts and logout', async () => {
    renderWithProviders(<Header />, { initialState: richPage() });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('황금손님 환영합니다')).toBeTruthy();
    expect(within(banner).getByTestId('user-id').textContent).toBe('gold7');
    expect(within(banner).getByTestId('holdings').textContent).toBe('₩1,235,567');
    expect(within(banner).getByTestId('comp').textContent).toBe('50,000');
    expect(within(banner).getByTestId('note-count').textContent).toBe('2');
    expect(within(banner).getByTestId('help-count').textContent).toBe('1');
    expect(within(banner).getByRole('button', { name: '로그아웃', hidden: true })).toBeTruthy();
    expect(within(banner).queryByLabelText('아이디')).toBeNull();
  });

  it('formats the money for the page language', async () => {
    renderWithProviders(<Header />, { initialState: richPage(), locale: 'en' });
    expect((await screen.findByTestId('holdings')).textContent).toBe('₩1,235,567');
    expect(screen.getByText('Welcome, 황금손')).toBeTruthy();
  });

  it('takes both figures from the health check while get-in-game-balance has not answered', async () => {
    renderWithProviders(<Header />, { initialState: pageState({ member: rich }) });
    expect((await screen.findByTestId('holdings')).textContent).toBe('₩1,235,567');
  });

  it('counts a non-numeric figure as 0', async () => {
    renderWithProviders(<Header />, {
      initialState: pageState({ member: member({ balance: 'abc' as unknown as number, rolling: Number.NaN }) }),
    });
    expect((await screen.findByTestId('holdings')).textContent).toBe('₩0');
    expect(screen.getByTestId('comp').textContent).toBe('0');
  });
});

describe('the phone header', () => {
  it('shows a member’s holdings in the bar itself, outside the drawers, and nothing to a visitor', () => {
    const { unmount } = renderWithProviders(<Header />, { initialState: pageState() });
    expect(screen.queryByTestId('phone-holdings')).toBeNull();
    unmount();

    renderWithProviders(<Header />, { initialState: richPage(), locale: 'en' });
    const bar = screen.getByTestId('phone-holdings');
    expect(bar.closest('[role="dialog"]')).toBeNull();
    expect(bar.textContent).toBe('Total balance₩1,235,567');
  });
});

describe('the holdings after a game launch', () => {
  // All ₩243,500 go into the game: the wallet answers 0 and the game 243,500; the sum never doubles.
  const player = member({ userId: 'p243', balance: 243_500, in_balance: 0 });
  const money = (balance: number, gameMoney: number) => ({
    status: 'success',
    gameMoney,
    balance,
    rolling: 0,
    userId: 'p243',
  });

  it('shows 243,500 before, right after and after the launch, on the phone bar and the desktop strip', async () => {
    proxy = fakeProxy({
      'open-game': () => ({ status: 'success', gameUrl: 'https://backend.test/demo-game/x' }),
      'get-in-game-balance': () => money(0, 243_500),
      'health-check': () => member({ userId: 'p243', balance: 0, in_balance: 243_500 }),
    });
    const { store } = renderWithProviders(
      <>
        <GameMoneyWatcher />
        <Header />
      </>,
      {
        initialState: pageState({
          member: player,
          entries: [{ endpointName: 'inGameBalance', arg: undefined, value: money(243_500, 0) }],
        }),
        locale: 'en',
      },
    );
    expect((await screen.findByTestId('holdings')).textContent).toBe('₩243,500');
    await act(async () => {
      await store.dispatch(gamesApi.endpoints.openGame.initiate({ code: 'x', company: 'jade', timeStemp: 1 }));
    });
    await waitFor(() => expect(proxy.of('get-in-game-balance')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('phone-holdings').textContent).toMatch(/^\D+₩243,500$/));
    expect(screen.getByTestId('holdings').textContent).toBe('₩243,500');
  });

  it('follows a health check that saw the wallet change, though the game money was reported earlier', async () => {
    proxy = fakeProxy({ 'health-check': () => member({ userId: 'p243', balance: 300_000, in_balance: 0 }) });
    const { store } = renderWithProviders(<Header />, {
      initialState: pageState({
        member: player,
        entries: [{ endpointName: 'inGameBalance', arg: undefined, value: money(243_500, 0) }],
      }),
      locale: 'en',
    });
    await act(async () => {
      await store.dispatch(userApi.endpoints.healthCheck.initiate(undefined, { forceRefetch: true }));
    });
    await waitFor(() => expect(screen.getByTestId('phone-holdings').textContent).toMatch(/^\D+₩300,000$/));
  });
});

describe('unread counts on a phone or a tablet', () => {
  it('badge the menu button, named with the count, and the drawer’s notes and support entries', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { initialState: richPage(), locale: 'en' });
    const button = screen.getByRole('button', { name: 'Open menu, 3 unread' });
    expect(button.textContent).toContain('3');
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Notes, 2 unread' }).textContent).toBe('Notes2');
    expect(within(nav).getByRole('link', { name: 'Customer centre, 1 unread' }).textContent).toBe('Customer centre1');
    expect(within(nav).getByRole('link', { name: 'Deposit' }).textContent).toBe('Deposit');
  });

  it('show no badge when all is read, and none to a visitor', () => {
    const { unmount } = renderWithProviders(<Header />, { initialState: pageState({ member: member() }) });
    expect(screen.getByRole('button', { name: '메뉴 열기' }).textContent).toBe('메뉴 열기');
    unmount();
    renderWithProviders(<Header />, { initialState: pageState() });
    expect(screen.getByRole('button', { name: '메뉴 열기' }).textContent).toBe('메뉴 열기');
  });
});

describe('the phone drawers', () => {
  it('the menu drawer holds the menu and the game lists, keeps focus inside, and closes on Escape back to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { initialState: pageState() });
    const button = screen.getByRole('button', { name: '메뉴 열기' });
    await user.click(button);

    // The drawer's code arrives when it is first opened.
    const drawer = await screen.findByRole('dialog', { name: '전체 메뉴' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: '닫기' })));
    expect(within(within(drawer).getByRole('navigation', { name: '주 메뉴' })).getAllByRole('link')).toHaveLength(7);
    expect(await within(drawer).findByRole('button', { name: '오로라 라이브' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: '옥룡 게이밍' }).getAttribute('href')).toBe('/?company=jade');

    await user.tab({ shift: true });
    expect(drawer.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 25; i += 1) {
      await user.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('a member link in the drawer closes it and, for a visitor, warns with msg2001', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { initialState: pageState() });
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: '쪽지' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The dialog opens once sweetalert2 and its theme have loaded.
    await waitFor(() =>
      expect(fire).toHaveBeenCalledWith(expect.objectContaining({ text: '로그인 후 이용하실 수 있습니다.' })),
    );
  });

  it('picking a language in the menu drawer closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { initialState: pageState() });
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    const drawer = await screen.findByRole('dialog', { name: '전체 메뉴' });
    await user.click(
      within(within(drawer).getByRole('navigation', { name: '언어 선택' })).getByRole('link', { name: 'English' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the info drawer shows the login form to a visitor and the summary to a member', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Header />, { initialState: pageState() });
    await user.click(screen.getByRole('button', { name: '내 정보 열기' }));
    const form = within(await screen.findByRole('dialog', { name: '내 정보' })).getByRole('form', { name: '로그인' });
    expect(within(form).getByLabelText('아이디')).toBeTruthy();
    expect(within(form).getByRole('link', { name: '회원가입' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    renderWithProviders(<Header />, { initialState: richPage() });
    await user.click(screen.getByRole('button', { name: '내 정보 열기' }));
    const drawer = await screen.findByRole('dialog', { name: '내 정보' });
    expect(within(drawer).getByText('₩1,235,567')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: '입금신청' })).toBeTruthy();
    // The test ids belong to the header strip only.
    expect(within(drawer).queryByTestId('holdings')).toBeNull();
  });
});
