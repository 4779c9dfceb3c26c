import { act, screen } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { useT } from './translation';

function LoginLabel() {
  const { t } = useT();
  return <button type="button">{t('nav.login')}</button>;
}

// A memoised component gets no new props when the language changes: only the context can reach it.
const Memoised = memo(function Memoised() {
  const { t } = useT();
  return <h2>{t('nav.register')}</h2>;
});

describe('useT', () => {
  it('gives every component the new language when the player switches', async () => {
    const { i18n } = renderWithProviders(
      <>
        <LoginLabel />
        <Memoised />
      </>,
    );
    expect(screen.getByRole('button').textContent).toBe('로그인');
    expect(screen.getByRole('heading').textContent).toBe('회원가입');

    await act(() => i18n.changeLanguage('en'));

    expect(screen.getByRole('button').textContent).toBe('Log in');
    expect(screen.getByRole('heading').textContent).toBe('Register');
  });
});
