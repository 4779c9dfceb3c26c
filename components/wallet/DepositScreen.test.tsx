import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { noLimit, playLimits } from '@/tests/fixtures/protection';
import { makeStore } from '@/store';
import { BASE_SITE, siteConfigured } from '@/store/pageSlice';
import { protectionApi } from '@/store/protectionApi';
import { userApi } from '@/store/userApi';
import { DepositScreen } from './DepositScreen';
import { member, memberPageState, walletRequest } from '@/tests/fixtures/wallet';
import { fakeProxy, type ProxyAnswer } from '@/tests/utils/proxy';
import { requestsSettled } from '@/tests/utils/settled';

/** Said after an answer that may hide an applied request. */
const MAY_HAVE_APPLIED_EN =
  'It may still have gone through: check your history before trying again. Sending the same amount again will not apply it twice.';
const MAY_HAVE_APPLIED =
  '신청이 처리되었을 수도 있습니다. 다시 신청하기 전에 신청 내역을 확인해 주세요. 같은 금액으로 다시 신청해도 두 번 처리되지 않습니다.';

// sweetalert2 is a boundary we do not own: the confirmation answers what the test says.
const fire = vi.fn(async (_options?: unknown) => ({ isConfirmed: true }));
vi.mock('sweetalert2', () => ({
  default: { fire: (options: unknown) => fire(options), close: vi.fn(), isVisible: () => false, showLoading: vi.fn() },
}));

const waiting = walletRequest({ id: 7, amount: 50_000, status: 'wait', regDate: '2025-03-02T09:00:00.000Z' });
const done = walletRequest({
  id: 6,
  amount: 1_000_000,
  status: 'already',
  regDate: '2025-03-01T09:00:00.000Z',
  doneDate: '2025-03-01T10:00:00.000Z',
});
const state = () => memberPageState({ user: { balance: 120_000 }, deposits: { list: [waiting, done], maxCount: 2 } });

let proxy: ReturnType<typeof fakeProxy>;
let history: { list: unknown[]; maxCount: number };
let balance: number;
let deposit: (params: Record<string, unknown> | undefined) => ProxyAnswer;

function render(locale: 'ko' | 'en' = 'ko') {
  const view = renderWithProviders(<DepositScreen />, { initialState: state(), locale });
  // The app's session watcher keeps the health check subscribed; invalidating Member refetches it.
  view.store.dispatch(userApi.endpoints.healthCheck.initiate());
  return view;
}

const amountField = () => screen.getByLabelText('입금 금액') as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: '입금 신청' }));
const historyTable = () => within(screen.getByRole('region', { name: '입금 내역' })).getByRole('table');

beforeEach(() => {
  fire.mockClear();
  fire.mockImplementation(async () => ({ isConfirmed: true }));
  history = { list: [waiting, done], maxCount: 2 };
  balance = 120_000;
  deposit = (params) => ({
    status: 'success',
    request: walletRequest({ id: 8, amount: Number(params?.amount), requestId: String(params?.requestId) }),
  });
  proxy = fakeProxy({
    'apply-user-deposit': (params) => deposit(params),
    'get-deposit-list': () => ({ status: 'success', ...history }),
    'health-check': () => member({ balance }),
    'cansel-user-deposit': () => ({ status: 'success' }),
    // Asked again once a deposit went out; these tests read the limits the page rendered with, not these answers.
    'get-play-limits': () => 'network',
    'get-session-summary': () => 'network',
    'user-ask-account': () => ({
      status: 'success',
      bankname: '신한은행',
      bankOwner: '로얄',
      banknum: '110-222-333333',
    }),
  });
});

afterEach(() => proxy.restore());

