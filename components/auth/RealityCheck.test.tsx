import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProxy } from '@/tests/utils/proxy';
import { protectedPage, sessionSummary, type SessionSummary } from '@/tests/fixtures/sessionSummary';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { RealityCheck, SUMMARY_INTERVAL_MS } from './RealityCheck';

// Boundaries we do not own: sweetalert2 (a fake records what the portal asked it to show) and next-auth's client.
type Answer = { isConfirmed?: boolean; isDenied?: boolean; isDismissed?: boolean; dismiss?: string };
const fire = vi.fn(async (_options: Record<string, unknown>): Promise<Answer> => ({ isConfirmed: true }));
vi.mock('sweetalert2', () => ({
  default: {
    fire: (options: Record<string, unknown>) => fire(options),
    close: vi.fn(),
    isVisible: () => false,
    DismissReason: { cancel: 'cancel' },
  },
}));
const signOut = vi.fn(async () => undefined);
vi.mock('next-auth/react', () => ({ signOut: () => signOut() }));

const LOGIN = '2026-03-01T10:00:00.000Z';
const MINUTE = 60_000;
const checks = () =>
  fire.mock.calls.map(([options]) => options).filter((options) => options.titleText === '이용 시간 알림');

let answer: SessionSummary;
let proxy: ReturnType<typeof fakeProxy>;

function renderCheck(summary: Partial<SessionSummary>, router = {}) {
  const initial = sessionSummary({ loginAt: LOGIN, realityCheckMinutes: 15, ...summary });
  answer = { ...initial, net: -20_000 };
  return renderWithProviders(<RealityCheck />, { initialState: protectedPage({ summary: initial }), router });
}

const after = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
  });
  vi.setSystemTime(Date.parse(LOGIN) + 14 * MINUTE);
  fire.mockClear();
  signOut.mockClear();
  proxy = fakeProxy({ 'get-session-summary': () => answer });
});

afterEach(() => {
  proxy.restore();
  vi.useRealTimers();
});

describe('the reality check', () => {
  it('shows the time since login and the net position, as it is then, at the interval, named and with three choices', async () => {
    renderCheck({});
    await after(MINUTE - 1_000);
    expect(checks()).toHaveLength(0);
    await after(1_000);
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(checks()[0]).toMatchObject({
      text: '로그인 후 15분 동안 이용하셨습니다. 로그인 이후 손익은 -₩20,000입니다.',
      confirmButtonText: '계속하기',
      showDenyButton: true,
      denyButtonText: '내 한도 보기',
      showCancelButton: true,
      cancelButtonText: '로그아웃',
    });
    expect(proxy.of('get-session-summary').length).toBeGreaterThan(0);
  });

  it('"continue" waits for the next multiple, and a page loaded meanwhile does not show the same one again', async () => {
    const first = renderCheck({ realityCheckMinutes: 30 });
    await after(16 * MINUTE);
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(checks()[0].text).toContain('로그인 후 30분 동안');

    first.unmount();
    renderCheck({ realityCheckMinutes: 30 });
    await after(29 * MINUTE);
    expect(checks()).toHaveLength(1);
    await after(MINUTE);
    await waitFor(() => expect(checks()).toHaveLength(2));
    expect(checks()[1].text).toContain('로그인 후 1시간 동안');
  });

  it('"see my limits" opens the responsible-gaming page; "log out" ends the session', async () => {
    const push = vi.fn(async () => true);
    fire.mockResolvedValueOnce({ isDenied: true, isDismissed: false });
    renderCheck({}, { push });
    await after(MINUTE);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/responsible-gaming'));
    expect(signOut).not.toHaveBeenCalled();

    // No second "log out?" question: choosing it in the check is the member's answer (jsdom then cannot reload).
    fire.mockResolvedValueOnce({ isDismissed: true, dismiss: 'cancel' });
    await after(15 * MINUTE);
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(fire).toHaveBeenCalledTimes(2);
  });

  it('"log out" over a game played in the page brings its game money back before the session ends', async () => {
    let transferredFirst = false;
    signOut.mockImplementationOnce(async () => {
      transferredFirst = proxy.of('transfer-out').length === 1;
    });
    proxy.restore();
    proxy = fakeProxy({
      'get-session-summary': () => answer,
      'transfer-out': () => ({ status: 'success', amount: 30_000, balance: 30_000, gameMoney: 0 }),
      'health-check': () => 'network',
    });
    fire.mockResolvedValueOnce({ isDismissed: true, dismiss: 'cancel' });
    renderCheck({}, { pathname: '/play/[company]/[code]', asPath: '/play/aurora-live/aurora-live' });
    await after(MINUTE);
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(proxy.of('transfer-out')).toHaveLength(1);
    expect(transferredFirst).toBe(true);
  });

  it('waits while the member types in a field, and shows once the field is left', async () => {
    renderWithProviders(<input aria-label="amount" autoFocus />);
    renderCheck({});
    const field = screen.getByRole('textbox', { name: 'amount' });
    await after(2 * MINUTE);
    expect(document.activeElement).toBe(field);
    expect(checks()).toHaveLength(0);

    act(() => field.blur());
    await waitFor(() => expect(checks()).toHaveLength(1));
  });

  it('never opens over another dialog: it waits for it to close', async () => {
    const drawer = document.body.appendChild(Object.assign(document.createElement('div'), { role: 'dialog' }));
    drawer.setAttribute('aria-modal', 'true');
    renderCheck({});
    await after(5 * MINUTE);
    expect(checks()).toHaveLength(0);

    drawer.remove();
    await after(3_000);
    await waitFor(() => expect(checks()).toHaveLength(1));
  });

  it('stays silent when off, in the restricted mode, and when turned on later until the next multiple from then', async () => {
    renderCheck({ realityCheckMinutes: 0 });
    await after(60 * MINUTE);
    expect(checks()).toHaveLength(0);

    // Turned on at 1:14: the check that would have come at 1:00 does not, the one at 1:30 does.
    answer = { ...answer, realityCheckMinutes: 15 };
    await after(SUMMARY_INTERVAL_MS);
    await after(14 * MINUTE);
    expect(checks()).toHaveLength(0);
    await after(2 * MINUTE);
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(checks()[0].text).toContain('로그인 후 1시간 30분 동안');
  });

  it('does not come in the restricted mode', async () => {
    renderCheck({ restriction: { kind: 'break', until: '2026-03-02T10:00:00.000Z' } });
    await after(60 * MINUTE);
    expect(checks()).toHaveLength(0);
  });
});
