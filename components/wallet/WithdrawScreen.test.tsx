import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Header } from '@/components/layout/Header';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { WithdrawScreen } from './WithdrawScreen';
import { member, memberPageState, walletRequest } from '@/tests/fixtures/wallet';
import { fakeProxy, type ProxyAnswer } from '@/tests/utils/proxy';

/** Said after an answer that may hide an applied request. */
const MAY_HAVE_APPLIED =
  '신청이 처리되었을 수도 있습니다. 다시 신청하기 전에 신청 내역을 확인해 주세요. 같은 금액으로 다시 신청해도 두 번 처리되지 않습니다.';

let proxy: ReturnType<typeof fakeProxy>;
let withdraw: (params: Record<string, unknown> | undefined) => ProxyAnswer | Promise<ProxyAnswer>;
let balance: number;

const state = () =>
  memberPageState({
    user: { balance: 100_000 },
    withdraws: {
      list: [walletRequest({ id: 3, amount: 30_000, status: 'already', doneDate: '2025-03-03T00:00:00.000Z' })],
      maxCount: 1,
    },
  });
const amountField = () => screen.getByLabelText('출금 금액') as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: '출금 신청' }));
const historyTable = () => within(screen.getByRole('region', { name: '출금 내역' })).getByRole('table');

beforeEach(() => {
  balance = 100_000;
  withdraw = (params) => {
    balance -= Number(params?.amount);
    return { status: 'success', request: walletRequest({ id: 9, amount: Number(params?.amount) }), balance };
  };
  proxy = fakeProxy({
    'apply-user-withdraw': (params) => withdraw(params),
    'get-withdraw-list': () => ({
      status: 'success',
      list: [walletRequest({ id: 9, amount: 40_000, status: 'wait' })],
      maxCount: 1,
    }),
    'health-check': () => member({ balance }),
  });
});

afterEach(() => proxy.restore());

