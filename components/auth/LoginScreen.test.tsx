import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { keepAmount, noteSessionEnd } from '@/lib/sessionEnd';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { LoginScreen } from './LoginScreen';

const REVOKED_EN =
  'The site ended your session: you logged out on another device, your password was changed or reset by the operator, or your account changed. Please log in again.';

describe('LoginScreen', () => {
  beforeEach(() => sessionStorage.clear());

  it('says only that the page is for members when no session ended', () => {
    renderWithProviders(<LoginScreen />, { locale: 'en' });
    expect(screen.getByText('This is for members. Please log in to continue.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['idle', 'ko', '활동이 없어 자동으로 로그아웃되었습니다. 다시 로그인해 주세요.'],
    ['expired', 'en', 'Your session reached its 8-hour limit. Please log in again.'],
    ['revoked', 'en', REVOKED_EN],
  ] as const)('says why the server sent the member here (?reason=%s, %s)', (reason, locale, text) => {
    renderWithProviders(<LoginScreen />, { locale, router: { query: { callbackUrl: '/deposit', reason } } });
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('ignores a reason it does not know', () => {
    renderWithProviders(<LoginScreen />, { locale: 'en', router: { query: { reason: '<b>hacked</b>' } } });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says what the page that found the session gone noted, once, and that the typed amount is kept', async () => {
    noteSessionEnd('revoked');
    keepAmount('deposit', 20_000);
    const first = renderWithProviders(<LoginScreen />, { locale: 'en' });
    expect((await screen.findByRole('status')).textContent).toBe(
      `${REVOKED_EN} The amount you entered will still be there after you log in.`,
    );
    first.unmount();
    renderWithProviders(<LoginScreen />, { locale: 'en' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
