import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeProxy, type Handlers, type ProxyCall } from '@/tests/utils/proxy';
import { api } from '@/store/api';
import { siteConfigured } from '@/store/pageSlice';
import { sessionLoaded } from '@/store/sessionSlice';
import { makeStore } from '@/store';
import '@/store/userApi';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { AccountScreen } from './AccountScreen';

const calls: ProxyCall[] = [];
let handlers: Handlers = {};

const user = {
  userId: 'player1',
  nick: '행운',
  phone: '010-1234-5678',
  rolling: 0,
  balance: 0,
  in_balance: 0,
  bankname: '신한은행',
  bankOwner: '홍길동',
  banknum: '110123456789',
  level: 3,
  noteCount: 0,
  helpCount: 0,
};

function renderAccount(
  locale: 'ko' | 'en' = 'ko',
  money?: { balance: number; gameMoney: number },
  features: string[] = [],
) {
  const store = makeStore();
  store.dispatch(sessionLoaded({ authenticated: true }));
  store.dispatch(siteConfigured({ features }));
  const value = {
    status: 'authenticated',
    user: { ...user, balance: money?.balance ?? 0, in_balance: money?.gameMoney ?? 0 },
    noteCount: 0,
    helpCount: 0,
  };
  store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value }] as never));
  if (money) {
    const inGame = {
      status: 'success',
      gameMoney: money.gameMoney,
      balance: money.balance,
      rolling: 0,
      userId: user.userId,
    };
    store.dispatch(
      api.util.upsertQueryEntries([{ endpointName: 'inGameBalance', arg: undefined, value: inGame }] as never),
    );
  }
  return renderWithProviders(<AccountScreen />, { locale, initialState: store.getState() });
}

