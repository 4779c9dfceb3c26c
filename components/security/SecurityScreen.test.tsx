import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '@/lib/contract';
import type { ExtensionFeature } from '@/lib/contract/terms';
import { makeStore } from '@/store';
import { siteConfigured } from '@/store/pageSlice';
import { FIRST_HISTORY_PAGE, securityApi } from '@/store/securityApi';
import { sessionLoaded } from '@/store/sessionSlice';
import { userApi } from '@/store/userApi';
import { member } from '@/tests/fixtures/wallet';
import { fakeProxy, type ProxyAnswer } from '@/tests/utils/proxy';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { requestsSettled } from '@/tests/utils/settled';
import { SecurityScreen } from './SecurityScreen';

// The browser's WebAuthn ceremony is a boundary we do not own.
const startRegistration = vi.fn();
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startRegistration: (...args: unknown[]) => startRegistration(...args),
}));

const ALL: ExtensionFeature[] = ['two-factor', 'passkeys', 'sessions'];
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-fghj${i}`);

const off: ResponseOf<'get-two-factor'> = { status: 'success', on: false, since: null, recoveryCodesLeft: 0 };
const sessions: ResponseOf<'get-sessions'> = {
  status: 'success',
  sessions: [
    {
      id: 'here',
      device: 'Chrome on Windows',
      address: '10.0.0.1',
      startedAt: '2026-03-01T01:00:00.000Z',
      lastSeenAt: '2026-03-01T02:00:00.000Z',
      current: true,
    },
    {
      id: 'phone',
      device: 'Safari on iPhone',
      address: '10.0.0.9',
      startedAt: '2026-02-28T23:00:00.000Z',
      lastSeenAt: '2026-03-01T00:30:00.000Z',
      current: false,
    },
  ],
};
const entry = (time: string, method: string, success = true) => ({
  time,
  address: '10.0.0.9',
  device: 'Safari on iPhone',
  method,
  success,
});
const history = (page = 1): ResponseOf<'get-login-history'> => ({
  status: 'success',
  list:
    page === 1
      ? [
          entry('2026-03-01T01:00:00.000Z', 'password-two-factor'),
          entry('2026-02-28T23:00:00.000Z', 'two-factor', false),
        ]
      : [entry('2026-02-01T00:00:00.000Z', 'passkey')],
  maxCount: 11,
  lastLogin: entry('2026-02-28T23:00:00.000Z', 'passkey'),
});
const passkeys: ResponseOf<'get-passkeys'> = {
  status: 'success',
  passkeys: [
    { id: 7, name: 'Work laptop', host: 'casino.example', createdAt: '2026-02-01T00:00:00.000Z', lastUsedAt: null },
  ],
};

/** The page as the server renders it: the offered parts' data already in the store. */
function pageState(features: ExtensionFeature[] = ALL, twoFactor = off) {
  const store = makeStore();
  store.dispatch(sessionLoaded({ authenticated: true }));
  store.dispatch(siteConfigured({ features }));
  store.dispatch(userApi.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: member() }]));
  store.dispatch(
    securityApi.util.upsertQueryEntries([
      { endpointName: 'twoFactor', arg: undefined, value: twoFactor },
      { endpointName: 'passkeys', arg: undefined, value: passkeys },
      { endpointName: 'sessions', arg: undefined, value: sessions },
      { endpointName: 'loginHistory', arg: FIRST_HISTORY_PAGE, value: history() },
    ]),
  );
  return store.getState();
}

let proxy: ReturnType<typeof fakeProxy>;
let answers: Record<string, (params: Record<string, unknown> | undefined) => ProxyAnswer>;

beforeEach(() => {
  startRegistration.mockReset();
  answers = {
    'get-two-factor': () => off,
    'get-passkeys': () => passkeys,
    'get-sessions': () => sessions,
    'get-login-history': (params) => history(Number(params?.page)),
  };
  proxy = fakeProxy(
    Object.fromEntries(
      [
        'get-two-factor',
        'start-two-factor',
        'confirm-two-factor',
        'disable-two-factor',
        'get-passkeys',
        'start-passkey-registration',
        'finish-passkey-registration',
        'remove-passkey',
        'get-sessions',
        'end-session',
        'end-other-sessions',
        'get-login-history',
        'prove-identity',
        'renew-recovery-codes',
      ].map((op) => [op, (params: Record<string, unknown> | undefined) => answers[op](params)]),
    ),
  );
});
afterEach(() => proxy.restore());

const region = (name: string) => screen.getByRole('region', { name });

describe('SecurityScreen', () => {
  it('shows what the server rendered, asking for nothing again, with the last login before this one', async () => {
    const { store } = renderWithProviders(<SecurityScreen />, { initialState: pageState(), locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Account security' })).toBeTruthy();
    expect(screen.getByText('Last login 2026-03-01 08:00 from 10.0.0.9 (Safari on iPhone)')).toBeTruthy();
    expect(within(region('Two-step verification')).getByText('Off')).toBeTruthy();
    expect(within(region('Passkeys')).getByText('Work laptop')).toBeTruthy();
    const rows = within(region('Login history'))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['2026-03-01 10:00', 'Logged in', 'Password + two-step verification code', '10.0.0.9', 'Safari on iPhone'],
      ['2026-03-01 08:00', 'Failed', 'Two-step verification code', '10.0.0.9', 'Safari on iPhone'],
    ]);
    await requestsSettled(store);
    expect(proxy.calls).toEqual([]);
  });

  it('shows only the parts the site offers', () => {
    renderWithProviders(<SecurityScreen />, { initialState: pageState(['sessions']), locale: 'en' });
    expect(screen.queryByRole('region', { name: 'Two-step verification' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Passkeys' })).toBeNull();
    expect(region('Logged-in devices')).toBeTruthy();
  });

  it('turns two-step sign-in on: QR code and key, a wrong code refused, then the ten recovery codes once', async () => {
    answers['start-two-factor'] = () => ({
      status: 'success',
      secret: SECRET,
      otpauthUrl: `otpauth://totp/Casino:player1?secret=${SECRET}&issuer=Casino`,
    });
    answers['confirm-two-factor'] = (params) =>
      params?.code === '123456' ? { status: 'success', recoveryCodes: CODES } : { status: 'pass' };
    renderWithProviders(<SecurityScreen />, { initialState: pageState(), locale: 'en' });
    const panel = region('Two-step verification');
    await userEvent.click(within(panel).getByRole('button', { name: 'Turn on two-step verification' }));

    expect(await within(panel).findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(within(panel).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    const code = within(panel).getByLabelText('Code from the app');
    await userEvent.type(code, '12345');
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm and turn on' }));
    expect(await within(panel).findByText('Enter the six digits your app shows.')).toBeTruthy();
    expect(proxy.of('confirm-two-factor')).toEqual([]);

    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm and turn on' }));
    expect(await within(panel).findByText("That code is not right. Enter the app's current code.")).toBeTruthy();

    answers['get-two-factor'] = () => ({
      status: 'success',
      on: true,
      since: '2026-03-01T01:00:00.000Z',
      recoveryCodesLeft: 10,
    });
    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm and turn on' }));
    const list = await within(panel).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(proxy.of('confirm-two-factor').map((call) => call.params)).toEqual([{ code: '654321' }, { code: '123456' }]);
    expect(within(panel).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Download' })).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'I have saved them' }));
    expect(await within(panel).findByText('On since 2026-03-01 · recovery codes left: 10')).toBeTruthy();
    expect(within(panel).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('turns it off only with the password and a code; a wrong pair says so and changes nothing', async () => {
    const on = { status: 'success' as const, on: true, since: '2026-03-01T01:00:00.000Z', recoveryCodesLeft: 4 };
    answers['disable-two-factor'] = () => ({ status: 'pass' });
    answers['get-two-factor'] = () => on;
    renderWithProviders(<SecurityScreen />, { initialState: pageState(ALL, on), locale: 'ko' });
    const panel = region('2단계 인증');
    expect(within(panel).getByText('사용 중 (2026-03-01부터) · 남은 복구 코드 4개')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: '2단계 인증 끄기' }));
    await userEvent.click(within(panel).getByRole('button', { name: '끄기' }));
    expect(await within(panel).findByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(within(panel).getByText('인증 코드를 입력해 주세요.')).toBeTruthy();

    await userEvent.type(within(panel).getByLabelText('비밀번호'), 'secret-pass');
    await userEvent.type(within(panel).getByLabelText('인증 코드 또는 복구 코드'), 'abcde-fghjk');
    await userEvent.click(within(panel).getByRole('button', { name: '끄기' }));
    expect(await within(panel).findByText('비밀번호나 인증 코드가 올바르지 않습니다.')).toBeTruthy();
    expect(proxy.of('disable-two-factor').map((call) => call.params)).toEqual([
      { password: 'secret-pass', code: 'abcde-fghjk' },
    ]);

    // Past the count of wrong tries the backend answers 429: the form says the account waits, not "too many requests".
    answers['disable-two-factor'] = () => ({ httpStatus: 429, body: { status: 'error', code: 'too_many_requests' } });
    await userEvent.click(within(panel).getByRole('button', { name: '끄기' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      '여러 번 틀려 잠시 잠겼습니다. 잠시 후 다시 시도해 주세요.',
    );
  });

  it('adds a passkey with its name through the browser, and removes one', async () => {
    const made = {
      id: 'cred1',
      rawId: 'cred1',
      type: 'public-key',
      response: { clientDataJSON: 'eyJ9', attestationObject: 'o2Nm', transports: ['internal'] },
      clientExtensionResults: {},
    };
    startRegistration.mockResolvedValue(made);
    answers['start-passkey-registration'] = () => ({ status: 'success', options: { challenge: 'abc' } });
    answers['finish-passkey-registration'] = (params) => ({
      status: 'success',
      passkey: {
        id: 8,
        name: String(params?.name),
        host: 'casino.example',
        createdAt: '2026-03-01T00:00:00.000Z',
        lastUsedAt: null,
      },
    });
    answers['remove-passkey'] = () => ({ status: 'success' });
    renderWithProviders(<SecurityScreen />, { initialState: pageState(), locale: 'en' });
    const panel = region('Passkeys');

    await userEvent.click(within(panel).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(panel).findByText('Please name the passkey.')).toBeTruthy();
    await userEvent.type(within(panel).getByLabelText('Passkey name'), '  My phone ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(panel).findByText('Passkey "My phone" added.')).toBeTruthy();
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
    expect(proxy.of('finish-passkey-registration').map((call) => call.params)).toEqual([
      { name: 'My phone', credential: made },
    ]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Remove the passkey Work laptop' }));
    expect(await within(panel).findByText('Passkey "Work laptop" removed.')).toBeTruthy();
    expect(proxy.of('remove-passkey').map((call) => call.params)).toEqual([{ id: 7 }]);
  });

  it('signs out another device, or all others, but offers no such button for this one', async () => {
    answers['end-session'] = () => ({ status: 'success' });
    answers['end-other-sessions'] = () => ({ status: 'success', ended: 1 });
    renderWithProviders(<SecurityScreen />, { initialState: pageState(), locale: 'en' });
    const panel = region('Logged-in devices');
    const [here, phone] = within(panel).getAllByRole('listitem');
    expect(within(here).getByText('This device')).toBeTruthy();
    expect(within(here).queryByRole('button')).toBeNull();
    expect(within(phone).getByText('Logged in 2026-03-01 08:00 · last seen 2026-03-01 09:30')).toBeTruthy();

    await userEvent.click(within(phone).getByRole('button', { name: 'Log out Safari on iPhone (10.0.0.9)' }));
    expect(await within(panel).findByText('That device is logged out.')).toBeTruthy();
    expect(proxy.of('end-session').map((call) => call.params)).toEqual([{ id: 'phone' }]);
    await waitFor(() => expect(proxy.of('get-sessions')).toHaveLength(1));

    await userEvent.click(within(panel).getByRole('button', { name: 'Log out all other devices' }));
    expect(await within(panel).findByText('Other devices logged out: 1')).toBeTruthy();
  });

  it('says why a device could not be logged out', async () => {
    answers['end-session'] = () => 'network';
    renderWithProviders(<SecurityScreen />, { initialState: pageState(), locale: 'en' });
    const panel = region('Logged-in devices');
    await userEvent.click(within(panel).getByRole('button', { name: 'Log out Safari on iPhone (10.0.0.9)' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Please check your network connection.');
  });

  it('asks for the password before adding a passkey when the login is not fresh, then goes on with the same passkey', async () => {
    const made = {
      id: 'cred1',
      rawId: 'cred1',
      type: 'public-key',
      response: { clientDataJSON: 'eyJ9', attestationObject: 'o2Nm', transports: ['internal'] },
      clientExtensionResults: {},
    };
    startRegistration.mockResolvedValue(made);
    let proved = false;
    answers['start-passkey-registration'] = () =>
      proved ? { status: 'success', options: { challenge: 'abc' } } : { status: 'proof' };
    answers['prove-identity'] = (params) =>
      (proved = params?.password === 'secret-pass')
        ? { status: 'success', until: '2026-03-01T02:05:00.000Z' }
        : { status: 'pass' };
    answers['finish-passkey-registration'] = (params) => ({
      status: 'success',
      passkey: {
        id: 8,
        name: String(params?.name),
        host: 'casino.example',
        createdAt: '2026-03-01T00:00:00.000Z',
        lastUsedAt: null,
      },
    });
    renderWithProviders(<SecurityScreen />, { initialState: pageState(), locale: 'en' });
    const panel = region('Passkeys');
    await userEvent.type(within(panel).getByLabelText('Passkey name'), 'My phone');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add a passkey' }));

    const prompt = await within(panel).findByRole('group', { name: "Confirm it's you" });
    expect(startRegistration).not.toHaveBeenCalled();
    // Two-step is off: the password is the only proof offered.
    expect(within(prompt).queryByRole('button', { name: 'Use a code from the app instead' })).toBeNull();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(await within(prompt).findByText('Please enter your password.')).toBeTruthy();
    expect(proxy.of('prove-identity')).toEqual([]);
    await userEvent.type(within(prompt).getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(await within(prompt).findByText('That password is not right.')).toBeTruthy();

    await userEvent.clear(within(prompt).getByLabelText('Password'));
    await userEvent.type(within(prompt).getByLabelText('Password'), 'secret-pass');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByText('Passkey "My phone" added.')).toBeTruthy();
    expect(within(panel).queryByRole('group', { name: "Confirm it's you" })).toBeNull();
    expect(proxy.of('prove-identity').map((call) => call.params)).toEqual([
      { password: 'wrong-pass' },
      { password: 'secret-pass' },
    ]);
    expect(proxy.of('start-passkey-registration')).toHaveLength(2);
    expect(proxy.of('finish-passkey-registration').map((call) => call.params)).toEqual([
      { name: 'My phone', credential: made },
    ]);
  });

  it('takes a code from the app as proof before signing out all other devices, and says when a locked proof may be tried again', async () => {
    const on = { status: 'success' as const, on: true, since: '2026-03-01T01:00:00.000Z', recoveryCodesLeft: 4 };
    answers['get-two-factor'] = () => on;
    let proved = false;
    answers['end-other-sessions'] = () => (proved ? { status: 'success', ended: 1 } : { status: 'proof' });
    answers['prove-identity'] = (params) => {
      if (params?.code === '000000') return { status: 'time', retryAfter: 600 };
      proved = params?.code === '123456';
      return proved ? { status: 'success', until: '2026-03-01T02:05:00.000Z' } : { status: 'pass' };
    };
    vi.useFakeTimers({ now: new Date('2026-03-01T01:00:00.000Z'), toFake: ['Date'] });
    renderWithProviders(<SecurityScreen />, { initialState: pageState(ALL, on), locale: 'en' });
    const panel = region('Logged-in devices');
    await userEvent.click(within(panel).getByRole('button', { name: 'Log out all other devices' }));
    const prompt = await within(panel).findByRole('group', { name: "Confirm it's you" });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Use a code from the app instead' }));
    const code = within(prompt).getByLabelText('Code from the app, or a recovery code');
    await userEvent.type(code, '000000');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(prompt).findByText('Too many wrong tries: this is locked. Please try again after 2026-03-01 10:10.'),
    ).toBeTruthy();
    vi.useRealTimers();

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByText('Other devices logged out: 1')).toBeTruthy();
    expect(proxy.of('prove-identity').map((call) => call.params)).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('makes new recovery codes after a proof, each code on its own line', async () => {
    const on = { status: 'success' as const, on: true, since: '2026-03-01T01:00:00.000Z', recoveryCodesLeft: 4 };
    answers['get-two-factor'] = () => on;
    let proved = false;
    answers['renew-recovery-codes'] = () =>
      proved ? { status: 'success', recoveryCodes: CODES } : { status: 'proof' };
    answers['prove-identity'] = () => ((proved = true), { status: 'success', until: '2026-03-01T02:05:00.000Z' });
    renderWithProviders(<SecurityScreen />, { initialState: pageState(ALL, on), locale: 'en' });
    const panel = region('Two-step verification');
    await userEvent.click(within(panel).getByRole('button', { name: 'Make new recovery codes' }));
    const prompt = await within(panel).findByRole('group', { name: "Confirm it's you" });
    await userEvent.type(within(prompt).getByLabelText('Password'), 'secret-pass');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    const list = await within(panel).findByRole('list', { name: 'Recovery codes' });
    expect(within(panel).getByText('New recovery codes are ready. The earlier ones no longer work.')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
  });

  it('pages through the login history', async () => {
    renderWithProviders(<SecurityScreen />, { initialState: pageState(), locale: 'en' });
    const panel = region('Login history');
    expect(within(panel).getByText('Page 1 of 2')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(await within(panel).findByText('Passkey')).toBeTruthy();
    expect(proxy.of('get-login-history').map((call) => call.params)).toEqual([{ page: 2 }]);
  });
});
