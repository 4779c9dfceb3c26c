import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { member, pageState } from '@/tests/fixtures/games';
import { fakeProxy } from '@/tests/utils/proxy';
import { protectedPage, sessionSummary } from '@/tests/fixtures/sessionSummary';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { Header } from '@/components/layout/Header';

vi.mock('sweetalert2', () => ({
  default: { fire: vi.fn(async () => ({ isConfirmed: false })), close: vi.fn(), isVisible: () => false },
}));
vi.mock('next-auth/react', () => ({ signIn: vi.fn(), signOut: vi.fn() }));

const LOGIN = '2026-03-01T10:00:00.000Z';
const MINUTE = 60_000;

let proxy: ReturnType<typeof fakeProxy>;

// The figures are a chunk of their own (next/dynamic): loaded once here, as a member's page has it before hydrating.
beforeAll(() => import('./SessionFigures'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.parse(LOGIN) + 65 * MINUTE + 20_000);
  proxy = fakeProxy({ 'get-session-summary': () => sessionSummary() });
});

afterEach(() => {
  proxy.restore();
  vi.useRealTimers();
});

describe('the time and the net position since login', () => {
  it('show in the header strip as a duration and a signed amount, with their labels, ticking on the minute since login', async () => {
    vi.setSystemTime(Date.parse(LOGIN) + 119 * MINUTE + 20_000);
    renderWithProviders(<Header />, {
      initialState: protectedPage({ summary: sessionSummary({ loginAt: LOGIN, net: 5_000 }) }),
    });
    const time = await screen.findByTestId('session-time');
    expect(time.textContent).toBe('1시간 59분');
    expect(time.closest('div')?.querySelector('dt')?.textContent).toBe('접속 시간');
    expect(screen.getByTestId('session-net').textContent).toBe('+₩5,000');
    expect(screen.getByTestId('session-net').closest('div')?.querySelector('dt')?.textContent).toBe('손익');

    await act(() => vi.advanceTimersByTimeAsync(39_000));
    expect(screen.getByTestId('session-time').textContent).toBe('1시간 59분');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId('session-time').textContent).toBe('2시간');
    // The server's summary is not fetched again.
    expect(proxy.of('get-session-summary')).toHaveLength(0);
  });

  it('write a loss with a minus, in the page language, in the phone bar too', async () => {
    renderWithProviders(<Header />, {
      initialState: protectedPage({ summary: sessionSummary({ loginAt: LOGIN, net: -12_345.6 }) }),
      locale: 'en',
    });
    expect((await screen.findByTestId('session-net')).textContent).toBe('-₩12,345');
    const bar = screen.getByTestId('phone-session');
    expect(bar.closest('[role="dialog"]')).toBeNull();
    expect(bar.textContent).toBe('Logged in1 h 5 minNet-₩12,345');
  });

  it('show in the info drawer beside the other figures', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<Header />, {
      initialState: protectedPage({ summary: sessionSummary({ loginAt: LOGIN, net: 0 }) }),
    });
    await user.click(screen.getByRole('button', { name: '내 정보 열기' }));
    const drawer = await screen.findByRole('dialog', { name: '내 정보' });
    expect(await within(drawer).findByText('1시간 5분')).toBeTruthy();
    expect(within(drawer).getByText('손익').nextElementSibling?.textContent).toBe('₩0');
  });

  it('are not shown when the backend lacks player protection, nor to a visitor', async () => {
    const { unmount } = renderWithProviders(<Header />, { initialState: pageState({ member: member() }) });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByTestId('session-time')).toBeNull();
    expect(screen.queryByTestId('phone-session')).toBeNull();
    unmount();

    renderWithProviders(<Header />, { initialState: pageState() });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByTestId('session-time')).toBeNull();
    expect(proxy.calls).toEqual([]);
  });
});
