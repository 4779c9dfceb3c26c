import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_SITE } from '@/store/pageSlice';
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

  it('links to the terms, the privacy policy, responsible gaming and contact, each a page of its own', async () => {
    const { Footer } = await import('./Footer');
    renderWithProviders(<Footer />, { locale: 'en' });
    const nav = within(screen.getByRole('navigation', { name: 'Site information' }));
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms of use', '/info/terms'],
      ['Privacy policy', '/info/privacy'],
      ['Responsible gaming', '/info/responsible'],
      ['Contact us', '/info/contact'],
    ]);
  });

  it('names the host’s brand, links to its pages (in the page’s language) and other sites (in a new tab), and gives its support contact', async () => {
    const { Footer } = await import('./Footer');
    const site = {
      ...BASE_SITE,
      names: { ko: '브랜드 A', en: 'Brand A' },
      links: { ...BASE_SITE.links, terms: 'https://brand-a.test/terms', contact: '/help' },
      support: {
        email: 'help@brand-a.test',
        messenger: { app: 'telegram' as const, handle: '@branda', url: 'https://t.me/branda' },
      },
    };
    renderWithProviders(<Footer />, { locale: 'en', initialState: { page: { failed: [], year: 2026, site } } });
    expect(screen.getByText('© 2026 Brand A. All rights reserved.')).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Site information' }));
    expect(
      nav
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      ['Terms of use (opens in a new tab)', 'https://brand-a.test/terms', '_blank'],
      ['Privacy policy', '/info/privacy', null],
      ['Responsible gaming', '/info/responsible', null],
      ['Contact us', '/help', null],
    ]);
    const contact = within(await screen.findByRole('list', { name: 'Customer centre contact' }));
    expect(contact.getByRole('link', { name: 'help@brand-a.test' }).getAttribute('href')).toBe(
      'mailto:help@brand-a.test',
    );
    expect(contact.getByRole('link', { name: 'Telegram: @branda (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://t.me/branda',
    );
  });

  it('shows no support contact when the site names none', async () => {
    const { Footer } = await import('./Footer');
    renderWithProviders(<Footer />, { locale: 'en' });
    expect(screen.queryByRole('list', { name: 'Customer centre contact' })).toBeNull();
  });

  it('a page rendered in the browser alone shows the browser’s year', async () => {
    const Footer = await footerWithBrowserClockAt('2027-01-01T00:30:00Z');
    renderWithProviders(<Footer />, { locale: 'en' });
    expect(screen.getByText('© 2027 Royal Casino. All rights reserved.')).toBeTruthy();
  });

  it('adds the responsible-gaming settings for a member when the backend offers player protection', async () => {
    const { Footer } = await import('./Footer');
    const links = (state: Parameters<typeof renderWithProviders>[1]) => {
      const { unmount } = renderWithProviders(<Footer />, state);
      const found = within(screen.getByRole('navigation', { name: '사이트 정보' })).queryByRole('link', {
        name: '책임감 있는 게임 설정',
      });
      const href = found?.getAttribute('href') ?? null;
      unmount();
      return href;
    };
    const features = ['player-protection'] as const;
    expect(
      links({ initialState: { page: { failed: [], features: [...features] }, session: { loggedOut: false } } }),
    ).toBe('/responsible-gaming');
    expect(
      links({ initialState: { page: { failed: [], features: [...features] }, session: { loggedOut: true } } }),
    ).toBeNull();
    expect(links({ initialState: { page: { failed: [], features: [] }, session: { loggedOut: false } } })).toBeNull();
  });
});
