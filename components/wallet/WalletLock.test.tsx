import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WalletLock } from '@/lib/contract/account';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { DepositScreen } from './DepositScreen';
import { member, memberPageState, walletRequest } from '@/tests/fixtures/wallet';
import { fakeProxy, type ProxyAnswer } from '@/tests/utils/proxy';
import { WithdrawScreen } from './WithdrawScreen';
import { requestsSettled } from '@/tests/utils/settled';

// Operator text with markup in it: it must arrive on screen as the same characters, never as elements.
const REASON = '<b>은행 점검</b> <img src=x onerror="alert(1)"> & 정기 작업';
const depositLock: WalletLock = { kind: 'deposit', reason: REASON, until: '2026-03-02T06:30:00.000Z', everyone: false };
const withdrawLock: WalletLock = { kind: 'withdraw', reason: '출금 서버 점검', until: null, everyone: true };

let proxy: ReturnType<typeof fakeProxy>;
let locks: WalletLock[];
let deposit: () => ProxyAnswer;

const history = {
  list: [walletRequest({ id: 4, status: 'already', doneDate: '2025-03-01T11:00:00.000Z' })],
  maxCount: 1,
};
const depositPage = (pageLocks: WalletLock[], features: ('wallet-locks' | 'history-delete')[] = ['wallet-locks']) =>
  memberPageState({ user: { balance: 100_000 }, deposits: history, withdraws: history, features, locks: pageLocks });
const amountField = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

beforeEach(() => {
  locks = [];
  deposit = () => ({ status: 'success', request: walletRequest({ id: 8 }) });
  proxy = fakeProxy({
    'get-wallet-locks': () => ({ status: 'success', locks }),
    'apply-user-deposit': () => deposit(),
    'get-deposit-list': () => ({ status: 'success', ...history }),
    'health-check': () => member({ balance: 100_000 }),
  });
});

afterEach(() => proxy.restore());

describe('a deposit lock', () => {
  it('disables the form in place and says why and until when, the reason as plain text', () => {
    const { container } = renderWithProviders(<DepositScreen />, {
      initialState: depositPage([depositLock, withdrawLock]),
    });
    expect(screen.getByText(`지금은 입금이 닫혀 있습니다: ${REASON} 2026-03-02 15:30에 다시 열립니다.`)).toBeTruthy();
    expect(container.querySelector('b, img')).toBeNull();
    expect(screen.queryByText(/출금 서버 점검/)).toBeNull();

    expect(amountField('입금 금액').matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '입금 신청' }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '₩50,000 더하기' }).matches(':disabled')).toBe(true);
    const fieldset = screen.getByRole('group', { description: /지금은 입금이 닫혀 있습니다/ });
    expect(fieldset.tagName).toBe('FIELDSET');
    // The history and the account question stay usable.
    expect(screen.getByRole('button', { name: '입금계좌 문의' }).matches(':disabled')).toBe(false);
    expect(proxy.calls).toEqual([]);
  });

  it('in English, without an end time, says none is set', () => {
    renderWithProviders(<WithdrawScreen />, { initialState: depositPage([withdrawLock]), locale: 'en' });
    expect(
      screen.getByText('Withdrawals are closed for now: 출금 서버 점검 No time to reopen has been set yet.'),
    ).toBeTruthy();
    expect(amountField('Withdrawal amount').matches(':disabled')).toBe(true);
  });

  it('a lock of the other kind leaves the form open', () => {
    renderWithProviders(<DepositScreen />, { initialState: depositPage([withdrawLock]) });
    expect(amountField('입금 금액').matches(':disabled')).toBe(false);
    expect(screen.queryByText(/닫혀 있습니다/)).toBeNull();
  });

  it('a request refused as locked says why, then the locks fetched again close the form and the notice takes the focus', async () => {
    let answerLocks: (answer: ProxyAnswer) => void = () => {};
    proxy.restore();
    proxy = fakeProxy({
      'apply-user-deposit': () => ({ status: 'locked', lock: depositLock }),
      'get-wallet-locks': () => new Promise<ProxyAnswer>((resolve) => (answerLocks = resolve)),
      'get-deposit-list': () => ({ status: 'success', ...history }),
      'health-check': () => member({ balance: 100_000 }),
    });
    renderWithProviders(<DepositScreen />, { initialState: depositPage([]) });
    await userEvent.type(amountField('입금 금액'), '10000');
    await userEvent.click(screen.getByRole('button', { name: '입금 신청' }));

    const said = `지금은 입금이 닫혀 있습니다: ${REASON} 2026-03-02 15:30에 다시 열립니다.`;
    expect(await screen.findByText(said, { selector: '[role="status"] *' })).toBeTruthy();
    await waitFor(() => expect(proxy.of('get-wallet-locks')).toHaveLength(1));
    answerLocks({ status: 'success', locks: [depositLock] });
    await waitFor(() => expect(amountField('입금 금액').matches(':disabled')).toBe(true));
    // Said once: the notice above the form replaces the form's answer.
    expect(screen.getAllByText(said)).toHaveLength(1);
    expect(document.activeElement?.textContent).toBe(said);
  });

  it('the server render had no locks: the form is open and nothing is fetched on load', async () => {
    const { store } = renderWithProviders(<DepositScreen />, { initialState: depositPage([]) });
    expect(amountField('입금 금액').matches(':disabled')).toBe(false);
    await requestsSettled(store);
    expect(proxy.calls).toEqual([]);
  });

  it('a backend without wallet-locks: no locks asked for and the form is open', async () => {
    const { store } = renderWithProviders(<DepositScreen />, {
      initialState: memberPageState({ user: { balance: 100_000 }, deposits: history }),
    });
    expect(amountField('입금 금액').matches(':disabled')).toBe(false);
    await requestsSettled(store);
    expect(proxy.of('get-wallet-locks')).toEqual([]);
  });

  it('locks the server could not load are fetched in the browser', async () => {
    locks = [depositLock];
    renderWithProviders(<DepositScreen />, {
      initialState: memberPageState({ user: { balance: 100_000 }, deposits: history, features: ['wallet-locks'] }),
    });
    await waitFor(() => expect(amountField('입금 금액').matches(':disabled')).toBe(true));
    expect(within(screen.getByRole('region', { name: '입금신청' })).getByText(/은행 점검/)).toBeTruthy();
  });
});
