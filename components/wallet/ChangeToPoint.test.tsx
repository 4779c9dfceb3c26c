import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { CompScreen } from './CompScreen';
import { member, memberPageState } from '@/tests/fixtures/wallet';
import { fakeProxy, type ProxyAnswer } from '@/tests/utils/proxy';

const fire = vi.fn(async (_options?: unknown) => ({ isConfirmed: true }));
vi.mock('sweetalert2', () => ({
  default: { fire: (options: unknown) => fire(options), close: vi.fn(), isVisible: () => false, showLoading: vi.fn() },
}));

const KEY = expect.stringMatching(/^[0-9a-f]{32}$/);

let proxy: ReturnType<typeof fakeProxy>;
let figures: { balance: number; rolling: number };
let change: (params: Record<string, unknown> | undefined) => ProxyAnswer;

const state = (features: 'change-to-point'[] = ['change-to-point']) =>
  memberPageState({ user: { balance: 100_000, rolling: 5_000 }, features });
const card = () => screen.getByRole('region', { name: '보유머니를 콤프로' });
const amountField = () => within(card()).getByLabelText('콤프로 바꿀 보유머니') as HTMLInputElement;
const submit = () => userEvent.click(within(card()).getByRole('button', { name: '콤프로 바꾸기' }));
const shown = () => [screen.getByTestId('wallet-comp').textContent, screen.getByTestId('wallet-balance').textContent];

beforeEach(() => {
  figures = { balance: 100_000, rolling: 5_000 };
  change = (params) => {
    const amount = Number(params?.amount);
    if (amount > figures.balance) return { status: 'balance' };
    figures = { balance: figures.balance - amount, rolling: figures.rolling + amount };
    return { status: 'success', amount, ...figures };
  };
  proxy = fakeProxy({ 'change-to-point': (params) => change(params), 'health-check': () => member(figures) });
});

afterEach(() => proxy.restore());

describe('changing balance into comp', () => {
  it('is not offered by a backend without change-to-point', () => {
    renderWithProviders(<CompScreen />, { initialState: state([]) });
    expect(screen.queryByRole('region', { name: '보유머니를 콤프로' })).toBeNull();
    expect(screen.queryByText('보유머니도 ₩1당 1콤프로 바꿀 수 있습니다.')).toBeNull();
  });

  it('moves the amount with a request id; both figures update without a reload, with no question asked', async () => {
    renderWithProviders(<CompScreen />, { initialState: state() });
    expect(screen.getByText('보유머니도 ₩1당 1콤프로 바꿀 수 있습니다.')).toBeTruthy();
    await userEvent.type(amountField(), '30000');
    await submit();
    expect(await within(card()).findByText('₩30,000을 콤프로 바꿨습니다.')).toBeTruthy();
    expect(proxy.of('change-to-point').map((call) => call.params)).toEqual([{ amount: 30_000, requestId: KEY }]);
    // The figures are the store's, the message the form's: two renders, in no promised order.
    await waitFor(() => expect(shown()).toEqual(['35,000콤프', '₩70,000']));
    expect(amountField().value).toBe('');
    expect(fire).not.toHaveBeenCalled();
  });

  it('more than the balance: the backend refuses, the message is translated and the figures stay', async () => {
    renderWithProviders(<CompScreen />, { initialState: state() });
    await userEvent.type(amountField(), '150000');
    await submit();
    expect(await within(card()).findByText('보유머니보다 많은 금액은 콤프로 바꿀 수 없습니다.')).toBeTruthy();
    expect(shown()).toEqual(['5,000콤프', '₩100,000']);
    expect(amountField().value).toBe('150,000');
  });

  it('in English too', async () => {
    renderWithProviders(<CompScreen />, { initialState: state(), locale: 'en' });
    const form = screen.getByRole('region', { name: 'Balance to comp' });
    await userEvent.type(within(form).getByLabelText('Balance to change into comp'), '150000');
    await userEvent.click(within(form).getByRole('button', { name: 'Change to comp' }));
    expect(await within(form).findByText('You cannot change more than your balance into comp.')).toBeTruthy();
  });

  it.each([
    ['', '금액을 입력해 주세요.'],
    ['12.5', '금액은 숫자로만 입력해 주세요. 소수점이나 부호는 쓸 수 없습니다.'],
    ['-100', '금액은 숫자로만 입력해 주세요. 소수점이나 부호는 쓸 수 없습니다.'],
  ])('bad input %j is refused before sending: %s', async (typed, message) => {
    renderWithProviders(<CompScreen />, { initialState: state() });
    if (typed) await userEvent.type(amountField(), typed);
    await submit();
    expect(within(card()).getByRole('alert').textContent).toBe(message);
    expect(proxy.of('change-to-point')).toEqual([]);
    expect(shown()).toEqual(['5,000콤프', '₩100,000']);
  });

  it('a timeout keeps the request id: the retry is the same request, and its key is not the comp conversion’s', async () => {
    const succeed = change;
    change = () => ({ httpStatus: 504, body: { status: 'error', code: 'backend_timeout' } });
    renderWithProviders(<CompScreen />, { initialState: state() });
    await userEvent.type(amountField(), '20000');
    await submit();
    expect(await within(card()).findByText(/전환되었을 수도 있습니다/)).toBeTruthy();
    expect(localStorage.getItem('portal.pendingRequest.comp')).toBeNull();

    change = succeed;
    await submit();
    expect(await within(card()).findByText('₩20,000을 콤프로 바꿨습니다.')).toBeTruthy();
    const [first, retry] = proxy.of('change-to-point');
    expect(retry.params).toEqual(first.params);
    await waitFor(() => expect(localStorage.getItem('portal.pendingRequest.point')).toBeNull());
  });

  it('a double click sends once', async () => {
    renderWithProviders(<CompScreen />, { initialState: state() });
    await userEvent.type(amountField(), '10000');
    await userEvent.dblClick(within(card()).getByRole('button', { name: '콤프로 바꾸기' }));
    expect(await within(card()).findByText('₩10,000을 콤프로 바꿨습니다.')).toBeTruthy();
    expect(proxy.of('change-to-point')).toHaveLength(1);
    await waitFor(() => expect(shown()).toEqual(['15,000콤프', '₩90,000']));
  });
});
