import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { member, pageState } from '@/tests/fixtures/games';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { InfoScreen } from './InfoScreen';

const fire = vi.fn(async (_options?: unknown) => ({ isConfirmed: false }));
vi.mock('sweetalert2', () => ({
  default: { fire: (options: unknown) => fire(options), close: vi.fn(), isVisible: () => false, showLoading: vi.fn() },
}));
vi.mock('next-auth/react', () => ({ signIn: vi.fn(), signOut: vi.fn() }));

const main = () => within(screen.getByRole('main'));

describe('InfoScreen', () => {
  it('shows the topic in the page’s language, with the other topics beside it', () => {
    renderWithProviders(<InfoScreen topic="responsible" />, { locale: 'en', initialState: pageState() });
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe('Responsible gaming');
    expect(main().getByText(/helpline 1336/)).toBeTruthy();
    const topics = within(main().getByRole('navigation', { name: 'Site information' }));
    expect(topics.getByRole('link', { name: 'Responsible gaming' }).getAttribute('aria-current')).toBe('page');
    expect(topics.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/info/terms');
  });

  it('every topic has its own text in Korean', () => {
    const texts = (['terms', 'privacy', 'responsible', 'contact'] as const).map((topic) => {
      const { unmount } = renderWithProviders(<InfoScreen topic={topic} />, { initialState: pageState() });
      const text = main().getByRole('article').textContent ?? '';
      unmount();
      return text;
    });
    expect(new Set(texts).size).toBe(4);
    for (const text of texts) expect(text.length).toBeGreaterThan(60);
    expect(texts[0]).toContain('이용약관');
  });

  it('contact sends a member to the support page, and tells a visitor it is for members', async () => {
    const { unmount } = renderWithProviders(<InfoScreen topic="contact" />, {
      initialState: pageState({ member: member() }),
    });
    expect(main().getByRole('link', { name: '고객센터로 가기' }).getAttribute('href')).toBe('/help');
    expect(main().getByText(/회원 전용 고객센터/)).toBeTruthy();
    unmount();

    renderWithProviders(<InfoScreen topic="contact" />, { initialState: pageState() });
    await userEvent.click(main().getByRole('link', { name: '고객센터로 가기' }));
    await waitFor(() =>
      expect(fire).toHaveBeenCalledWith(expect.objectContaining({ text: '로그인 후 이용하실 수 있습니다.' })),
    );
  });
});