describe('WithdrawScreen', () => {
  it('shows the balance, the registered bank only, and the history without a cancel button', () => {
    renderWithProviders(<WithdrawScreen />, { initialState: state() });
    expect(screen.getByTestId('wallet-balance').textContent).toBe('₩100,000');
    const bank = screen.getByRole('region', { name: '등록 계좌' });
    expect(within(bank).getByText('12345678901')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '입금계좌 문의' })).toBeNull();
    expect(
      within(historyTable())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['금액', '상태', '신청일', '처리일']);
    expect(within(historyTable()).getByText('완료')).toBeTruthy();
    expect(within(historyTable()).queryByRole('button')).toBeNull();
    expect(proxy.calls).toEqual([]);
  });

  it.each([
    ['', '금액을 입력해 주세요.'],
    ['10000', '최소 ₩30,000부터 신청할 수 있습니다.'],
    ['45000', '₩10,000 단위로 신청해 주세요.'],
  ])('refuses %j before sending: %s', async (typed, message) => {
    renderWithProviders(<WithdrawScreen />, { initialState: state() });
    if (typed) await userEvent.type(amountField(), typed);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(proxy.calls).toEqual([]);
  });

  it('says "more than you hold" for the backend’s balance refusal, and nothing changes', async () => {
    withdraw = () => ({ status: 'balance' });
    renderWithProviders(<WithdrawScreen />, { initialState: state() });
    await userEvent.type(amountField(), '200000');
    await submit();
    expect(await screen.findByText('보유머니보다 많은 금액은 출금할 수 없습니다.')).toBeTruthy();
    expect(screen.getByTestId('wallet-balance').textContent).toBe('₩100,000');
  });

  it('drops the "more than you hold" refusal once the player does something else', async () => {
    withdraw = () => ({ status: 'balance' });
    renderWithProviders(
      <>
        <WithdrawScreen />
        <button type="button">elsewhere</button>
      </>,
      { initialState: state() },
    );
    await userEvent.type(amountField(), '200000');
    await submit();
    expect(await screen.findByText('보유머니보다 많은 금액은 출금할 수 없습니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByText('보유머니보다 많은 금액은 출금할 수 없습니다.')).toBeNull();
  });

  it('takes the held amount off the shown balance at once, in the page and the header, and shows it waiting', async () => {
    let answer: (value: ProxyAnswer) => void = () => undefined;
    renderWithProviders(
      <>
        <Header />
        <WithdrawScreen />
      </>,
      { initialState: state() },
    );
    withdraw = (params) =>
      new Promise((resolve) => {
        answer = resolve;
        balance -= Number(params?.amount);
      });
    await userEvent.type(amountField(), '40000');
    await submit();
    expect(screen.getByRole('button', { name: '출금 신청' })).toHaveProperty('disabled', true);
    answer({ status: 'success', request: walletRequest({ id: 9, amount: 40_000 }), balance: 60_000 });

    expect(await screen.findByText('출금 신청이 접수되었습니다. 남은 보유머니는 ₩60,000입니다.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('₩60,000'));
    await waitFor(() => expect(screen.getAllByTestId('holdings')[0].textContent).toBe('₩60,000'));
    await waitFor(() => expect(within(historyTable()).getByText('대기')).toBeTruthy());
    expect(proxy.of('apply-user-withdraw')[0].params).toEqual({
      amount: 40_000,
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it("an amount the backend's own rules refuse (400 amount) says the site's rules changed, and the balance stays", async () => {
    withdraw = () => ({ httpStatus: 400, body: { status: 'error', code: 'bad_request', field: 'amount' } });
    renderWithProviders(<WithdrawScreen />, { initialState: state() });
    await userEvent.type(amountField(), '30000');
    await submit();
    expect(
      await screen.findByText(
        '사이트의 금액 기준이 바뀌어 이 금액은 받지 않았습니다. 페이지를 새로 고쳐 바뀐 기준을 확인해 주세요.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(new RegExp(MAY_HAVE_APPLIED.slice(0, 10)))).toBeNull();
    expect(screen.getByTestId('wallet-balance').textContent).toBe('₩100,000');
  });

  it('a timeout keeps the key, so the retry is applied once by the backend', async () => {
    withdraw = () => ({ httpStatus: 504, body: { status: 'error', code: 'backend_timeout' } });
    renderWithProviders(<WithdrawScreen />, { initialState: state() });
    await userEvent.type(amountField(), '30000');
    await submit();
    expect(
      await screen.findByText(`서버 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요. ${MAY_HAVE_APPLIED}`),
    ).toBeTruthy();
    expect(screen.getByTestId('wallet-balance').textContent).toBe('₩100,000');
    withdraw = () => ({ status: 'success', request: walletRequest({ id: 9, amount: 30_000 }), balance: 70_000 });
    await submit();
    await screen.findByText(/출금 신청이 접수되었습니다/);
    const [first, retry] = proxy.of('apply-user-withdraw');
    expect(retry.params).toEqual(first.params);
  });

  it("the same withdraw sent from a second tab while the first is unanswered carries the first tab's key", async () => {
    let answer: (value: ProxyAnswer) => void = () => undefined;
    withdraw = () => new Promise<ProxyAnswer>((resolve) => (answer = resolve));
    renderWithProviders(<WithdrawScreen />, { initialState: state() });
    await userEvent.type(amountField(), '30000');
    await submit();
    await waitFor(() => expect(proxy.of('apply-user-withdraw')).toHaveLength(1));

    const secondTab = renderWithProviders(<WithdrawScreen />, { initialState: state() });
    const inSecond = within(secondTab.container);
    await userEvent.type(inSecond.getByLabelText('출금 금액'), '30000');
    withdraw = () => ({ status: 'success', request: walletRequest({ id: 9, amount: 30_000 }), balance: 70_000 });
    await userEvent.click(inSecond.getByRole('button', { name: '출금 신청' }));
    await inSecond.findByText(/출금 신청이 접수되었습니다/);
    answer({ status: 'success', request: walletRequest({ id: 9, amount: 30_000 }), balance: 70_000 });

    const [first, second] = proxy.of('apply-user-withdraw');
    expect(second.params).toEqual(first.params);
    // Settled: the next withdraw, in either tab, is a new request.
    await userEvent.clear(inSecond.getByLabelText('출금 금액'));
    await userEvent.type(inSecond.getByLabelText('출금 금액'), '30000');
    await userEvent.click(inSecond.getByRole('button', { name: '출금 신청' }));
    await waitFor(() => expect(proxy.of('apply-user-withdraw')).toHaveLength(3));
    expect(proxy.of('apply-user-withdraw')[2].params?.requestId).not.toBe(first.params?.requestId);
  });
});
