import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeProxy } from '@/tests/utils/proxy';
import { noticesApi } from '@/store/noticesApi';
import { pageDataFailed } from '@/store/pageSlice';
import { sessionLoaded } from '@/store/sessionSlice';
import { makeStore } from '@/store';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { NoticesScreen } from './NoticesScreen';

const notices = [
  { id: 5, title: '이벤트', lastDate: '2024-05-05T00:00:00Z', domain: '127.0.0.1', contents: '<p>보너스</p>' },
  {
    id: 4,
    title: '다른 사이트 공지',
    lastDate: '2024-05-04T00:00:00Z',
    domain: 'other.example',
    contents: '<p>다른 곳</p>',
  },
  { id: 3, title: '점검 안내', lastDate: '2024-05-03T00:00:00Z', domain: '', contents: '<p>매주 월요일</p>' },
];

interface Options {
  query?: Record<string, string>;
  host?: string | null;
  failed?: boolean;
  notices?: typeof notices;
}

function renderNotices({ query = {}, host = '127.0.0.1', failed = false, notices: items = notices }: Options = {}) {
  const store = makeStore();
  store.dispatch(sessionLoaded({ authenticated: false }));
  if (failed) store.dispatch(pageDataFailed('get-user-notices'));
  else
    store.dispatch(
      noticesApi.util.upsertQueryEntries([
        { endpointName: 'notices', arg: undefined, value: { status: 'success', notices: items } },
      ] as never),
    );
  return renderWithProviders(<NoticesScreen host={host} />, {
    initialState: store.getState(),
    router: { pathname: '/notice', query },
  });
}

describe('NoticesScreen', () => {
  let restoreFetch = () => {};
  afterEach(() => restoreFetch());

  it("lists only this site's notices (and those for every site), newest first, linking to ?id=", () => {
    renderNotices();
    const links = within(screen.getByRole('list', { name: '공지사항 목록' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['2이벤트2024-05-05', '1점검 안내2024-05-03']);
    expect(links[0].getAttribute('href')).toBe('/notice?id=5');
  });

  it('filters by the host the server saw, with or without a port or www', () => {
    renderNotices({ host: 'www.other.example:3000' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toContain('2다른 사이트 공지2024-05-04');
    expect(screen.queryByText('이벤트')).toBeNull();
  });

  it('shows one notice, its HTML, with a way back', () => {
    renderNotices({ query: { id: '5' } });
    const article = screen.getByRole('article', { name: '이벤트' });
    expect(article.textContent).toContain('보너스');
    expect(article.innerHTML).toContain('<p>보너스</p>');
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/notice');
  });

  it("does not show another site's notice by id", () => {
    renderNotices({ query: { id: '4' } });
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('공지사항을 찾을 수 없습니다.');
  });

  it('shows the notices for every site to a host no notice names', () => {
    renderNotices({ host: 'nowhere.example' });
    const links = within(screen.getByRole('list', { name: '공지사항 목록' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['1점검 안내2024-05-03']);
  });

  it('says when there is nothing to show', () => {
    renderNotices({ host: null, notices: notices.filter((notice) => notice.domain) });
    expect(screen.queryByRole('list', { name: '공지사항 목록' })).toBeNull();
    expect(screen.getByText('등록된 공지사항이 없습니다.')).toBeTruthy();
  });

  it('says the notices are unavailable when the page load failed and the browser cannot load them either', async () => {
    restoreFetch = fakeProxy({
      'get-user-notices': () => ({ httpStatus: 502, code: 'backend_unavailable' }),
    }).restore;
    renderNotices({ failed: true });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('일시적으로 정보를 불러올 수 없습니다'),
    );
  });
});
