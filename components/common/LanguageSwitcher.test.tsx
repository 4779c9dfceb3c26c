import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n';
import { BASE_SITE } from '@/store/pageSlice';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher', () => {
  it('links each switcher language to the current path', () => {
    renderWithProviders(<LanguageSwitcher />, {
      locale: 'en',
      router: { asPath: '/notice?page=2', pathname: '/notice' },
    });

    const nav = screen.getByRole('navigation', { name: 'Choose language' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['한국어', 'English', '日本語', 'Tiếng Việt', '简体中文']);
    expect(within(nav).getByRole('link', { name: '한국어' })).toHaveProperty('pathname', '/notice');
    expect(within(nav).getByRole('link', { name: '日本語' })).toHaveProperty('pathname', '/jp/notice');
    expect(within(nav).getByRole('link', { name: '日本語' }).getAttribute('href')).toBe('/jp/notice?page=2');
  });

  it('marks the current language', () => {
    renderWithProviders(<LanguageSwitcher />, { locale: 'vn' });
    expect(screen.getByRole('link', { name: 'Tiếng Việt' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBeNull();
  });

  it('on a page in th, a bundled language the switcher does not offer, shows Thai as the current language', () => {
    renderWithProviders(<LanguageSwitcher />, { locale: 'th', router: { asPath: '/help', pathname: '/help' } });
    const nav = screen.getByRole('navigation', { name: 'เลือกภาษา' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['한국어', 'English', '日本語', 'Tiếng Việt', '简体中文', 'ไทย']);
    const thai = within(nav).getByRole('link', { name: 'ไทย' });
    expect(thai.getAttribute('aria-current')).toBe('true');
    expect(thai.getAttribute('href')).toBe('/th/help');
  });

  it('offers the languages the host’s site enables, in its order', () => {
    const site = { ...BASE_SITE, languages: ['th', 'en'] as Locale[], defaultLanguage: 'th' as const };
    renderWithProviders(<LanguageSwitcher />, { locale: 'en', initialState: { page: { failed: [], site } } });
    const nav = screen.getByRole('navigation', { name: 'Choose language' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ไทย', 'English']);
  });

  it('tells the caller a language was chosen', async () => {
    const chosen = vi.fn();
    renderWithProviders(<LanguageSwitcher onChoose={chosen} />, { locale: 'en' });
    // jsdom cannot follow the link; the choice is what this test is about.
    screen.getByRole('link', { name: '日本語' }).addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(screen.getByRole('link', { name: '日本語' }));
    expect(chosen).toHaveBeenCalledTimes(1);
  });
});
