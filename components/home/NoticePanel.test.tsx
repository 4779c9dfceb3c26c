import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { member, pageState } from '@/tests/fixtures/games';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { HelpPanel, HOME_HELP_PAGING } from './HelpPanel';
import { NoticePanel } from './NoticePanel';

const fire = vi.fn(async (_options?: unknown) => ({ isConfirmed: true }));
vi.mock('sweetalert2', () => ({
  default: { fire: (options: unknown) => fire(options), close: vi.fn(), isVisible: () => false, showLoading: vi.fn() },
}));

const notice = (id: number, title: string, lastDate: string) => ({
  id,
  title,
  lastDate,
  domain: '',
  contents: '<p>x</p>',
});
const notices = [
  notice(9, '정기 점검 안내', '2025-03-09T01:00:00.000Z'),
  notice(8, '입금 계좌 변경', '2025-03-08T01:00:00.000Z'),
  notice(7, '이벤트', 'not a date'),
  notice(6, '고객센터 운영 시간', '2025-03-06T01:00:00.000Z'),
  notice(5, '보너스', '2025-03-05T01:00:00.000Z'),
  notice(4, '여섯 번째', '2025-03-04T01:00:00.000Z'),
];
const help = (id: number, title: string, answer: string | null, read: boolean) => ({
  id,
  title,
  contents: 'q',
  answer,
  regDate: '2025-03-01T01:00:00.000Z',
  // The last change (an answer) is the date the panel shows, not when the question was asked.
  lastDate: '2025-03-02T01:00:00.000Z',
  read,
});

const noticeState = (user = member()) =>
  pageState({
    member: user,
    entries: [{ endpointName: 'notices', arg: undefined, value: { status: 'success', notices } }],
  });

describe('NoticePanel', () => {
  it('lists at most five notices with their dates (YYYY-MM-DD or -) and a "more" link to /notice', () => {
    renderWithProviders(<NoticePanel />, { initialState: noticeState() });
    const panel = screen.getByRole('region', { name: '공지사항' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '정기 점검 안내2025-03-09',
      '입금 계좌 변경2025-03-08',
      '이벤트-',
      '고객센터 운영 시간2025-03-06',
      '보너스2025-03-05',
    ]);
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe('/notice?id=9');
    expect(within(panel).getByRole('link', { name: '공지사항 더보기' }).getAttribute('href')).toBe('/notice');
  });

  it('shows a notice written per language in the page’s language, else the site’s default language', () => {
    const written = [
      { ...notice(2, '', '2025-03-09T01:00:00.000Z'), title: { ko: '정기 점검', en: 'Scheduled maintenance' } },
      { ...notice(1, '', '2025-03-08T01:00:00.000Z'), title: { ko: '한국어만' } },
    ];
    const state = pageState({
      entries: [{ endpointName: 'notices', arg: undefined, value: { status: 'success', notices: written } }],
    });
    const { unmount } = renderWithProviders(<NoticePanel />, { locale: 'en', initialState: state });
    const titles = () =>
      within(screen.getByRole('region', { name: 'Notices' }))
        .getAllByRole('listitem')
        .map((row) => row.textContent?.slice(0, -10));
    expect(titles()).toEqual(['Scheduled maintenance', '한국어만']);
    unmount();
    renderWithProviders(<NoticePanel />, { locale: 'ko', initialState: state });
    expect(within(screen.getByRole('region', { name: '공지사항' })).getAllByRole('listitem')[0].textContent).toContain(
      '정기 점검',
    );
  });

  it('says so when there is nothing, and when the server could not load them', () => {
    const { unmount } = renderWithProviders(<NoticePanel />, {
      initialState: pageState({
        entries: [{ endpointName: 'notices', arg: undefined, value: { status: 'success', notices: [] } }],
      }),
    });
    expect(screen.getByText('등록된 공지사항이 없습니다.')).toBeTruthy();
    unmount();

    renderWithProviders(<NoticePanel />, { initialState: { ...pageState(), page: { failed: ['get-user-notices'] } } });
    expect(screen.getByRole('status').textContent).toContain('일시적으로 정보를 불러올 수 없습니다');
  });

  it('sends a visitor’s "more" to msg2001 instead of /notice', async () => {
    renderWithProviders(<NoticePanel />, {
      initialState: pageState({
        entries: [{ endpointName: 'notices', arg: undefined, value: { status: 'success', notices } }],
      }),
    });
    await userEvent.click(screen.getByRole('link', { name: '공지사항 더보기' }));
    await waitFor(() =>
      expect(fire).toHaveBeenCalledWith(expect.objectContaining({ text: '로그인 후 이용하실 수 있습니다.' })),
    );
  });
});

describe('HelpPanel', () => {
  it('lists a member’s latest questions with their state and date, and links "more" to /help', () => {
    const helps = [
      help(3, '출금 문의', '<p>처리됨</p>', false),
      help(2, '입금 문의', '<p>완료</p>', true),
      help(1, '계좌 문의', null, false),
    ];
    renderWithProviders(<HelpPanel />, {
      initialState: pageState({
        member: member(),
        entries: [
          { endpointName: 'helpList', arg: HOME_HELP_PAGING, value: { status: 'success', helps, maxCount: 3 } },
        ],
      }),
    });
    const panel = screen.getByRole('region', { name: '고객센터' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['출금 문의새 답변2025-03-02', '입금 문의답변완료2025-03-02', '계좌 문의답변대기2025-03-02']);
    expect(within(panel).getAllByRole('link')[1].getAttribute('href')).toBe('/help?mode=view&id=3');
    expect(within(panel).getByRole('link', { name: '고객센터 더보기' }).getAttribute('href')).toBe('/help');
  });

  it('asks a visitor to log in to see their questions', () => {
    renderWithProviders(<HelpPanel />, { initialState: pageState() });
    expect(screen.getByText('로그인하면 문의 내역을 확인할 수 있습니다.')).toBeTruthy();
  });
});
