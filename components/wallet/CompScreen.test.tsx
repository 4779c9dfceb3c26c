import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { CompScreen } from './CompScreen';
import { member, memberPageState } from '@/tests/fixtures/wallet';
import { fakeProxy, type ProxyAnswer } from '@/tests/utils/proxy';

/** Said after an answer that may hide an applied request. */
const MAY_HAVE_CONVERTED =
  '전환되었을 수도 있습니다. 다시 전환하기 전에 보유머니와 콤프를 확인해 주세요. 같은 금액으로 다시 전환해도 두 번 처리되지 않습니다.';

const fire = vi.fn(async (_options?: unknown) => ({ isConfirmed: true }));
vi.mock('sweetalert2', () => ({
  default: { fire: (options: unknown) => fire(options), close: vi.fn(), isVisible: () => false, showLoading: vi.fn() },
}));

let proxy: ReturnType<typeof fakeProxy>;
let roll: (params: Record<string, unknown> | undefined) => ProxyAnswer;
let figures: { balance: number; rolling: number };

const state = () => memberPageState({ user: { balance: 100_000, rolling: 50_000 } });
const amountField = () => screen.getByLabelText('전환할 콤프') as HTMLInputElement;
const convert = () => userEvent.click(screen.getByRole('button', { name: '전환하기' }));
const convertAll = () => userEvent.click(screen.getByRole('button', { name: '전액 전환' }));
const KEY = expect.stringMatching(/^[0-9a-f]{32}$/);
const keys = () => proxy.of('roll-to-balance').map((call) => call.params?.requestId);

beforeEach(() => {
  fire.mockClear();
  fire.mockImplementation(async () => ({ isConfirmed: true }));
  figures = { balance: 100_000, rolling: 50_000 };
  roll = (params) => {
    const amount = params?.amount === undefined ? figures.rolling : Number(params.amount);
    figures = { balance: figures.balance + amount, rolling: figures.rolling - amount };
    return { status: 'success', amount, ...figures };
  };
  // The backend's view of the member, as the health check refetched after each change reports it.
  proxy = fakeProxy({ 'roll-to-balance': (params) => roll(params), 'health-check': () => member(figures) });
});

afterEach(() => proxy.restore());

