import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '@/store/userApi';
import { fakeProxy, type Handlers, type ProxyCall } from '@/tests/utils/proxy';
import { fieldMessage } from '@/tests/utils/fields';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { ChangePasswordScreen } from './ChangePasswordScreen';

// Boundaries we do not own: next-auth's client (network) and sweetalert2 (the dialog library).
const signIn = vi.fn();
vi.mock('next-auth/react', () => ({ signIn: (...args: unknown[]) => signIn(...args) }));
vi.mock('sweetalert2', () => ({
  default: {
    fire: vi.fn(async () => ({ isConfirmed: true })),
    close: vi.fn(),
    isVisible: () => false,
    showLoading: vi.fn(),
  },
}));

const TEMPORARY = 'Tmp0rary9x';
const calls: ProxyCall[] = [];
let handlers: Handlers = {};

const main = () => within(screen.getByRole('main'));
const input = (label: string) => main().getByLabelText(label, { exact: true }) as HTMLInputElement;
const errorOf = (label: string) => fieldMessage(input(label));

async function fill(temporary: string, next = 'brand-new-pass') {
  await userEvent.type(input('Temporary password'), temporary);
  await userEvent.type(input('New password'), next);
  await userEvent.type(input('Confirm new password'), next);
  await userEvent.click(main().getByRole('button', { name: 'Save new password' }));
}

describe('ChangePasswordScreen', () => {
  beforeEach(() => {
    calls.length = 0;
    signIn.mockReset();
    handlers = { 'user-change-password': ({ password }) => ({ status: password === TEMPORARY ? 'success' : 'pass' }) };
    fakeProxy(handlers, calls);
  });

  it('without a pending change says it has run out and leads back to login, keeping the destination', () => {
    renderWithProviders(<ChangePasswordScreen userId={null} />, {
      locale: 'en',
      router: { query: { callbackUrl: '/en/deposit' } },
    });
    expect(main().getByRole('alert').textContent).toBe(
      'The time to set a new password has run out. Please log in again with the temporary password.',
    );
    expect(main().getByRole('link', { name: 'Go to log in' }).getAttribute('href')).toBe(
      '/login?callbackUrl=%2Fen%2Fdeposit',
    );
    expect(main().queryByRole('textbox')).toBeNull();
  });

  it('asks for the temporary password and a new one by the account page’s rules', async () => {
    renderWithProviders(<ChangePasswordScreen userId="player1" />, { locale: 'en' });
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe('Set a new password');
    await userEvent.click(main().getByRole('button', { name: 'Save new password' }));
    expect(errorOf('Temporary password')).toBe('Please enter the temporary password.');
    expect(errorOf('New password')).toBe('Please enter a new password.');
    await userEvent.type(input('Temporary password'), TEMPORARY);
    await userEvent.type(input('New password'), TEMPORARY);
    expect(errorOf('New password')).toBe('Please choose a password different from the temporary one.');
    await userEvent.clear(input('New password'));
    await userEvent.type(input('New password'), 'short');
    expect(errorOf('New password')).toBe('New passwords have 8–64 characters.');
    expect(calls).toEqual([]);
  });

  it('a wrong temporary password is shown at its field and logs nobody in', async () => {
    renderWithProviders(<ChangePasswordScreen userId="player1" />, { locale: 'en' });
    await fill('not-it-at-all');
    await waitFor(() => expect(errorOf('Temporary password')).toBe('The temporary password is not correct.'));
    expect(signIn).not.toHaveBeenCalled();
  });

  it('sets the new password, then logs in with it the usual way', async () => {
    signIn.mockResolvedValue({ ok: false, error: 'CredentialsSignin', status: 401, url: null });
    renderWithProviders(<ChangePasswordScreen userId="player1" />, { locale: 'en' });
    await fill(TEMPORARY);
    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith('credentials', {
        userId: 'player1',
        password: 'brand-new-pass',
        redirect: false,
      }),
    );
    expect(calls).toEqual([
      { op: 'user-change-password', params: { password: TEMPORARY, newPassword: 'brand-new-pass' } },
    ]);
    // Should that login fail, the change still stands: the member is told to log in with the new password.
    await waitFor(() =>
      expect(main().getByRole('alert').textContent).toBe(
        'Your password has been changed. Please log in with the new password.',
      ),
    );
  });

  it('a change token that expired meanwhile (401) ends in the same message and way back', async () => {
    handlers['user-change-password'] = () => ({ httpStatus: 401, code: 'unauthenticated' });
    renderWithProviders(<ChangePasswordScreen userId="player1" />, { locale: 'en' });
    await fill(TEMPORARY);
    await waitFor(() =>
      expect(main().getByRole('alert').textContent).toContain('The time to set a new password has run out.'),
    );
    expect(main().getByRole('link', { name: 'Go to log in' })).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });
});
