import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { member, pageState } from '@/tests/fixtures/games';
import { fakeProxy, type ProxyCall } from '@/tests/utils/proxy';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { HelpPanel, HOME_HELP_PAGING } from './HelpPanel';

const published = (id: number, title: string, answer: string) => ({
  id,
  title,
  contents: `${title}?`,
  answer,
  regDate: '2025-03-01T01:00:00.000Z',
  lastDate: '2025-03-02T01:00:00.000Z',
});
const publicHelps = [
  published(12, '출금은 얼마나 걸리나요', '<p>보통 10분 안에 처리됩니다.</p>'),
  published(11, '보너스 조건', '<p>이용약관을 확인해 주세요.</p>'),
];
const publicEntry = (helps = publicHelps) => ({
  endpointName: 'publicHelpList',
  arg: undefined,
  value: { status: 'success', helps },
});

type Entry = { endpointName: string; arg: unknown; value: unknown };

/** The lobby's state as its server render leaves it: the backend offers public-help or not. */
function lobbyState({ user = null as ReturnType<typeof member> | null, offered = true, entries = [] as Entry[] } = {}) {
  const state = pageState({ member: user, entries });
  return { ...state, page: { failed: [], features: offered ? ['public-help' as const] : [] } };
}

const calls: ProxyCall[] = [];
let restore = () => {};

beforeEach(() => {
  calls.length = 0;
  restore = fakeProxy({ 'get-public-help-list': () => ({ status: 'success', helps: [] }) }, calls).restore;
});
afterEach(() => restore());

describe('HelpPanel for a visitor', () => {
  it('shows the answers the operator published, each opening in place, and how to ask one’s own', async () => {
    renderWithProviders(<HelpPanel />, { initialState: lobbyState({ entries: [publicEntry()] }) });
    const panel = screen.getByRole('region', { name: '고객센터' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual([
      '출금은 얼마나 걸리나요2025-03-02',
      '보너스 조건2025-03-02',
    ]);

    const first = items[0].querySelector('details')!;
    expect(first.open).toBe(false);
    await userEvent.click(within(items[0]).getByText('출금은 얼마나 걸리나요'));
    expect(first.open).toBe(true);
    expect(within(items[0]).getByText('출금은 얼마나 걸리나요?')).toBeTruthy();
    expect(within(items[0]).getByText('고객센터 답변')).toBeTruthy();
    expect(within(items[0]).getByText('보통 10분 안에 처리됩니다.')).toBeTruthy();
    // Nothing in a published question leads to a member's own thread or says whose it was.
    expect(within(panel).queryByRole('link', { name: /출금은/ })).toBeNull();
    expect(
      within(panel).getByText('자주 묻는 질문에 고객센터가 답한 내용입니다. 직접 문의하려면 로그인해 주세요.'),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks a visitor to log in when nothing is published, or when the backend does not publish answers', async () => {
    const { unmount } = renderWithProviders(<HelpPanel />, {
      initialState: lobbyState({ entries: [publicEntry([])] }),
    });
    expect(screen.getByText('로그인하면 문의 내역을 확인할 수 있습니다.')).toBeTruthy();
    unmount();

    renderWithProviders(<HelpPanel />, { initialState: lobbyState({ offered: false }) });
    expect(screen.getByText('로그인하면 문의 내역을 확인할 수 있습니다.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('HelpPanel for a member', () => {
  it('shows the member’s own questions, not the published ones', () => {
    const own = {
      id: 3,
      title: '내 계좌 문의',
      contents: 'q',
      answer: null,
      regDate: '2025-03-01T01:00:00.000Z',
      lastDate: '2025-03-01T01:00:00.000Z',
      read: true,
    };
    renderWithProviders(<HelpPanel />, {
      initialState: lobbyState({
        user: member(),
        entries: [
          publicEntry(),
          { endpointName: 'helpList', arg: HOME_HELP_PAGING, value: { status: 'success', helps: [own], maxCount: 1 } },
        ],
      }),
    });
    const panel = screen.getByRole('region', { name: '고객센터' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['내 계좌 문의답변대기2025-03-01']);
    expect(within(panel).queryByText('출금은 얼마나 걸리나요')).toBeNull();
  });

  it('asks for the member’s own questions after the page, saying it is loading meanwhile', async () => {
    restore();
    restore = fakeProxy(
      {
        'get-help-list': () => ({
          status: 'success',
          helps: [
            {
              id: 4,
              title: '입금 확인',
              contents: 'q',
              answer: '<p>완료</p>',
              read: false,
              regDate: '2025-03-01T01:00:00.000Z',
              lastDate: '2025-03-01T01:00:00.000Z',
            },
          ],
          maxCount: 1,
        }),
      },
      calls,
    ).restore;
    renderWithProviders(<HelpPanel />, { initialState: lobbyState({ user: member(), entries: [publicEntry()] }) });
    const panel = screen.getByRole('region', { name: '고객센터' });
    expect(within(panel).getByText('불러오는 중…')).toBeTruthy();
    expect(await within(panel).findByRole('link', { name: /입금 확인/ })).toBeTruthy();
    expect(within(panel).getByText('새 답변')).toBeTruthy();
    expect(calls.map((call) => [call.op, call.params])).toEqual([['get-help-list', HOME_HELP_PAGING]]);
  });
});