describe('CompScreen', () => {
  it('shows comp money and balance side by side', () => {
    renderWithProviders(<CompScreen />, { initialState: state() });
    const figures = screen.getByRole('group', { name: '보유 현황' });
    expect(figures.textContent).toBe('보유 콤프50,000콤프보유머니₩100,000');
    expect(proxy.calls).toEqual([]);
  });

  it('converts an amount after a confirmation; both figures update without a reload', async () => {
    renderWithProviders(<CompScreen />, { initialState: state() });
    await userEvent.type(amountField(), '30000');
    await userEvent.click(screen.getByRole('button', { name: '전환하기' }));
    await waitFor(() =>
      expect(fire).toHaveBeenCalledWith(
        expect.objectContaining({ text: '입력한 콤프를 보유머니로 전환하시겠습니까?' }),
      ),
    );
    expect(await screen.findByText('30,000콤프를 보유머니로 전환했습니다.')).toBeTruthy();
    expect(proxy.of('roll-to-balance')[0].params).toEqual({ amount: 30_000, requestId: KEY });
    await waitFor(() =>
      expect([screen.getByTestId('wallet-comp').textContent, screen.getByTestId('wallet-balance').textContent]).toEqual(
        ['20,000콤프', '₩130,000'],
      ),
    );
    expect(amountField().value).toBe('');
  });

  it('converts all without an amount', async () => {
    renderWithProviders(<CompScreen />, { initialState: state() });
    await userEvent.type(amountField(), '123');
    await userEvent.click(screen.getByRole('button', { name: '전액 전환' }));
    await waitFor(() =>
      expect(fire).toHaveBeenCalledWith(
        expect.objectContaining({ text: '보유한 콤프 전액을 보유머니로 전환하시겠습니까?' }),
      ),
    );
    expect(await screen.findByText('50,000콤프를 보유머니로 전환했습니다.')).toBeTruthy();
    expect(proxy.of('roll-to-balance')[0].params).toEqual({ requestId: KEY });
    await waitFor(() =>
      expect([screen.getByTestId('wallet-comp').textContent, screen.getByTestId('wallet-balance').textContent]).toEqual(
        ['0콤프', '₩150,000'],
      ),
    );
  });

  it('sends nothing when the player says no', async () => {
    fire.mockImplementation(async () => ({ isConfirmed: false }));
    renderWithProviders(<CompScreen />, { initialState: state() });
    await userEvent.click(screen.getByRole('button', { name: '전액 전환' }));
    await waitFor(() => expect(fire).toHaveBeenCalled());
    expect(proxy.calls).toEqual([]);
  });

  it('states the minimum with the comp unit, and refuses less before asking anything', async () => {
    renderWithProviders(<CompScreen />, { initialState: state() });
    expect(screen.getByText(/최소 10,000콤프부터 전환할 수 있습니다/)).toBeTruthy();
    await userEvent.type(amountField(), '5000');
    await convert();
    expect((await screen.findByRole('alert')).textContent).toBe('최소 10,000콤프부터 신청할 수 있습니다.');
    expect(fire).not.toHaveBeenCalled();
    expect(proxy.calls).toEqual([]);
  });

  it('refuses more than the comp held before asking "convert?"', async () => {
    renderWithProviders(<CompScreen />, { initialState: state() });
    await userEvent.type(amountField(), '60000');
    await convert();
    expect(await screen.findByText('보유 콤프(50,000콤프)보다 많이 전환할 수 없습니다.')).toBeTruthy();
    expect(fire).not.toHaveBeenCalled();
    expect(proxy.calls).toEqual([]);
  });

  it.each([
    ['ko', '전환하기', '전액 전환', '보유 콤프가 최소 전환 금액 10,000콤프보다 적어 아직 전환할 수 없습니다.'],
    ['en', 'Convert', 'Convert all', 'Your comp is below the 10,000 comp minimum, so there is nothing to convert yet.'],
  ] as const)('below the minimum (%s) both buttons are disabled and say why', async (locale, one, all, why) => {
    renderWithProviders(<CompScreen />, {
      initialState: memberPageState({ user: { balance: 100_000, rolling: 9_999 } }),
      locale,
    });
    expect((screen.getByRole('button', { name: one }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: all }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(why)).toBeTruthy();
    expect(fire).not.toHaveBeenCalled();
  });

  it('converting all, which takes no amount, drops the typed amount’s error', async () => {
    roll = () => ({ status: 'low_point' });
    renderWithProviders(<CompScreen />, { initialState: state() });
    await userEvent.type(amountField(), '5000');
    await convert();
    expect(await screen.findByRole('alert')).toBeTruthy();
    await convertAll();
    expect(await screen.findByText(/전환할 수 있는 콤프가 부족합니다/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for an amount before anything else', async () => {
    renderWithProviders(<CompScreen />, { initialState: state() });
    await userEvent.click(screen.getByRole('button', { name: '전환하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('금액을 입력해 주세요.');
    expect(fire).not.toHaveBeenCalled();
  });

  it.each([
    ['ko', '전환할 수 있는 콤프가 부족합니다. 최소 전환 금액 이상, 보유 콤프 이내로 신청해 주세요.'],
    ['en', 'Not enough comp to convert: ask for at least the minimum and no more than you hold.'],
  ] as const)('explains low_point in %s, and the figures stay', async (locale, message) => {
    roll = () => ({ status: 'low_point' });
    renderWithProviders(<CompScreen />, { initialState: state(), locale });
    await userEvent.click(screen.getByRole('button', { name: locale === 'ko' ? '전액 전환' : 'Convert all' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByTestId('wallet-comp').textContent).toBe(locale === 'ko' ? '50,000콤프' : '50,000 comp');
  });

  it('a refusal that settles the request (429) is said plainly, without the may-have-converted line', async () => {
    roll = () => ({ httpStatus: 429, body: { status: 'error', code: 'too_many_requests' } });
    renderWithProviders(<CompScreen />, { initialState: state() });
    await convertAll();
    expect(await screen.findByText('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
    expect(screen.queryByText(new RegExp(MAY_HAVE_CONVERTED.slice(0, 10)))).toBeNull();
  });

  it('a proxy failure that may hide a conversion says so, and nothing changes on screen', async () => {
    roll = () => ({ httpStatus: 502, body: { status: 'error', code: 'backend_unavailable' } });
    renderWithProviders(<CompScreen />, { initialState: state() });
    await convertAll();
    expect(
      await screen.findByText(`서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요. ${MAY_HAVE_CONVERTED}`),
    ).toBeTruthy();
    expect(screen.getByTestId('wallet-comp').textContent).toBe('50,000콤프');
    expect(screen.getByTestId('wallet-balance').textContent).toBe('₩100,000');
  });

  it.each([
    [504, 'backend_timeout', `서버 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요. ${MAY_HAVE_CONVERTED}`],
    [502, 'backend_unavailable', `서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요. ${MAY_HAVE_CONVERTED}`],
    [500, 'something_new', `요청을 처리하지 못했습니다. 다시 시도해 주세요. ${MAY_HAVE_CONVERTED}`],
  ])(
    'after a %d (%s), which may hide an applied conversion, the retry carries the same request id',
    async (httpStatus, code, message) => {
      const succeed = roll;
      roll = () => ({ httpStatus, body: { status: 'error', code } });
      renderWithProviders(<CompScreen />, { initialState: state() });
      await userEvent.type(amountField(), '30000');
      await convert();
      expect(await screen.findByText(message)).toBeTruthy();
      expect(amountField().value).toBe('30,000');

      roll = succeed;
      await convert();
      expect(await screen.findByText('30,000콤프를 보유머니로 전환했습니다.')).toBeTruthy();
      const [first, retry] = proxy.of('roll-to-balance');
      expect(first.params).toEqual({ amount: 30_000, requestId: KEY });
      expect(retry.params).toEqual(first.params);
    },
  );

  it('after a lost connection, converting all again carries the same request id, in a reloaded page too', async () => {
    roll = () => 'network';
    const first = renderWithProviders(<CompScreen />, { initialState: state() });
    await convertAll();
    expect(await screen.findByText(`네트워크 연결을 확인해 주세요. ${MAY_HAVE_CONVERTED}`)).toBeTruthy();
    first.unmount();

    renderWithProviders(<CompScreen />, { initialState: state() });
    await convertAll();
    await waitFor(() => expect(proxy.of('roll-to-balance')).toHaveLength(2));
    expect(proxy.of('roll-to-balance').map((call) => call.params)).toEqual([
      { requestId: KEY },
      { requestId: keys()[0] },
    ]);
  });

  it('a settled answer ends the key: the next conversion, and one of another amount, get new request ids', async () => {
    renderWithProviders(<CompScreen />, { initialState: state() });
    await userEvent.type(amountField(), '10000');
    await convert();
    await screen.findByText('10,000콤프를 보유머니로 전환했습니다.');
    await userEvent.type(amountField(), '10000');
    await convert();
    await waitFor(() => expect(proxy.of('roll-to-balance')).toHaveLength(2));

    roll = () => ({ status: 'low_point' });
    await convertAll();
    await screen.findByText(/전환할 수 있는 콤프가 부족합니다/);
    await convertAll();
    await waitFor(() => expect(proxy.of('roll-to-balance')).toHaveLength(4));

    roll = () => ({ httpStatus: 504, body: { status: 'error', code: 'backend_timeout' } });
    await convertAll();
    await waitFor(() => expect(proxy.of('roll-to-balance')).toHaveLength(5));
    await userEvent.type(amountField(), '20000');
    await convert();
    await waitFor(() => expect(proxy.of('roll-to-balance')).toHaveLength(6));

    expect(keys()).toEqual([KEY, KEY, KEY, KEY, KEY, KEY]);
    expect(new Set(keys()).size).toBe(6);
  });
});
