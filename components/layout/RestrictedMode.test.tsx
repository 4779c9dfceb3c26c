import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { company, vendor } from '@/tests/fixtures/games';
import { fakeProxy } from '@/tests/utils/proxy';
import { protectedPage, sessionSummary } from '@/tests/fixtures/sessionSummary';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { Header } from './Header';
import { PageLayout } from './PageLayout';

vi.mock('sweetalert2', () => ({
  default: { fire: vi.fn(async () => ({ isConfirmed: false })), close: vi.fn(), isVisible: () => false },
}));
vi.mock('next-auth/react', () => ({ signIn: vi.fn(), signOut: vi.fn() }));

const onBreak = () =>
  protectedPage({ summary: sessionSummary({ restriction: { kind: 'break', until: '2026-03-02T10:00:00.000Z' } }) });
const excluded = () =>
  protectedPage({ summary: sessionSummary({ restriction: { kind: 'exclusion', until: '2026-09-01T10:00:00.000Z' } }) });
const menuOf = (scope: HTMLElement) =>
  within(within(scope).getByLabelText('주 메뉴'))
    .getAllByRole('link', { hidden: true })
    .map((link) => [link.textContent, link.getAttribute('href')]);

let proxy: ReturnType<typeof fakeProxy>;

beforeAll(() => Promise.all([import('./RestrictionBanner'), import('@/components/common/session/SessionFigures')]));
beforeEach(() => {
  proxy = fakeProxy({
    'get-casino-setting': () => ({ status: 'success', casiono: [vendor('aurora', '오로라 라이브', 'Aurora Live')] }),
    'get-slot-setting': () => ({ status: 'success', slot: [company('jade', '옥룡 게이밍', 'Jade Dragon')] }),
  });
});
afterEach(() => proxy.restore());

describe('the header in the restricted mode', () => {
  it('offers the responsible-gaming page and what the member can still use, deposits as their history only', () => {
    renderWithProviders(<Header />, { initialState: onBreak() });
    expect(menuOf(screen.getByRole('banner'))).toEqual([
      ['내 한도', '/responsible-gaming'],
      ['입금내역', '/deposit'],
      ['출금신청', '/withdraw'],
      ['콤프', '/comp'],
      ['마이페이지', '/user'],
      ['고객센터', '/help'],
      ['공지사항', '/notice'],
      ['쪽지', '/note'],
    ]);
  });

  it('keeps the full menu for a member without a restriction', () => {
    renderWithProviders(<Header />, { initialState: protectedPage() });
    expect(menuOf(screen.getByRole('banner')).map(([name]) => name)).toEqual([
      '입금신청',
      '출금신청',
      '콤프',
      '마이페이지',
      '고객센터',
      '공지사항',
      '쪽지',
    ]);
  });

  it('leaves the game lists out of the phone menu and the deposit button out of the info drawer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { initialState: excluded() });
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    const menu = await screen.findByRole('dialog', { name: '전체 메뉴' });
    expect(menuOf(menu)[0]).toEqual(['내 한도', '/responsible-gaming']);
    expect(within(menu).queryByRole('link', { name: '옥룡 게이밍' })).toBeNull();
    expect(proxy.calls).toEqual([]);
    await user.click(within(menu).getByRole('button', { name: '닫기' }));

    await user.click(screen.getByRole('button', { name: '내 정보 열기' }));
    const info = await screen.findByRole('dialog', { name: '내 정보' });
    const actions = within(info).getByRole('navigation', { name: '빠른 메뉴' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['출금신청']);
  });
});

describe('the restriction banner', () => {
  it('states a break and its end time in the site’s time, what still works, and links to the limits', async () => {
    renderWithProviders(<PageLayout>page</PageLayout>, { initialState: onBreak() });
    const banner = await screen.findByRole('region', { name: '이용 제한 안내' });
    expect(
      within(banner).getByText('휴식 중입니다. 2026-03-02 19:00까지 게임과 입금을 이용할 수 없습니다.'),
    ).toBeTruthy();
    expect(banner.textContent).toContain('출금, 이용 내역과 한도 확인, 쪽지, 고객센터는 계속 이용하실 수 있습니다.');
    expect(within(banner).getByRole('link', { name: '내 한도' }).getAttribute('href')).toBe('/responsible-gaming');
  });

  it('states a self-exclusion in the page language', async () => {
    renderWithProviders(<PageLayout>page</PageLayout>, { initialState: excluded(), locale: 'en' });
    const banner = await screen.findByRole('region', { name: 'Play restriction' });
    expect(banner.textContent).toContain(
      'You have excluded yourself until 2026-09-01 19:00: games and deposits are closed until then.',
    );
  });

  it('is not shown without a restriction, nor on the responsible-gaming page, which states it itself', async () => {
    const { unmount } = renderWithProviders(<PageLayout>page</PageLayout>, { initialState: protectedPage() });
    await screen.findByText('page');
    expect(screen.queryByRole('region', { name: '이용 제한 안내' })).toBeNull();
    unmount();

    renderWithProviders(<PageLayout>page</PageLayout>, {
      initialState: onBreak(),
      router: { pathname: '/responsible-gaming' },
    });
    await screen.findByText('page');
    expect(screen.queryByRole('region', { name: '이용 제한 안내' })).toBeNull();
  });
});
