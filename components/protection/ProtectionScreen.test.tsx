import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { fakeProxy, type ProxyAnswer } from '@/tests/utils/proxy';
import { ProtectionScreen } from './ProtectionScreen';
import { noLimit, playLimits, protectionPageState } from '@/tests/fixtures/protection';
import { requestsSettled } from '@/tests/utils/settled';
import { makeStore } from '@/store';
import { BASE_SITE, siteConfigured } from '@/store/pageSlice';

// sweetalert2 and next-auth are boundaries we do not own: the dialogs answer what the test says.
const fire = vi.fn(async (_options: Record<string, unknown>) => ({ isConfirmed: true }));
vi.mock('sweetalert2', () => ({
  default: {
    fire: (options: Record<string, unknown>) => fire(options),
    close: vi.fn(),
    isVisible: () => false,
    showLoading: vi.fn(),
  },
}));
const signOut = vi.fn(async (_options: unknown) => undefined);
vi.mock('next-auth/react', () => ({ signOut: (options: unknown) => signOut(options) }));

const CONFIRMABLE = '2026-03-03T01:00:00.000Z';
const daily = { amount: 50_000, used: 20_000, left: 30_000, freesAt: '2026-03-02T06:30:00.000Z', pending: null };

let proxy: ReturnType<typeof fakeProxy>;
let limits: ReturnType<typeof playLimits>;
let answers: Record<string, (params: Record<string, unknown> | undefined) => ProxyAnswer>;

const reload = vi.fn();

function render(state = protectionPageState(limits), locale: 'ko' | 'en' = 'ko') {
  return renderWithProviders(<ProtectionScreen />, { initialState: state, locale, router: { reload } });
}

const period = (name: RegExp | string) => screen.getByRole('region', { name });
/** A paragraph by its whole text, its date in an element of its own. */
const sentence = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;
const dialogTexts = () => fire.mock.calls.map(([options]) => String(options.text));

beforeEach(() => {
  fire.mockClear();
  fire.mockImplementation(async () => ({ isConfirmed: true }));
  signOut.mockClear();
  reload.mockClear();
  limits = playLimits({ limits: { day: daily, week: noLimit, month: noLimit }, left: 30_000, realityCheckMinutes: 30 });
  answers = {};
  proxy = fakeProxy({
    'get-play-limits': () => limits,
    'set-deposit-limit': (params) => answers['set-deposit-limit'](params),
    'confirm-limit-change': (params) => answers['confirm-limit-change'](params),
    'set-reality-check': (params) => ({ status: 'success', minutes: Number(params?.minutes) }),
    'take-break': () => ({ status: 'success', restriction: { kind: 'break', until: '2026-03-09T03:00:00.000Z' } }),
    'self-exclude': () => ({
      status: 'success',
      restriction: { kind: 'exclusion', until: '2027-03-02T03:00:00.000Z' },
    }),
    // Asked again after a change; these tests read what the protection page shows, not the session's figures.
    'get-session-summary': () => 'network',
  });
});

afterEach(() => proxy.restore());