describe('DepositScreen', () => {
  it('shows holdings, the member’s bank and the history from the server render, fetching nothing on load', async () => {
    const { store } = render();
    expect(screen.getByRole('heading', { level: 1, name: '입금신청' })).toBeTruthy();
    expect(screen.getByTestId('wallet-balance').textContent).toBe('₩120,000');
    const bank = screen.getByRole('region', { name: '등록 계좌' });
    expect(within(bank).getByText('국민은행')).toBeTruthy();
    expect(within(bank).getByText('홍길동')).toBeTruthy();
    expect(within(bank).getByText('12345678901')).toBeTruthy();
    expect(within(bank).queryByRole('textbox')).toBeNull();

    const rows = within(historyTable()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '금액상태신청일처리일관리',
      '₩50,000대기2025-03-02 18:00-신청 취소',
      '₩1,000,000완료2025-03-01 18:002025-03-01 19:00',
    ]);
    await requestsSettled(store);
    expect(proxy.calls).toEqual([]);
  });

  it('asks for the operator’s account and shows it', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: '입금계좌 문의' }));
    const answer = await screen.findByRole('region', { name: '입금하실 계좌' });
    expect(within(answer).getByText('신한은행')).toBeTruthy();
    expect(within(answer).getByText('110-222-333333')).toBeTruthy();
  });

  it('drops a stale amount error when the player does something else on the page, and after a reset', async () => {
    render();
    await userEvent.type(amountField(), '5000');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('최소 ₩10,000부터 신청할 수 있습니다.');
    await userEvent.click(screen.getByRole('button', { name: '입금계좌 문의' }));
    await screen.findByRole('region', { name: '입금하실 계좌' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(amountField().value).toBe('5,000');

    await submit();
    expect(await screen.findByRole('alert')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '초기화' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a deposit sent from the keyboard, the answer takes the focus the disabled button lost', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: '₩50,000 더하기' }));
    const button = screen.getByRole('button', { name: '입금 신청' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const answer = await screen.findByText('입금 신청이 접수되었습니다. 입금이 확인되면 보유머니에 반영됩니다.');
    await waitFor(() => expect(document.activeElement).toBe(answer.closest('[role="status"]')));
  });

  it('says the request was filed when the backend answers without an account', async () => {
    proxy.restore();
    proxy = fakeProxy({ 'user-ask-account': () => ({ status: 'success', bankname: '', bankOwner: '', banknum: '' }) });
    render();
    await userEvent.click(screen.getByRole('button', { name: '입금계좌 문의' }));
    expect(await screen.findByText('계좌 문의가 접수되었습니다. 쪽지로 안내해 드리겠습니다.')).toBeTruthy();
  });

  it('sends a valid amount with an idempotency key, then refreshes the history and the header', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: '₩50,000 더하기' }));
    await userEvent.click(screen.getByRole('button', { name: '₩10,000 더하기' }));
    history = { list: [walletRequest({ id: 8, amount: 60_000 }), done], maxCount: 2 };
    await submit();

    expect(await screen.findByText('입금 신청이 접수되었습니다. 입금이 확인되면 보유머니에 반영됩니다.')).toBeTruthy();
    const [call] = proxy.of('apply-user-deposit');
    expect(call.params).toEqual({ amount: 60_000, requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await waitFor(() => expect(within(historyTable()).getByText('₩60,000')).toBeTruthy());
    expect(proxy.of('get-deposit-list')[0].params).toEqual({ page: 1, size: 10 });
    await waitFor(() => expect(proxy.of('health-check')).toHaveLength(1));
    expect(amountField().value).toBe('');
  });

  it('refreshes the history when the health check brings a new balance (the operator approved the deposit)', async () => {
    const { store } = render();
    balance = 170_000;
    history = { list: [{ ...waiting, status: 'already', doneDate: '2025-03-02T11:00:00.000Z' }, done], maxCount: 2 };
    await store.dispatch(userApi.endpoints.healthCheck.initiate(undefined, { forceRefetch: true }));

    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('₩170,000'));
    await waitFor(() => expect(within(historyTable()).getAllByText('완료')).toHaveLength(2));
    expect(within(historyTable()).queryByRole('button', { name: '신청 취소' })).toBeNull();
  });

  it('says a deposit is already waiting', async () => {
    deposit = () => ({ status: 'wait' });
    render();
    await userEvent.type(amountField(), '10000');
    await submit();
    expect(
      await screen.findByText('이미 처리 대기 중인 입금 신청이 있습니다. 처리된 후 다시 신청해 주세요.'),
    ).toBeTruthy();
    expect(amountField().value).toBe('10,000');
  });

  it.each([
    [502, 'backend_unavailable', `서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요. ${MAY_HAVE_APPLIED}`],
    [504, 'backend_timeout', `서버 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요. ${MAY_HAVE_APPLIED}`],
    [500, 'something_new', `요청을 처리하지 못했습니다. 다시 시도해 주세요. ${MAY_HAVE_APPLIED}`],
  ])(
    'a %d (%s) from the proxy is a translated message; a retry carries the same key',
    async (httpStatus, code, message) => {
      deposit = () => ({ httpStatus, body: { status: 'error', code } });
      render();
      await userEvent.type(amountField(), '10000');
      await submit();
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getByTestId('wallet-balance').textContent).toBe('₩120,000');
      expect(amountField().value).toBe('10,000');

      deposit = (params) => ({
        status: 'success',
        request: walletRequest({ id: 8, requestId: String(params?.requestId) }),
      });
      await submit();
      await screen.findByText(/입금 신청이 접수되었습니다/);
      const [first, retry] = proxy.of('apply-user-deposit');
      expect(retry.params).toEqual(first.params);
    },
  );

  it('a lost connection is a translated message, and the retry carries the same key', async () => {
    deposit = () => 'network';
    render('en');
    await userEvent.type(screen.getByLabelText('Deposit amount'), '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(await screen.findByText(`Please check your network connection. ${MAY_HAVE_APPLIED_EN}`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    await waitFor(() => expect(proxy.of('apply-user-deposit')).toHaveLength(2));
    const [first, retry] = proxy.of('apply-user-deposit');
    expect(retry.params).toEqual(first.params);
  });

  it('when the session is found gone, keeps the amount for after the login', async () => {
    deposit = () => ({ httpStatus: 401, body: { status: 'error', code: 'unauthenticated', reason: 'revoked' } });
    const first = render('en');
    await userEvent.type(screen.getByLabelText('Deposit amount'), '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeTruthy();
    first.unmount();

    // After the login, back on the deposit page: the amount is there, once.
    const back = render('en');
    await waitFor(() => expect((screen.getByLabelText('Deposit amount') as HTMLInputElement).value).toBe('20,000'));
    back.unmount();
    render('en');
    expect((screen.getByLabelText('Deposit amount') as HTMLInputElement).value).toBe('');
  });

  it('uses a new key for the next request once one is settled, and for another amount', async () => {
    deposit = () => ({ status: 'wait' });
    render();
    await userEvent.type(amountField(), '10000');
    await submit();
    await screen.findByText(/이미 처리 대기 중/);
    await submit();
    await waitFor(() => expect(proxy.of('apply-user-deposit')).toHaveLength(2));
    deposit = () => ({ httpStatus: 502, body: { status: 'error', code: 'backend_unavailable' } });
    await submit();
    await waitFor(() => expect(proxy.of('apply-user-deposit')).toHaveLength(3));
    await userEvent.type(amountField(), '0');
    await submit();
    await waitFor(() => expect(proxy.of('apply-user-deposit')).toHaveLength(4));

    const keys = proxy.of('apply-user-deposit').map((call) => call.params?.requestId);
    expect(new Set(keys).size).toBe(4);
  });

  it('cancels a waiting deposit after a confirmation', async () => {
    render();
    history = { list: [{ ...waiting, status: 'cansel', doneDate: '2025-03-02T10:00:00.000Z' }, done], maxCount: 2 };
    await userEvent.click(within(historyTable()).getByRole('button', { name: '신청 취소' }));

    await waitFor(() =>
      expect(fire).toHaveBeenCalledWith(
        expect.objectContaining({ text: '입금 신청을 취소하시겠습니까?', showCancelButton: true }),
      ),
    );
    expect(await screen.findByText('입금 신청이 취소되었습니다.')).toBeTruthy();
    expect(proxy.of('cansel-user-deposit')[0].params).toEqual({ id: 7 });
    await waitFor(() => expect(within(historyTable()).getByText('취소')).toBeTruthy());
    expect(within(historyTable()).queryByRole('button', { name: '신청 취소' })).toBeNull();
  });

  it('sends nothing when the cancellation is not confirmed', async () => {
    fire.mockImplementation(async () => ({ isConfirmed: false }));
    render();
    await userEvent.click(within(historyTable()).getByRole('button', { name: '신청 취소' }));
    await waitFor(() => expect(fire).toHaveBeenCalled());
    expect(proxy.of('cansel-user-deposit')).toEqual([]);
  });

  it('says when the deposit was processed before the cancellation arrived', async () => {
    proxy.restore();
    proxy = fakeProxy({
      'cansel-user-deposit': () => ({ status: 'already' }),
      'get-deposit-list': () => ({ status: 'success', ...history }),
      'health-check': () => member(),
    });
    render();
    await userEvent.click(within(historyTable()).getByRole('button', { name: '신청 취소' }));
    expect(await screen.findByText('이미 처리된 입금 신청이라 취소할 수 없습니다.')).toBeTruthy();
  });

  it('pages through a long history', async () => {
    history = { list: [walletRequest({ id: 1, amount: 10_000, status: 'reg' })], maxCount: 11 };
    renderWithProviders(<DepositScreen />, {
      initialState: memberPageState({ deposits: { list: [waiting], maxCount: 11 } }),
    });
    const pager = screen.getByRole('navigation', { name: '내역 페이지' });
    expect(within(pager).getByText('1 / 2 페이지')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: '이전' })).toHaveProperty('disabled', true);
    await userEvent.click(within(pager).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(within(pager).getByText('2 / 2 페이지')).toBeTruthy());
    expect(proxy.of('get-deposit-list')[0].params).toEqual({ page: 2, size: 10 });
    await waitFor(() => expect(within(historyTable()).getByText('₩10,000')).toBeTruthy());
    expect(within(historyTable()).getByText('대기')).toBeTruthy();
  });

  it('shows the unavailable notice when the server could not load the history', () => {
    const failed = memberPageState();
    renderWithProviders(<DepositScreen />, { initialState: { ...failed, page: { failed: ['get-deposit-list'] } } });
    expect(
      within(screen.getByRole('region', { name: '입금 내역' })).getByText(/일시적으로 정보를 불러올 수 없습니다/),
    ).toBeTruthy();
  });

  it('shows an empty history plainly', () => {
    renderWithProviders(<DepositScreen />, { initialState: memberPageState({ deposits: { list: [], maxCount: 0 } }) });
    expect(within(historyTable()).getByText('신청 내역이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '내역 페이지' })).toBeNull();
  });
});

describe('DepositScreen and player protection', () => {
  /** The deposit page as the server renders it when the backend offers player protection. */
  function withProtection(limits = playLimits(), deposits = { list: [waiting, done], maxCount: 2 }) {
    const store = makeStore(memberPageState({ user: { balance: 120_000 }, deposits }));
    store.dispatch(siteConfigured({ features: ['player-protection'] }));
    store.dispatch(
      protectionApi.util.upsertQueryEntries([{ endpointName: 'playLimits', arg: undefined, value: limits }]),
    );
    return store.getState();
  }
  const dailyLimit = playLimits({
    limits: { day: { ...noLimit, amount: 50_000, used: 40_000, left: 10_000 }, week: noLimit, month: noLimit },
    left: 10_000,
  });

  it('says how much is left under the limits and from when this amount fits; the amount stays', async () => {
    deposit = () => ({ status: 'limit', left: 10_000, period: 'day', retryAt: '2026-03-03T01:00:00.000Z' });
    renderWithProviders(<DepositScreen />, { initialState: withProtection(dailyLimit) });
    await userEvent.type(amountField(), '20000');
    await submit();
    expect(
      await screen.findByText(
        '일일 입금 한도를 넘는 금액입니다. 지금은 최대 ₩10,000까지 입금할 수 있습니다. 이 금액은 2026-03-03 10:00부터 입금할 수 있습니다.',
      ),
    ).toBeTruthy();
    expect(amountField().value).toBe('20,000');
  });

  it('says when an amount will never fit under the limits', async () => {
    deposit = () => ({ status: 'limit', left: 0, period: 'week', retryAt: null });
    renderWithProviders(<DepositScreen />, { initialState: withProtection(dailyLimit), locale: 'en' });
    await userEvent.type(screen.getByLabelText('Deposit amount'), '2000000');
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(
      await screen.findByText(
        'This amount is over your weekly deposit limit. You cannot deposit any more for now. This amount cannot be deposited under your current limits.',
      ),
    ).toBeTruthy();
  });

  it('says deposits are closed until a break or a self-exclusion ends', async () => {
    deposit = () => ({ status: 'restricted', restriction: { kind: 'break', until: '2026-03-09T03:00:00.000Z' } });
    render();
    await userEvent.type(amountField(), '10000');
    await submit();
    expect(await screen.findByText('휴식 중이라 2026-03-09 12:00까지 입금할 수 없습니다.')).toBeTruthy();
  });

  it('shows what the limits leave now, with the way to the responsible-gaming page', () => {
    renderWithProviders(<DepositScreen />, { initialState: withProtection(dailyLimit) });
    expect(screen.getByText(/^입금 한도 안에서 지금 최대 ₩10,000까지 입금할 수 있습니다\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: '입금 한도와 책임감 있는 게임 설정' }).getAttribute('href')).toBe(
      '/responsible-gaming',
    );
    expect(screen.queryByRole('region', { name: '먼저 입금 한도를 정하시겠습니까?' })).toBeNull();
  });

  it('offers a member without limits or deposits to set a limit first; skipping keeps the focus at its place', async () => {
    renderWithProviders(<DepositScreen />, { initialState: withProtection(playLimits(), { list: [], maxCount: 0 }) });
    const offer = screen.getByRole('region', { name: '먼저 입금 한도를 정하시겠습니까?' });
    expect(within(offer).getByRole('link', { name: '입금 한도 정하기' }).getAttribute('href')).toBe(
      '/responsible-gaming',
    );
    expect(amountField()).toBeTruthy();
    await userEvent.click(within(offer).getByRole('button', { name: '건너뛰기' }));
    expect(screen.queryByRole('region', { name: '먼저 입금 한도를 정하시겠습니까?' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '입금 한도와 책임감 있는 게임 설정' }));
  });

  it('makes no offer to a member who has deposited before', () => {
    renderWithProviders(<DepositScreen />, { initialState: withProtection(playLimits()) });
    expect(screen.queryByRole('region', { name: '먼저 입금 한도를 정하시겠습니까?' })).toBeNull();
    expect(screen.getByRole('link', { name: '입금 한도와 책임감 있는 게임 설정' })).toBeTruthy();
  });

  it('shows neither without the feature', () => {
    render();
    expect(screen.queryByRole('link', { name: '입금 한도와 책임감 있는 게임 설정' })).toBeNull();
  });
});

