import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeProxy } from '@/tests/utils/proxy';
import { protectedPage, sessionSummary } from '@/tests/fixtures/sessionSummary';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import NoticePopups from './NoticePopups';
import { requestsSettled } from '@/tests/utils/settled';

const popup = (id: number, title: string, domain: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  titleColor: '#f5c451',
  contents: `<p>${title} 내용</p>`,
  posX: 40,
  posY: 120,
  domain,
  ...extra,
});

const items = [
  popup(1, '모두에게', ''),
  popup(2, '이 사이트', `www.${window.location.hostname}, other.example`),
  popup(3, '다른 사이트', 'casino.example.com'),
  popup(4, '위험한 내용', '', {
    titleColor: 'red; background: url(https://evil.example/x)',
    contents: '<p>안전</p>',
  }),
];

let proxy: ReturnType<typeof fakeProxy>;

beforeEach(() => {
  localStorage.clear();
  proxy = fakeProxy({ 'get-notice-popup': () => ({ status: 'success', note: items }) });
});
afterEach(() => proxy.restore());

const region = () => screen.findByRole('region', { name: '공지 팝업' });
const titles = async () =>
  within(await region())
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('NoticePopups', () => {
  it('shows a member in the restricted mode none, and does not ask for them', async () => {
    const restricted = protectedPage({
      summary: sessionSummary({ restriction: { kind: 'break', until: '2026-03-02T10:00:00.000Z' } }),
    });
    const { store } = renderWithProviders(<NoticePopups />, { initialState: restricted });
    await requestsSettled(store);
    expect(screen.queryByRole('region', { name: '공지 팝업' })).toBeNull();
    expect(proxy.calls).toEqual([]);
  });

  it('shows this host’s pop-ups with their title colour and contents', async () => {
    renderWithProviders(<NoticePopups />);
    expect(await titles()).toEqual(['모두에게', '이 사이트', '위험한 내용']);
    expect(screen.getByRole('heading', { name: '모두에게' }).style.color).toBe('rgb(245, 196, 81)');
    const risky = screen.getByRole('region', { name: '위험한 내용' });
    expect(screen.getByRole('heading', { name: '위험한 내용' }).style.color).toBe('');
    expect(within(risky).getByText('안전')).toBeTruthy();
  });

  it('"don’t show for 24 hours" stores pop_{id}; a plain close stores pop2_{id}; the next fetch clears only pop2_', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<NoticePopups />);
    await region();
    await user.click(
      within(screen.getByRole('region', { name: '모두에게' })).getByRole('button', { name: '24시간 동안 보지 않기' }),
    );
    await user.click(within(screen.getByRole('region', { name: '이 사이트' })).getByRole('button', { name: '닫기' }));
    expect(await titles()).toEqual(['위험한 내용']);
    expect(Number(localStorage.getItem('pop_1'))).toBeGreaterThan(0);
    expect(localStorage.getItem('pop2_2')).not.toBeNull();
    first.unmount();

    renderWithProviders(<NoticePopups />);
    expect(await titles()).toEqual(['이 사이트', '위험한 내용']);
    expect(localStorage.getItem('pop2_2')).toBeNull();
    expect(proxy.of('get-notice-popup')).toHaveLength(2);
  });

  it('shows nothing when every pop-up is hidden or the backend fails', async () => {
    proxy.restore();
    proxy = fakeProxy({
      'get-notice-popup': () => ({ httpStatus: 502, body: { status: 'error', code: 'backend_unavailable' } }),
    });
    const { store } = renderWithProviders(<NoticePopups />);
    await waitFor(() => expect(proxy.of('get-notice-popup')).toHaveLength(1));
    await requestsSettled(store);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('on a phone: one at a time, with a counter of where the player is, and "close all"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NoticePopups />);
    const layer = await region();
    expect(within(layer).getByText('공지 1/3')).toBeTruthy();
    await user.click(within(screen.getByRole('region', { name: '모두에게' })).getByRole('button', { name: '닫기' }));
    expect(within(layer).getByText('공지 2/3')).toBeTruthy();

    await user.click(within(layer).getByRole('button', { name: '모두 닫기' }));
    expect(screen.queryByRole('region', { name: '공지 팝업' })).toBeNull();
    expect(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('pop2_'))
        .sort(),
    ).toEqual(['pop2_1', 'pop2_2', 'pop2_4']);
  });
});