const main = () => within(screen.getByRole('main'));
const input = (label: string) => main().getByLabelText(label, { exact: true }) as HTMLInputElement;
const errorOf = (label: string) =>
  (input(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-message'))
    .map((id) => document.getElementById(id)?.textContent)
    .join('');

describe('AccountScreen', () => {
  beforeEach(() => {
    calls.length = 0;
    handlers = {
      'user-change-password': ({ password }) => ({ status: password === 'old-pass-1' ? 'success' : 'pass' }),
    };
    fakeProxy(handlers, calls);
  });

  it('leads to the responsible-gaming settings when the backend offers player protection', () => {
    renderAccount('en', undefined, ['player-protection']);
    const tools = main().getByRole('region', { name: 'Responsible gaming' });
    expect(within(tools).getByRole('link', { name: 'Open responsible gaming settings' }).getAttribute('href')).toBe(
      '/responsible-gaming',
    );
  });

  it('offers no such way without the feature', () => {
    renderAccount('en');
    expect(main().queryByRole('region', { name: 'Responsible gaming' })).toBeNull();
  });

  it('keeps the four account rows first, then nickname, masked phone and level', () => {
    renderAccount();
    const rows = within(main().getByRole('table', { name: '회원 정보' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '아이디player1',
      '예금주홍길동',
      '회원 은행신한은행',
      '출금 계좌번호110123456789',
      '닉네임행운',
      '휴대폰010-****-5678',
      '회원 등급3레벨',
    ]);
  });

  it("shows the member's own record where the backend offers get-member: level, since when, the account masked", async () => {
    handlers['get-member'] = () => ({
      status: 'success',
      user: { ...user, level: 5, regDate: '2025-03-01T03:00:00Z' },
    });
    renderAccount('en', undefined, ['member-info']);
    const table = within(main().getByRole('table', { name: 'Account information' }));
    expect(await table.findByRole('row', { name: 'Registered on 2025-03-01' })).toBeTruthy();
    expect(table.getByRole('row', { name: 'Withdrawal account number ********6789' })).toBeTruthy();
    expect(table.getByRole('row', { name: 'Member level Level 5' })).toBeTruthy();
    expect(calls.map((call) => call.op)).toEqual(['get-member']);
  });

  it('asks for no record without the feature', () => {
    renderAccount('en');
    expect(main().queryByRole('row', { name: /Registered on/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the holdings as the truncated balance plus the game money, and both parts', () => {
    renderAccount('ko', { balance: 12_345.6, gameMoney: 5_000 });
    const money = within(main().getByRole('group', { name: '보유 현황' }));
    expect(money.getAllByRole('term').map((term) => term.textContent)).toEqual(['총 보유머니', '보유머니', '게임머니']);
    expect(money.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '₩17,345',
      '₩12,345',
      '₩5,000',
    ]);
    expect(calls).toEqual([]);
  });

  it('counts no game money until the in-game balance has been reported', () => {
    renderAccount('en');
    const money = within(main().getByRole('group', { name: 'Your money' }));
    expect(money.getAllByRole('definition').map((value) => value.textContent)).toEqual(['₩0', '₩0', '₩0']);
  });

  it('names a listed bank in the reader’s language', () => {
    renderAccount('en');
    const table = within(main().getByRole('table', { name: 'Account information' }));
    expect(table.getByRole('row', { name: /Member bank/ }).textContent).toBe('Member bankShinhan Bank');
  });

  it.each([
    ['현재 비밀번호', 'x', '', null],
    ['새 비밀번호', 'short', '새 비밀번호는 8~64자로 입력해 주세요.', 'true'],
  ])('%s %j: message "%s" as the player types', async (label, value, message, invalid) => {
    renderAccount();
    await userEvent.type(input(label), value);
    expect(errorOf(label)).toBe(message);
    expect(input(label).getAttribute('aria-invalid')).toBe(invalid);
  });

  it('refuses a new password equal to the current one and a confirmation that differs', async () => {
    renderAccount();
    await userEvent.type(input('현재 비밀번호'), 'same-pass-1');
    await userEvent.type(input('새 비밀번호'), 'same-pass-1');
    expect(errorOf('새 비밀번호')).toBe('현재 비밀번호와 다른 비밀번호를 입력해 주세요.');
    await userEvent.type(input('새 비밀번호 확인'), 'other-pass-1');
    expect(errorOf('새 비밀번호 확인')).toBe('새 비밀번호가 일치하지 않습니다.');
  });

  it('on submit asks for every field, focuses the first and sends nothing', async () => {
    renderAccount();
    await userEvent.click(main().getByRole('button', { name: '비밀번호 변경' }));
    expect(errorOf('현재 비밀번호')).toBe('현재 비밀번호를 입력해 주세요.');
    expect(errorOf('새 비밀번호')).toBe('새 비밀번호를 입력해 주세요.');
    expect(errorOf('새 비밀번호 확인')).toBe('새 비밀번호를 한 번 더 입력해 주세요.');
    expect(document.activeElement).toBe(input('현재 비밀번호'));
    expect(calls).toEqual([]);
  });

  it('a wrong current password (pass) is shown at that field', async () => {
    renderAccount();
    await userEvent.type(input('현재 비밀번호'), 'wrong-pass');
    await userEvent.type(input('새 비밀번호'), 'new-pass-12');
    await userEvent.type(input('새 비밀번호 확인'), 'new-pass-12');
    await userEvent.click(main().getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(errorOf('현재 비밀번호')).toBe('현재 비밀번호가 올바르지 않습니다.'));
    expect(document.activeElement).toBe(input('현재 비밀번호'));
    await userEvent.tab();
    expect(errorOf('현재 비밀번호')).toBe('현재 비밀번호가 올바르지 않습니다.');
    // The same wrong password again is refused here: it would only count one more failure towards the lockout.
    await userEvent.click(main().getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(document.activeElement).toBe(input('현재 비밀번호')));
    expect(calls).toHaveLength(1);
    await userEvent.type(input('현재 비밀번호'), 'x');
    expect(errorOf('현재 비밀번호')).toBe('');
  });

  it('changes the password, says so and empties the form', async () => {
    renderAccount();
    await userEvent.type(input('현재 비밀번호'), 'old-pass-1');
    await userEvent.type(input('새 비밀번호'), 'new-pass-12');
    await userEvent.type(input('새 비밀번호 확인'), 'new-pass-12');
    await userEvent.click(main().getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(main().getByRole('status').textContent).toContain('비밀번호가 변경되었습니다.'));
    expect(calls).toEqual([
      { op: 'user-change-password', params: { password: 'old-pass-1', newPassword: 'new-pass-12' } },
    ]);
    expect(input('현재 비밀번호').value).toBe('');
    expect(input('새 비밀번호').value).toBe('');
    expect(errorOf('현재 비밀번호')).toBe('');
  });

  it.each([
    [
      429,
      'too_many_requests',
      'The current password was wrong too many times, so the account is locked for a while: no password change and no new login until then. Please try again later.',
    ],
    [504, 'backend_timeout', 'The server is taking too long to answer. Please try again shortly.'],
  ])('explains a failed call: %d %s', async (httpStatus, code, message) => {
    handlers['user-change-password'] = () => ({ httpStatus, code });
    renderAccount('en');
    await userEvent.type(input('Current password'), 'old-pass-1');
    await userEvent.type(input('New password'), 'new-pass-12');
    await userEvent.type(input('Confirm new password'), 'new-pass-12');
    await userEvent.click(main().getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(main().getByRole('alert').textContent).toBe(message));
  });
});