describe('DepositScreen on a site of another market', () => {
  const VIETNAM = {
    ...BASE_SITE,
    market: {
      ...BASE_SITE.market!,
      currency: 'VND',
      timeZone: 'Asia/Ho_Chi_Minh',
      wallet: {
        depositMin: 50_000,
        depositStep: 50_000,
        withdrawMin: 100_000,
        withdrawStep: 50_000,
        rollMin: 20_000,
        quickAmounts: [50_000, 200_000, 1_000_000],
      },
    },
  };
  /** The deposit page as the server renders it for a host whose get-site-config names Vietnam's market. */
  function vietnam() {
    const store = makeStore(state());
    store.dispatch(siteConfigured({ features: [], site: VIETNAM }));
    return store.getState();
  }

  it("shows dong, the site's own minimum, step and quick amounts, and times in Vietnam", async () => {
    renderWithProviders(<DepositScreen />, { initialState: vietnam() });
    expect(screen.getByTestId('wallet-balance').textContent).toBe('₫120,000');
    expect(screen.getByText('최소 입금 금액은 ₫50,000이며 ₫50,000 단위로 신청할 수 있습니다.')).toBeTruthy();
    const quick = within(screen.getByRole('group', { name: '빠른 금액 선택' })).getAllByRole('button');
    expect(quick.map((button) => button.textContent)).toEqual(['+₫50,000', '+₫200,000', '+₫1,000,000']);
    const rows = within(historyTable()).getAllByRole('row');
    // 09:00 UTC is 16:00 in Vietnam (18:00 in Korea).
    expect(rows[1].textContent).toBe('₫50,000대기2025-03-02 16:00-신청 취소');

    await userEvent.type(amountField(), '20000');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('최소 ₫50,000부터 신청할 수 있습니다.');
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '60000');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('₫50,000 단위로 신청해 주세요.');
    expect(proxy.of('apply-user-deposit')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '초기화' }));
    await userEvent.click(screen.getByRole('button', { name: '₫200,000 더하기' }));
    expect(amountField().value).toBe('200,000');
    await submit();
    await screen.findByText(/입금 신청이 접수되었습니다/);
    expect(proxy.of('apply-user-deposit').map((call) => call.params?.amount)).toEqual([200_000]);
  });

  it('reads an amount written with the currency as the page writes it, and in Vietnamese the Vietnamese way', async () => {
    renderWithProviders(<DepositScreen />, { initialState: vietnam(), locale: 'en' });
    await userEvent.type(screen.getByLabelText('Deposit amount'), '₫100,000');
    expect((screen.getByLabelText('Deposit amount') as HTMLInputElement).value).toBe('100,000');
  });

  it('names the rule the backend refused the amount by (400 amount), in the member language', async () => {
    deposit = () => ({ httpStatus: 400, body: { status: 'error', code: 'bad_request', field: 'amount' } });
    renderWithProviders(<DepositScreen />, { initialState: vietnam(), locale: 'en' });
    await userEvent.type(screen.getByLabelText('Deposit amount'), '100000');
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(
      await screen.findByText(
        "This site's amount rules have changed, so this amount was not accepted. Reload the page to see the new rules.",
      ),
    ).toBeTruthy();
  });
});
