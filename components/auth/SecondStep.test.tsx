import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInError, type SignInRefusal } from '@/lib/signInRefusal';
import { makeStore } from '@/store';
import { siteConfigured } from '@/store/pageSlice';
import { fakeProxy } from '@/tests/utils/proxy';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { LoginForm } from './LoginForm';

// Boundaries we do not own: next-auth's client, sweetalert2 and the browser's WebAuthn ceremony.
const signIn = vi.fn();
vi.mock('next-auth/react', () => ({ signIn: (...args: unknown[]) => signIn(...args) }));
const fire = vi.fn(async () => ({ isConfirmed: true }));
vi.mock('sweetalert2', () => ({ default: { fire, close: vi.fn(), isVisible: () => false, showLoading: vi.fn() } }));
const startAuthentication = vi.fn();
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startAuthentication: (...args: unknown[]) => startAuthentication(...args),
}));

const CHALLENGE = 'c'.repeat(32);
/** next-auth's answer to a refused sign-in, carrying what the portal's server refused with. */
const refused = (refusal: SignInRefusal) => ({ ok: false, error: signInError(refusal), status: 401, url: null });

async function passwordStep(userId = 'demo', password = 'demo1234') {
  await userEvent.type(screen.getByLabelText('ID'), userId);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

function withFeatures(features: ('passkeys' | 'two-factor')[]) {
  const store = makeStore();
  store.dispatch(siteConfigured({ features }));
  return store.getState();
}

describe('LoginForm: the second step', () => {
  // The step is a chunk of its own: it has arrived, as in a browser once the password step answers.
  beforeAll(async () => {
    await import('./SecondStep');
  });
  beforeEach(() => {
    signIn.mockReset();
    fire.mockClear();
  });

  it('asks for the code after a right password, and the server checks the challenge with it', async () => {
    signIn
      .mockResolvedValueOnce(refused({ kind: 'two-factor', challenge: CHALLENGE }))
      .mockResolvedValueOnce(refused({ kind: 'two-factor-wrong', triesLeft: 3 }));
    renderWithProviders(<LoginForm />, { locale: 'en' });
    await passwordStep();

    const code = await screen.findByLabelText('Verification code');
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('That code is not right. Tries left: 3')).toBeTruthy();
    expect(signIn).toHaveBeenLastCalledWith('credentials', {
      challenge: CHALLENGE,
      code: '123456',
      userId: 'demo',
      redirect: false,
    });
    // Still on the step, the wrong code cleared for the next one.
    expect(screen.getByLabelText('Verification code')).toHaveProperty('value', '');
    expect(fire).not.toHaveBeenCalledWith(expect.objectContaining({ text: 'Please check your ID and password.' }));
  });

  it('takes a recovery code, and refuses what is neither one nor six digits without asking the server', async () => {
    signIn
      .mockResolvedValueOnce(refused({ kind: 'two-factor', challenge: CHALLENGE }))
      .mockResolvedValueOnce(refused({ kind: 'two-factor-wrong', triesLeft: 4 }));
    renderWithProviders(<LoginForm />, { locale: 'en' });
    await passwordStep();
    const code = await screen.findByLabelText('Verification code');

    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter six digits or a recovery code (xxxxx-xxxxx).')).toBeTruthy();
    expect(signIn).toHaveBeenCalledTimes(1);

    await userEvent.clear(code);
    await userEvent.type(code, 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(signIn).toHaveBeenLastCalledWith(
        'credentials',
        expect.objectContaining({ code: 'abcde-fghjk', challenge: CHALLENGE }),
      ),
    );
  });

  it.each([
    [
      'an expired challenge',
      { kind: 'two-factor-expired' } as const,
      'The time for the code has run out. Please log in with your ID and password again.',
    ],
    [
      'the fifth wrong code',
      { kind: 'two-factor-wrong', triesLeft: 0 } as const,
      'Too many wrong codes. Please log in with your ID and password again.',
    ],
  ])('after %s goes back to the password with why', async (_, refusal, message) => {
    signIn
      .mockResolvedValueOnce(refused({ kind: 'two-factor', challenge: CHALLENGE }))
      .mockResolvedValueOnce(refused(refusal));
    renderWithProviders(<LoginForm />, { locale: 'en' });
    await passwordStep();
    await userEvent.type(await screen.findByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText('ID')).toHaveProperty('value', 'demo');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
  });

  it("says until when the account's second step is locked by wrong codes", async () => {
    signIn
      .mockResolvedValueOnce(refused({ kind: 'two-factor', challenge: CHALLENGE }))
      .mockResolvedValueOnce(refused({ kind: 'two-factor-locked', seconds: 900 }));
    vi.useFakeTimers({ now: new Date('2026-03-01T01:00:00.000Z'), toFake: ['Date'] });
    renderWithProviders(<LoginForm />, { locale: 'en' });
    await passwordStep();
    await userEvent.type(await screen.findByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many wrong codes: two-step verification is locked. Please log in again after 2026-03-01 10:15.',
    );
    vi.useRealTimers();
  });

  it('"Back" returns to the password step', async () => {
    signIn.mockResolvedValueOnce(refused({ kind: 'two-factor', challenge: CHALLENGE }));
    renderWithProviders(<LoginForm layout="inline" />, { locale: 'ko' });
    await userEvent.type(screen.getByLabelText('아이디'), 'demo');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    await userEvent.click(await screen.findByRole('button', { name: '처음으로' }));
    expect(screen.getByRole('button', { name: '로그인' })).toBeTruthy();
  });
});

describe('LoginForm: sign in with a passkey', () => {
  let proxy: ReturnType<typeof fakeProxy>;
  beforeEach(() => {
    signIn.mockReset();
    startAuthentication.mockReset();
    proxy = fakeProxy({
      'start-passkey-login': () => ({ status: 'success', options: { challenge: 'xyz', rpId: 'localhost' } }),
    });
  });
  afterEach(() => proxy.restore());

  it('is offered on the login page only where the site has passkeys', () => {
    const { unmount } = renderWithProviders(<LoginForm />, {
      locale: 'en',
      initialState: withFeatures(['two-factor']),
    });
    expect(screen.queryByRole('button', { name: 'Log in with a passkey' })).toBeNull();
    unmount();
    renderWithProviders(<LoginForm layout="inline" />, { locale: 'en', initialState: withFeatures(['passkeys']) });
    expect(screen.queryByRole('button', { name: 'Log in with a passkey' })).toBeNull();
  });

  it('asks the browser with the backend options and hands its answer to next-auth’s passkey provider', async () => {
    const credential = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };
    startAuthentication.mockResolvedValue(credential);
    signIn.mockResolvedValue(refused({ kind: 'passkey-wrong' }));
    renderWithProviders(<LoginForm />, { locale: 'en', initialState: withFeatures(['passkeys']) });
    await userEvent.click(screen.getByRole('button', { name: 'Log in with a passkey' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This passkey cannot log you in here.');
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'xyz', rpId: 'localhost' } });
    expect(signIn).toHaveBeenCalledWith('passkey', { credential: JSON.stringify(credential), redirect: false });
    expect(proxy.of('start-passkey-login')).toHaveLength(1);
  });

  it('says so when the member cancels the browser’s prompt, and signs nothing in', async () => {
    startAuthentication.mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    renderWithProviders(<LoginForm />, { locale: 'ko', initialState: withFeatures(['passkeys']) });
    await userEvent.click(screen.getByRole('button', { name: '패스키로 로그인' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '패스키 로그인이 취소되었거나 이 기기에 이 사이트의 패스키가 없습니다.',
    );
    expect(signIn).not.toHaveBeenCalled();
  });
});
