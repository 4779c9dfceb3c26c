import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_SITE } from '@/store/pageSlice';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { OfflineScreen } from './OfflineScreen';

describe('OfflineScreen', () => {
  it('says the visitor is offline, under the brand and its app icon, with a way back to the same address', () => {
    renderWithProviders(<OfflineScreen />, { locale: 'vn' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bạn đang ngoại tuyến' })).toBeTruthy();
    expect(screen.getByText('Royal Casino')).toBeTruthy();
    // An empty href is the current address (browsers name it a link; testing-library's roles want a non-empty one).
    const retry = screen.getByText('Thử lại');
    expect([retry.tagName, retry.getAttribute('href')]).toEqual(['A', '']);
    // The worker keeps this icon beside the page, so it shows offline.
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/icons/icon-192.png');
  });

  it("names the host's brand in the page's language", () => {
    const site = { ...BASE_SITE, names: { ko: '럭키 스타 카지노', en: 'Lucky Star Casino' } };
    renderWithProviders(<OfflineScreen />, { locale: 'en', initialState: { page: { failed: [], site } } });
    expect(screen.getByText('Lucky Star Casino')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy();
  });
});
