import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WalletRequest } from '@/lib/contract';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { DepositScreen } from './DepositScreen';
import { member, memberPageState, walletRequest } from '@/tests/fixtures/wallet';
import { fakeProxy, type ProxyAnswer } from '@/tests/utils/proxy';
import { WithdrawScreen } from './WithdrawScreen';

const waiting = walletRequest({ id: 7, amount: 50_000, status: 'wait', regDate: '2025-03-02T09:00:00.000Z' });
const approved = walletRequest({
  id: 6,
  amount: 1_000_000,
  status: 'already',
  regDate: '2025-03-01T09:00:00.000Z',
  doneDate: '2025-03-01T10:00:00.000Z',
});
const cancelled = walletRequest({
  id: 5,
  amount: 30_000,
  status: 'cansel',
  regDate: '2025-02-28T09:00:00.000Z',
  doneDate: '2025-02-28T10:00:00.000Z',
});

let proxy: ReturnType<typeof fakeProxy>;
let list: WalletRequest[];
let remove: (params: Record<string, unknown> | undefined) => ProxyAnswer;

const state = (features: 'history-delete'[] = ['history-delete']) =>
  memberPageState({
    user: { balance: 0 },
    deposits: { list, maxCount: list.length },
    withdraws: { list, maxCount: list.length },
    features,
  });
const history = (name = '입금 내역') => screen.getByRole('region', { name });
const rows = (name?: string) =>
  within(within(history(name)).getByRole('table'))
    .getAllByRole('row')
    .slice(1);

beforeEach(() => {
  list = [waiting, approved, cancelled];
  remove = (params) => {
    const gone =
      params?.id === undefined
        ? list.filter((entry) => entry.status !== 'wait')
        : list.filter((entry) => entry.id === params.id);
    list = list.filter((entry) => !gone.includes(entry));
    return { status: 'success', deleted: gone.length };
  };
  proxy = fakeProxy({
    'del-wallet-history': (params) => remove(params),
    'get-deposit-list': () => ({ status: 'success', list, maxCount: list.length }),
    'get-withdraw-list': () => ({ status: 'success', list, maxCount: list.length }),
    'health-check': () => member(),
  });
});

afterEach(() => proxy.restore());

describe('deleting finished entries', () => {
  it('each finished row has a delete button naming its entry; a waiting one has none', () => {
    renderWithProviders(<DepositScreen />, { initialState: state() });
    const [first, second, third] = rows();
    expect(within(first).queryByRole('button', { name: /삭제/ })).toBeNull();
    expect(within(first).getByRole('button', { name: '신청 취소' })).toBeTruthy();
    expect(within(second).getByRole('button', { name: '삭제: 2025-03-01 18:00 신청 ₩1,000,000' }).textContent).toBe(
      '삭제',
    );
    expect(within(third).getByRole('button', { name: '삭제: 2025-02-28 18:00 신청 ₩30,000' })).toBeTruthy();
    expect(proxy.calls).toEqual([]);
  });

  it('deletes one entry, says so, and the history refreshes without it', async () => {
    renderWithProviders(<DepositScreen />, { initialState: state() });
    await userEvent.click(screen.getByRole('button', { name: '삭제: 2025-03-01 18:00 신청 ₩1,000,000' }));
    expect(await screen.findByText('내역을 삭제했습니다.')).toBeTruthy();
    expect(proxy.of('del-wallet-history').map((call) => call.params)).toEqual([{ kind: 'deposit', id: 6 }]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1].textContent).toContain('₩30,000');
    expect(document.activeElement).toBe(within(history()).getByRole('heading', { name: '입금 내역' }));
  });

  it('an entry still waiting by the backend is refused with a translated message, in English too', async () => {
    remove = () => ({ status: 'wait' });
    renderWithProviders(<WithdrawScreen />, { initialState: state(), locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete: ₩30,000 requested 2025-02-28 18:00' }));
    expect(
      await screen.findByText(
        'A request that is still waiting cannot be deleted. You can delete it once it has been processed.',
      ),
    ).toBeTruthy();
    expect(proxy.of('del-wallet-history')[0].params).toEqual({ kind: 'withdraw', id: 5 });
  });

  it('a failure is said and the entry stays', async () => {
    remove = () => ({ httpStatus: 502, body: { status: 'error', code: 'backend_unavailable' } });
    renderWithProviders(<DepositScreen />, { initialState: state() });
    await userEvent.click(screen.getByRole('button', { name: '삭제: 2025-03-01 18:00 신청 ₩1,000,000' }));
    expect(await screen.findByText('서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
    expect(rows()).toHaveLength(3);
  });

  it('deleting all asks first: no sends nothing and gives focus back; yes deletes every finished entry', async () => {
    renderWithProviders(<WithdrawScreen />, { initialState: state() });
    const deleteAll = screen.getByRole('button', { name: '처리된 내역 모두 삭제' });
    await userEvent.click(deleteAll);
    const question = screen.getByRole('group', { name: /완료되거나 취소된 내역을 모두 삭제하시겠습니까/ });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: '아니오' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: /모두 삭제하시겠습니까/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '처리된 내역 모두 삭제' }));
    expect(proxy.of('del-wallet-history')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '처리된 내역 모두 삭제' }));
    await userEvent.click(screen.getByRole('button', { name: '모두 삭제' }));
    expect(await screen.findByText('내역 2건을 삭제했습니다.')).toBeTruthy();
    expect(proxy.of('del-wallet-history').map((call) => call.params)).toEqual([{ kind: 'withdraw' }]);
    await waitFor(() => expect(rows('출금 내역')).toHaveLength(1));
    // Only the waiting entry is left: nothing more to delete.
    expect(screen.queryByRole('button', { name: '처리된 내역 모두 삭제' })).toBeNull();
  });

  it('nothing to delete is said as such', async () => {
    remove = () => ({ status: 'success', deleted: 0 });
    renderWithProviders(<DepositScreen />, { initialState: state() });
    await userEvent.click(screen.getByRole('button', { name: '처리된 내역 모두 삭제' }));
    await userEvent.click(screen.getByRole('button', { name: '모두 삭제' }));
    expect(await screen.findByText('삭제할 처리된 내역이 없습니다.')).toBeTruthy();
  });

  it('a backend without history-delete offers no deletion', () => {
    renderWithProviders(<WithdrawScreen />, { initialState: state([]) });
    expect(screen.queryByRole('button', { name: /삭제/ })).toBeNull();
    expect(within(within(history('출금 내역')).getByRole('table')).getAllByRole('columnheader')).toHaveLength(4);
  });
});
