import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';

afterEach(() => {
  vi.useRealTimers();
});

/** The browser's clock on New Year's morning in Seoul, when a server that keeps UTC is still in the old year. */
async function footerWithBrowserClockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  // Imported after the clock is set: a year read when the module loads would be the browser's.
  return (await import('./Footer')).Footer;
}

describe('Footer', () => {
  it('shows the year the server rendered the page in, not the browser’s clock', async () => {
    const Footer = await footerWithBrowserClockAt('2027-01-01T00:30:00Z');
    renderWithProviders(<Footer />, { initialState: { page: { failed: [], year: 2026 } } });
    expect(screen.getByText('© 2026 로얄 카지노. 모든 권리 보유.')).toBeTruthy();
  });

  it('a page rendered in the browser alone shows the browser’s year', async () => {
    const Footer = await footerWithBrowserClockAt('2027-01-01T00:30:00Z');
    renderWithProviders(<Footer />, { locale: 'en' });
    expect(screen.getByText('© 2027 Royal Casino. All rights reserved.')).toBeTruthy();
  });
});
