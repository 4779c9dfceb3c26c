// @vitest-environment node
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupBackend } from '@/backend/testing';
import { readSignInError } from '../signInRefusal';
import { authOptions } from './options';

// A fresh database per file takes seconds, more on a busy machine: the backend project's limits, not the unit one's.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });

const backend = setupBackend();
let server: Server;

beforeAll(async () => {
  server = serve({ fetch: backend.app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.NEXTAUTH_SECRET = 'auth-two-factor-test-secret-0123456789';
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

type Authorize = (credentials: Record<string, string>) => Promise<unknown>;

/** next-auth's credentials providers as the portal builds them: `credentials` (password, then the code) and `passkey`. */
async function authorize(provider: 'credentials' | 'passkey', credentials: Record<string, string>) {
  const providers = authOptions.providers as unknown as { options: { id?: string; authorize: Authorize } }[];
  const found = providers.find((each) => (each.options.id ?? 'credentials') === provider)!;
  return found.options.authorize(credentials).then(
    (user) => ({ user, refusal: undefined }),
    // What the browser reads from signIn's answer (lib/signInRefusal).
    (error: Error) => ({ user: undefined, refusal: readSignInError(error.message) }),
  );
}

async function memberWithTwoStep() {
  const { userId, token } = await backend.member();
  const started = await backend.call('start-two-factor', undefined, token);
  if (started.status !== 'success') throw new Error('start-two-factor');
  const totp = new TOTP({ secret: Secret.fromBase32(started.secret), digits: 6, period: 30, algorithm: 'SHA1' });
  await backend.call('confirm-two-factor', { code: totp.generate({ timestamp: backend.clock.now.getTime() }) }, token);
  // The next step's code: the one just taken is spent.
  return { userId, code: () => totp.generate({ timestamp: backend.clock.now.getTime() + 30_000 }) };
}

describe('the login’s second step on the portal’s server', () => {
  it('a right password starts no session but answers the challenge; a wrong code says the tries left; the code starts it', async () => {
    const { userId, code } = await memberWithTwoStep();
    const first = await authorize('credentials', { userId, password: 'secret-pass' });
    expect(first.user).toBeUndefined();
    expect(first.refusal).toEqual({ kind: 'two-factor', challenge: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) });
    const challenge = first.refusal?.kind === 'two-factor' ? first.refusal.challenge : '';

    expect(await authorize('credentials', { challenge, code: '12345', userId })).toEqual({
      user: undefined,
      refusal: { kind: 'two-factor-wrong', triesLeft: null },
    });
    const wrong = code() === '000000' ? '111111' : '000000';
    expect(await authorize('credentials', { challenge, code: wrong, userId })).toEqual({
      user: undefined,
      refusal: { kind: 'two-factor-wrong', triesLeft: 4 },
    });
    const signedIn = await authorize('credentials', { challenge, code: code(), userId });
    expect(signedIn.user).toMatchObject({ id: userId, backendToken: expect.any(String) });
    // The challenge is spent with its session.
    expect(await authorize('credentials', { challenge, code: code(), userId })).toEqual({
      user: undefined,
      refusal: { kind: 'two-factor-expired' },
    });
  });

  it('a second step locked by wrong codes says for how long, even to a fresh challenge with the right code', async () => {
    const { userId, code } = await memberWithTwoStep();
    const challengeOf = async () => {
      const { refusal } = await authorize('credentials', { userId, password: 'secret-pass' });
      return refusal?.kind === 'two-factor' ? refusal.challenge : '';
    };
    const wrong = code() === '000000' ? '111111' : '000000';
    for (let i = 0; i < 2; i++) {
      const challenge = await challengeOf();
      for (let j = 0; j < 4; j++) await authorize('credentials', { challenge, code: wrong, userId });
    }
    const challenge = await challengeOf();
    await authorize('credentials', { challenge, code: wrong, userId });
    expect(await authorize('credentials', { challenge, code: wrong, userId })).toEqual({
      user: undefined,
      refusal: { kind: 'two-factor-locked', seconds: 900 },
    });
    expect(await authorize('credentials', { challenge: await challengeOf(), code: code(), userId })).toEqual({
      user: undefined,
      refusal: { kind: 'two-factor-locked', seconds: 900 },
    });
  });

  it('a member without two-step sign-in logs in with the password alone, as before', async () => {
    const { userId } = await backend.member();
    expect((await authorize('credentials', { userId, password: 'secret-pass' })).user).toMatchObject({ id: userId });
  });

  it('the passkey provider refuses what is not a credential, and an unknown one', async () => {
    expect(await authorize('passkey', { credential: 'not json' })).toEqual({
      user: undefined,
      refusal: { kind: 'passkey-wrong' },
    });
    const credential = {
      id: 'abc',
      rawId: 'abc',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    };
    // No challenge the backend made is in it: expired, whatever the key.
    expect(await authorize('passkey', { credential: JSON.stringify(credential) })).toEqual({
      user: undefined,
      refusal: { kind: 'passkey-expired' },
    });
  });
});
