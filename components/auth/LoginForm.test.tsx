import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store';
import { siteConfigured } from '@/store/pageSlice';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { LoginForm } from './LoginForm';

// Boundaries we do not own: next-auth's client (network) and sweetalert2 (the dialog library).
const signIn = vi.fn();
vi.mock('next-auth/react', () => ({ signIn: (...args: unknown[]) => signIn(...args) }));
const fire = vi.fn(async () => ({ isConfirmed: true }));
vi.mock('sweetalert2', () => ({ default: { fire, close: vi.fn(), isVisible: () => false, showLoading: vi.fn() } }));

describe('LoginForm', () => {
  beforeEach(() => {
    signIn.mockReset();
    fire.mockClear();
  });

  it.each([
    ['', ''],
    ['demo', ''],
    ['', 'secret'],
    ['   ', 'secret'],
  ])('with id "%s" and password "%s" warns msg2030 and calls nothing', async (id, password) => {
    renderWithProviders(<LoginForm />);
    if (id) await userEvent.type(screen.getByLabelText('아이디'), id);
    if (password) await userEvent.type(screen.getByLabelText('비밀번호'), password);
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));

    await waitFor(() =>
      expect(fire).toHaveBeenCalledWith(expect.objectContaining({ text: '아이디와 비밀번호를 확인해 주세요.' })),
    );
    expect(signIn).not.toHaveBeenCalled();
  });

  it('names the header form apart from the page or panel form, so the two landmarks differ', () => {
    renderWithProviders(
      <>
        <LoginForm layout="inline" />
        <LoginForm />
      </>,
      { locale: 'en' },
    );
    expect(screen.getByRole('form', { name: 'Quick login' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Log in' })).toBeTruthy();
  });

  it('signs in without a redirect and reports a refusal with msg2030', async () => {
    signIn.mockResolvedValue({ ok: false, error: 'CredentialsSignin', status: 401, url: null });
    renderWithProviders(<LoginForm layout="inline" />, { locale: 'en' });
    await userEvent.type(screen.getByLabelText('ID'), ' demo ');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() =>
      expect(fire).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'Please check your ID and password.' })),
    );
    expect(signIn).toHaveBeenCalledWith('credentials', { userId: 'demo', password: 'wrong', redirect: false });
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ text: 'Logging in…' })));
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
  });

  it('sends what a password manager filled in before the form was touched (its control comes with the submit)', async () => {
    signIn.mockResolvedValue({ ok: false, error: 'CredentialsSignin', status: 401, url: null });
    renderWithProviders(<LoginForm layout="inline" />, { locale: 'en' });
    // Filled without a focus or a key, as an autofill does.
    fireEvent.change(screen.getByLabelText('ID'), { target: { value: 'filled' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Quick login' }));

    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith('credentials', { userId: 'filled', password: 'secret', redirect: false }),
    );
  });

  it('shows that it is working while the login runs, then gives the button back', async () => {
    let answer: (value: unknown) => void = () => undefined;
    signIn.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<LoginForm />, { locale: 'en' });
    await userEvent.type(screen.getByLabelText('ID'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const busy = await screen.findByRole('button', { name: 'Logging in…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('form', { name: 'Log in' }).getAttribute('aria-busy')).toBe('true');

    answer({ ok: false, error: 'CredentialsSignin', status: 401, url: null });
    const ready = await screen.findByRole('button', { name: 'Log in' });
    expect(ready).toHaveProperty('disabled', false);
    expect(ready.getAttribute('aria-busy')).toBeNull();
  });

  it('tells a locked account apart from a wrong password', async () => {
    signIn.mockResolvedValue({ ok: false, error: 'locked', status: 401, url: null });
    renderWithProviders(<LoginForm />);
    await userEvent.type(screen.getByLabelText('아이디'), 'demo');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'x');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() =>
      expect(fire).toHaveBeenLastCalledWith(
        expect.objectContaining({ text: expect.stringContaining('잠시 잠겼습니다') }),
      ),
    );
  });

  it.each([
    ['inline', ['password-reset'], true],
    ['panel', ['password-reset'], true],
    ['panel', [], false],
  ] as const)(
    'in the %s form offers "forgot password?" only when the backend offers password-reset (%j)',
    (layout, features, shown) => {
      const store = makeStore();
      store.dispatch(siteConfigured({ features }));
      renderWithProviders(<LoginForm layout={layout} />, { locale: 'en', initialState: store.getState() });
      const link = screen.queryByRole('link', { name: 'Forgot password?' });
      expect(link?.getAttribute('href') ?? null).toBe(shown ? '/forgot-password' : null);
    },
  );

  it.each([
    [
      'from a page, back to that page',
      { pathname: '/notice', asPath: '/notice?page=2', locale: 'en' as const },
      { callbackUrl: '/en/notice?page=2' },
    ],
    [
      'from /login, on to where the member was sent from',
      { pathname: '/login', asPath: '/login', query: { callbackUrl: '/deposit' } },
      { callbackUrl: '/deposit' },
    ],
    ['from /login without a destination, nowhere in particular', { pathname: '/login', asPath: '/login' }, {}],
  ])('a temporary password leads to the forced change, %s', async (_, router, query) => {
    signIn.mockResolvedValue({ ok: false, error: 'change', status: 401, url: null });
    const push = vi.fn(async () => true);
    renderWithProviders(<LoginForm />, { router: { ...router, push } });
    await userEvent.type(screen.getByLabelText('아이디'), 'demo');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'Temp0rary1');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith({ pathname: '/change-password', query }));
    expect(fire).not.toHaveBeenCalledWith(expect.objectContaining({ text: '아이디와 비밀번호를 확인해 주세요.' }));
  });
});