describe('ProtectionScreen: deposit limits', () => {
  it('shows each period’s limit, what was deposited and what is left from the server render, fetching them not again', async () => {
    const { store } = render();
    expect(screen.getByRole('heading', { level: 1, name: '책임감 있는 게임 설정' })).toBeTruthy();
    expect(screen.getByText('지금 한도 안에서 최대 ₩30,000까지 입금할 수 있습니다.')).toBeTruthy();
    const day = period('일일 (24시간)');
    expect(
      within(day)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['₩50,000', '₩20,000', '₩30,000']);
    expect(
      within(day).getByText(sentence('여기에 포함된 가장 오래된 입금은 2026-03-02 15:30부터 빠집니다.')),
    ).toBeTruthy();
    expect(
      within(period('주간 (7일)'))
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['한도 없음', '₩0']);
    expect(within(period('주간 (7일)')).getByRole('button', { name: '한도 설정' })).toBeTruthy();
    expect(within(period('주간 (7일)')).queryByRole('button', { name: '한도 해제' })).toBeNull();
    await requestsSettled(store);
    expect(proxy.of('get-play-limits')).toEqual([]);
  });

  it('sets a limit that applies at once, then shows the figures the backend now has', async () => {
    answers['set-deposit-limit'] = () => {
      limits = playLimits({
        limits: { day: daily, week: { ...noLimit, amount: 100_000, left: 100_000 }, month: noLimit },
        left: 30_000,
      });
      return { status: 'success', period: 'week', change: 'applied', limit: limits.limits.week };
    };
    render();
    const week = period('주간 (7일)');
    await userEvent.type(within(week).getByLabelText('새 주간 한도'), '100000');
    await userEvent.click(within(week).getByRole('button', { name: '한도 설정' }));
    expect(await within(week).findByText('한도가 ₩100,000으로 적용되었습니다.')).toBeTruthy();
    expect(proxy.of('set-deposit-limit')[0].params).toEqual({ period: 'week', amount: 100_000 });
    await waitFor(() => expect(within(week).getAllByRole('definition')[0].textContent).toBe('₩100,000'));
    expect((within(week).getByLabelText('새 주간 한도') as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['15000', '₩10,000 단위로 입력해 주세요.'],
    ['5000', '한도는 최소 ₩10,000부터 정할 수 있습니다.'],
    ['30000.5', '금액은 숫자로만 입력해 주세요. 소수점이나 부호는 쓸 수 없습니다.'],
    ['2000000000', '한도는 최대 ₩1,000,000,000까지 정할 수 있습니다.'],
  ])('refuses %s with a clear message and sends nothing', async (typed, message) => {
    render();
    const day = period('일일 (24시간)');
    await userEvent.type(within(day).getByLabelText('새 일일 한도'), typed);
    await userEvent.click(within(day).getByRole('button', { name: '한도 변경' }));
    expect(within(day).getByRole('alert').textContent).toBe(message);
    expect(proxy.of('set-deposit-limit')).toEqual([]);
  });

  it("follows the site's market: limits in its currency, on its deposit minimum and step, its times in its zone", async () => {
    const store = makeStore(protectionPageState(limits));
    const wallet = {
      depositMin: 50_000,
      depositStep: 50_000,
      withdrawMin: 100_000,
      withdrawStep: 50_000,
      rollMin: 20_000,
      quickAmounts: [50_000],
    };
    store.dispatch(
      siteConfigured({
        features: ['player-protection'],
        site: { ...BASE_SITE, market: { ...BASE_SITE.market!, currency: 'VND', timeZone: 'Asia/Ho_Chi_Minh', wallet } },
      }),
    );
    render(store.getState());
    const day = period('일일 (24시간)');
    expect(
      within(day)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['₫50,000', '₫20,000', '₫30,000']);
    expect(
      within(day).getByText(sentence('여기에 포함된 가장 오래된 입금은 2026-03-02 13:30부터 빠집니다.')),
    ).toBeTruthy();
    await userEvent.type(within(day).getByLabelText('새 일일 한도'), '60000');
    await userEvent.click(within(day).getByRole('button', { name: '한도 변경' }));
    expect(within(day).getByRole('alert').textContent).toBe('₫50,000 단위로 입력해 주세요.');
    expect(proxy.of('set-deposit-limit')).toEqual([]);
  });

  it('a raise waits: it says from when it can be confirmed, a confirmation before then is refused with the time, after it the new limit applies', async () => {
    answers['set-deposit-limit'] = () => {
      limits = playLimits({
        limits: {
          day: { ...daily, pending: { amount: 80_000, confirmableAt: CONFIRMABLE } },
          week: noLimit,
          month: noLimit,
        },
        left: 30_000,
      });
      return { status: 'success', period: 'day', change: 'pending', limit: limits.limits.day };
    };
    answers['confirm-limit-change'] = () => ({ status: 'early', confirmableAt: CONFIRMABLE });
    render();
    const day = period('일일 (24시간)');
    await userEvent.type(within(day).getByLabelText('새 일일 한도'), '80000');
    await userEvent.click(within(day).getByRole('button', { name: '한도 변경' }));
    expect(
      await within(day).findByText(
        '₩80,000으로 높인 한도는 24시간 뒤에 적용할 수 있습니다. 2026-03-03 10:00부터 여기서 확인해 주세요.',
      ),
    ).toBeTruthy();
    expect(await within(day).findByText('확인 대기 중: 한도를 ₩80,000으로 높입니다.')).toBeTruthy();
    expect(
      within(day).getByText(sentence('2026-03-03 10:00부터 확인할 수 있습니다. 그때까지는 지금 한도가 적용됩니다.')),
    ).toBeTruthy();
    expect(within(day).getAllByRole('definition')[0].textContent).toBe('₩50,000');

    await userEvent.click(within(day).getByRole('button', { name: '변경 확인' }));
    expect(
      await within(day).findByText('아직 확인할 수 없습니다. 2026-03-03 10:00부터 확인할 수 있습니다.'),
    ).toBeTruthy();
    expect(proxy.of('confirm-limit-change')[0].params).toEqual({ period: 'day' });

    answers['confirm-limit-change'] = () => {
      limits = playLimits({
        limits: { day: { ...daily, amount: 80_000, left: 60_000 }, week: noLimit, month: noLimit },
        left: 60_000,
      });
      return { status: 'success', period: 'day', limit: limits.limits.day };
    };
    await userEvent.click(within(day).getByRole('button', { name: '변경 확인' }));
    expect(await within(day).findByText('확인되었습니다. 이제 한도는 ₩80,000입니다.')).toBeTruthy();
    await waitFor(() => expect(within(day).getAllByRole('definition')[0].textContent).toBe('₩80,000'));
    expect(within(day).queryByRole('button', { name: '변경 확인' })).toBeNull();
  });

  it('"Confirm change" is unavailable, and says from when, until its 24 hours are over; then it confirms', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.parse(CONFIRMABLE) - 60 * 60_000);
      limits = playLimits({
        limits: {
          day: { ...daily, pending: { amount: 80_000, confirmableAt: CONFIRMABLE } },
          week: noLimit,
          month: noLimit,
        },
        left: 30_000,
      });
      answers['confirm-limit-change'] = () => ({
        status: 'success',
        period: 'day',
        limit: { ...daily, amount: 80_000 },
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(undefined, 'en');
      const day = period('Daily (24 hours)');
      const button = within(day).getByRole('button', { name: 'Confirm change' });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'You can confirm it from 2026-03-03 10:00. Until then the current limit applies.',
      );
      await user.click(button);
      expect(
        within(day).getByText(sentence('Not yet: this change can be confirmed from 2026-03-03 10:00.')),
      ).toBeTruthy();
      expect(proxy.of('confirm-limit-change')).toEqual([]);

      await vi.advanceTimersByTimeAsync(60 * 60_000);
      await waitFor(() =>
        expect(within(day).getByRole('button', { name: 'Confirm change' }).getAttribute('aria-disabled')).toBeNull(),
      );
      await user.click(within(day).getByRole('button', { name: 'Confirm change' }));
      expect(await within(day).findByText('Confirmed: the limit is now ₩80,000.')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps each date of a limit together on one line', () => {
    limits = playLimits({
      limits: {
        day: { ...daily, pending: { amount: 80_000, confirmableAt: CONFIRMABLE } },
        week: noLimit,
        month: noLimit,
      },
      left: 30_000,
    });
    render();
    const day = period('일일 (24시간)');
    for (const date of ['2026-03-02 15:30', '2026-03-03 10:00']) {
      const element = within(day).getByText(date);
      expect(element.tagName).toBe('TIME');
      expect(getComputedStyle(element).whiteSpace).toBe('nowrap');
    }
  });

  it('a removal waits too; a second confirmation finds nothing to confirm', async () => {
    answers['set-deposit-limit'] = () => {
      limits = playLimits({
        limits: {
          day: { ...daily, pending: { amount: null, confirmableAt: CONFIRMABLE } },
          week: noLimit,
          month: noLimit,
        },
      });
      return { status: 'success', period: 'day', change: 'pending', limit: limits.limits.day };
    };
    answers['confirm-limit-change'] = () => ({ status: 'none' });
    render(undefined, 'en');
    const day = period('Daily (24 hours)');
    await userEvent.click(within(day).getByRole('button', { name: 'Remove limit' }));
    expect(
      await within(day).findByText('Removing the limit waits 24 hours: confirm it here from 2026-03-03 10:00.'),
    ).toBeTruthy();
    expect(proxy.of('set-deposit-limit')[0].params).toEqual({ period: 'day', amount: null });
    expect(await within(day).findByText('Waiting for your confirmation: remove this limit.')).toBeTruthy();
    expect(within(day).queryByRole('button', { name: 'Remove limit' })).toBeNull();
    await userEvent.click(within(day).getByRole('button', { name: 'Confirm change' }));
    expect(await within(day).findByText('There is no change waiting to be confirmed.')).toBeTruthy();
  });

  it('a failed call is a translated message and the limit stays', async () => {
    answers['set-deposit-limit'] = () => ({ httpStatus: 502, body: { status: 'error', code: 'backend_unavailable' } });
    render();
    const day = period('일일 (24시간)');
    await userEvent.type(within(day).getByLabelText('새 일일 한도'), '10000');
    await userEvent.click(within(day).getByRole('button', { name: '한도 변경' }));
    expect(await within(day).findByText('서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
    expect(within(day).getAllByRole('definition')[0].textContent).toBe('₩50,000');
  });
});

describe('ProtectionScreen: reality check, break and self-exclusion', () => {
  it('shows the interval in force and saves another one', async () => {
    render();
    const card = screen.getByRole('region', { name: '이용 시간 알림' });
    expect((within(card).getByRole('radio', { name: '30분마다' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(card).getByRole('radio', { name: '끄기' }));
    await userEvent.click(within(card).getByRole('button', { name: '저장' }));
    expect(await within(card).findByText('이용 시간 알림을 껐습니다.')).toBeTruthy();
    expect(proxy.of('set-reality-check')[0].params).toEqual({ minutes: 0 });
  });

  it('a break needs a length first; declining the confirmation sends nothing', async () => {
    fire.mockImplementation(async () => ({ isConfirmed: false }));
    render();
    const card = screen.getByRole('region', { name: '휴식하기' });
    await userEvent.click(within(card).getByRole('button', { name: '휴식 시작' }));
    expect(within(card).getByRole('alert').textContent).toBe('먼저 하나를 선택해 주세요.');
    expect(fire).not.toHaveBeenCalled();

    await userEvent.click(within(card).getByRole('radio', { name: '1주' }));
    expect(within(card).queryByRole('alert')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: '휴식 시작' }));
    await waitFor(() => expect(fire).toHaveBeenCalled());
    expect(fire.mock.calls[0][0]).toMatchObject({ focusCancel: true, showCancelButton: true });
    expect(dialogTexts()[0]).toMatch(/^1주 동안 휴식하시겠습니까\? 지금 바로 로그아웃되며/);
    expect(proxy.of('take-break')).toEqual([]);
    expect(signOut).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a confirmed break gives its end time and signs the member out', async () => {
    render();
    const card = screen.getByRole('region', { name: '휴식하기' });
    await userEvent.click(within(card).getByRole('radio', { name: '6주' }));
    await userEvent.click(within(card).getByRole('button', { name: '휴식 시작' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(signOut).toHaveBeenCalledWith({ redirect: false });
    expect(proxy.of('take-break')[0].params).toEqual({ days: 42 });
    expect(dialogTexts()[1]).toBe('휴식이 시작되었습니다. 2026-03-09 12:00에 끝납니다. 지금 로그아웃됩니다.');
  });

  it('the self-exclusion confirmation states the consequences; confirmed, it gives the end time and signs out', async () => {
    render(undefined, 'en');
    const card = screen.getByRole('region', { name: 'Self-exclusion' });
    expect(within(card).getByText('It cannot be undone or shortened, by you or by us.')).toBeTruthy();
    await userEvent.click(within(card).getByRole('radio', { name: '1 year' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Exclude myself' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(signOut).toHaveBeenCalledWith({ redirect: false });
    expect(dialogTexts()).toEqual([
      'Exclude yourself for 1 year? This cannot be undone or shortened, by you or by us. Until it ends you cannot deposit or play any game, and you are logged out now. You can still log in to withdraw your balance, see your history and read your notes.',
      'Your self-exclusion has started and ends at 2027-03-02 12:00. You are now being logged out; you can still log in to withdraw your balance.',
    ]);
    expect(proxy.of('self-exclude')[0].params).toEqual({ months: 12 });
  });

  it('a refused break is said plainly and nobody is signed out', async () => {
    proxy.restore();
    proxy = fakeProxy({
      'take-break': () => ({ httpStatus: 504, body: { status: 'error', code: 'backend_timeout' } }),
      'get-play-limits': () => 'network',
      'get-session-summary': () => 'network',
    });
    render();
    const card = screen.getByRole('region', { name: '휴식하기' });
    await userEvent.click(within(card).getByRole('radio', { name: '24시간' }));
    await userEvent.click(within(card).getByRole('button', { name: '휴식 시작' }));
    expect(await within(card).findByText('서버 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe('ProtectionScreen: a restricted member', () => {
  it('sees the kind and the end time, the limits read-only and no break, exclusion or limit change', () => {
    limits = playLimits({
      limits: {
        day: { ...daily, pending: { amount: 80_000, confirmableAt: CONFIRMABLE } },
        week: noLimit,
        month: noLimit,
      },
      restriction: { kind: 'exclusion', until: '2027-03-02T03:00:00.000Z' },
    });
    render();
    const notice = screen.getByRole('region', { name: '자가 이용 제한 중입니다' });
    expect(
      within(notice).getByText(
        '자가 이용 제한은 2027-03-02 12:00에 끝납니다. 그때까지 입금과 게임을 이용할 수 없습니다.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('휴식이나 자가 이용 제한 기간에는 한도를 바꿀 수 없습니다.')).toBeTruthy();
    expect(within(period('일일 (24시간)')).getAllByRole('definition')[0].textContent).toBe('₩50,000');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '변경 확인' })).toBeNull();
    expect(screen.queryByRole('region', { name: '휴식하기' })).toBeNull();
    expect(screen.queryByRole('region', { name: '자가 이용 제한' })).toBeNull();
  });
});

it('says the limits are unavailable when the server could not load them', () => {
  render(protectionPageState(null, { failed: true }));
  expect(screen.getByText(/일시적으로 정보를 불러올 수 없습니다/)).toBeTruthy();
  expect(screen.queryByRole('region', { name: '입금 한도' })).toBeNull();
});
