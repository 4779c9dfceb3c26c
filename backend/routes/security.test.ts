import { createHash, createHmac, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { describe, expect, it } from 'vitest';
import { setupBackend } from '../testing';
import { stepOfCode } from '../twoFactor';

const backend = setupBackend({ LOGIN_MAX_FAILURES: '8', LOGIN_LOCK_MINUTES: '15' });
const { call, admin, member, post, clock } = backend;

/* RFC 4226/6238 written out here, so the backend's codes are checked against an implementation of its own. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const fromBase32 = (text: string) => {
  const bits = [...text.replace(/=+$/, '')].map((c) => BASE32.indexOf(c).toString(2).padStart(5, '0')).join('');
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)));
};
const toBase32 = (bytes: Buffer) =>
  [...bytes]
    .map((b) => b.toString(2).padStart(8, '0'))
    .join('')
    .match(/.{1,5}/g)!
    .map((chunk) => BASE32[Number.parseInt(chunk.padEnd(5, '0'), 2)])
    .join('');
function hotp(key: Buffer, counter: number, digits = 6) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1] & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(value).padStart(digits, '0');
}
const stepAt = (at: Date) => Math.floor(at.getTime() / 30_000);
const codeAt = (secret: string, step: number) => hotp(fromBase32(secret), step);

const logout = (token: string) => call('user-do-logout', {}, token);
const loggedOut = async (token: string) =>
  (await post('/public/health-check', {}, { authorization: `Bearer ${token}` })).status === 401;

async function withTwoFactor() {
  const { userId, token } = await member();
  const started = await call('start-two-factor', {}, token);
  if (started.status !== 'success') throw new Error(started.status);
  const confirmed = await call('confirm-two-factor', { code: codeAt(started.secret, stepAt(clock.now)) }, token);
  if (confirmed.status !== 'success') throw new Error(confirmed.status);
  return {
    userId,
    token,
    secret: started.secret,
    recoveryCodes: confirmed.recoveryCodes,
    otpauthUrl: started.otpauthUrl,
  };
}

async function challengeFor(userId: string, ip = '203.0.113.7') {
  const answer = await call('user-do-login', { userId, password: 'secret-pass' }, undefined, { 'x-forwarded-for': ip });
  if (answer.status !== 'two-factor') throw new Error(`login answered ${answer.status}`);
  return answer.challenge;
}

describe('TOTP (RFC 6238, SHA1, 30 s)', () => {
  // RFC 6238 appendix B: the SHA1 key is the ASCII "12345678901234567890"; six digits are the eight's last six.
  const rfcSecret = toBase32(Buffer.from('12345678901234567890'));
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1_111_111_109, '07081804'],
    [1_111_111_111, '14050471'],
    [1_234_567_890, '89005924'],
    [2_000_000_000, '69279037'],
    [20_000_000_000, '65353130'],
  ];

  it.each(vectors)('accepts the RFC vector at %i s', (seconds, eightDigits) => {
    const at = new Date(seconds * 1000);
    expect(hotp(fromBase32(rfcSecret), Math.floor(seconds / 30), 8)).toBe(eightDigits);
    expect(stepOfCode(rfcSecret, eightDigits.slice(2), at)).toBe(Math.floor(seconds / 30));
  });

  it('takes one step of drift either way and refuses two', () => {
    const at = new Date(1_111_111_111_000);
    const step = stepAt(at);
    for (const drift of [-1, 0, 1])
      expect(stepOfCode(rfcSecret, codeAt(rfcSecret, step + drift), at)).toBe(step + drift);
    for (const drift of [-2, 2]) expect(stepOfCode(rfcSecret, codeAt(rfcSecret, step + drift), at)).toBeNull();
  });
});

describe('two-step sign-in', () => {
  it('is set up with a code from the secret, and hands out ten recovery codes once', async () => {
    clock.now = new Date('2027-01-10T09:00:10Z');
    const { token } = await member();
    expect(await call('get-two-factor', {}, token)).toEqual({
      status: 'success',
      on: false,
      since: null,
      recoveryCodesLeft: 0,
    });
    const started = await call('start-two-factor', {}, token);
    if (started.status !== 'success') throw new Error(started.status);
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]{32}/);
    expect(started.otpauthUrl).toContain('algorithm=SHA1');
    expect(started.otpauthUrl).toContain('digits=6');
    expect(started.otpauthUrl).toContain('period=30');

    const wrong = String((Number(codeAt(started.secret, stepAt(clock.now))) + 1) % 1_000_000).padStart(6, '0');
    expect(await call('confirm-two-factor', { code: wrong }, token)).toEqual({ status: 'pass' });
    const confirmed = await call('confirm-two-factor', { code: codeAt(started.secret, stepAt(clock.now)) }, token);
    expect(confirmed.status).toBe('success');
    if (confirmed.status !== 'success') return;
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await call('get-two-factor', {}, token)).toEqual({
      status: 'success',
      on: true,
      since: '2027-01-10T09:00:10.000Z',
      recoveryCodesLeft: 10,
    });
    expect(await call('start-two-factor', {}, token)).toEqual({ status: 'already' });
  });

  it('asks for the code after the password, starts no session until then, and takes each code once', async () => {
    clock.now = new Date('2027-01-11T09:00:05Z');
    const { userId, secret } = await withTwoFactor();
    const challenge = await challengeFor(userId);
    // The code that confirmed the setup was this step's: it is not taken again.
    expect(await call('verify-two-factor', { challenge, code: codeAt(secret, stepAt(clock.now)) })).toEqual({
      status: 'pass',
      triesLeft: 4,
    });

    clock.now = new Date(clock.now.getTime() + 30_000);
    const code = codeAt(secret, stepAt(clock.now));
    const verified = await call('verify-two-factor', { challenge, code });
    expect(verified).toMatchObject({ status: 'success', token: expect.any(String), user: { userId } });
    // The challenge is spent, and the same code on a new challenge is a replay.
    expect(await call('verify-two-factor', { challenge, code })).toEqual({ status: 'expired' });
    expect(await call('verify-two-factor', { challenge: await challengeFor(userId), code })).toEqual({
      status: 'pass',
      triesLeft: 4,
    });
  });

  it('accepts a code one step early or late, and refuses two steps off', async () => {
    clock.now = new Date('2027-01-12T09:00:05Z');
    const { userId, secret } = await withTwoFactor();
    clock.now = new Date(clock.now.getTime() + 5 * 30_000);
    const step = stepAt(clock.now);
    expect(
      await call('verify-two-factor', { challenge: await challengeFor(userId), code: codeAt(secret, step - 1) }),
    ).toMatchObject({ status: 'success' });
    expect(
      await call('verify-two-factor', { challenge: await challengeFor(userId), code: codeAt(secret, step + 1) }),
    ).toMatchObject({ status: 'success' });

    clock.now = new Date(clock.now.getTime() + 10 * 30_000);
    const later = stepAt(clock.now);
    const challenge = await challengeFor(userId);
    expect(await call('verify-two-factor', { challenge, code: codeAt(secret, later - 2) })).toEqual({
      status: 'pass',
      triesLeft: 4,
    });
    expect(await call('verify-two-factor', { challenge, code: codeAt(secret, later + 2) })).toEqual({
      status: 'pass',
      triesLeft: 3,
    });
  });

  it('takes a recovery code once, in either case and without the dash', async () => {
    clock.now = new Date('2027-01-13T09:00:05Z');
    const { userId, token, recoveryCodes } = await withTwoFactor();
    const [first, second] = recoveryCodes;
    expect(await call('verify-two-factor', { challenge: await challengeFor(userId), code: first })).toMatchObject({
      status: 'success',
    });
    expect(await call('verify-two-factor', { challenge: await challengeFor(userId), code: first })).toEqual({
      status: 'pass',
      triesLeft: 4,
    });
    const shouted = second.replace('-', '').toUpperCase();
    expect(await call('verify-two-factor', { challenge: await challengeFor(userId), code: shouted })).toMatchObject({
      status: 'success',
    });
    expect(await call('get-two-factor', {}, token)).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it('ends the challenge after five wrong codes, and counts them toward the login lockout', async () => {
    clock.now = new Date('2027-01-14T09:00:05Z');
    const ip = '198.51.100.40';
    const { userId, secret } = await withTwoFactor();
    clock.now = new Date(clock.now.getTime() + 60_000);
    const challenge = await challengeFor(userId, ip);
    for (const triesLeft of [4, 3, 2, 1, 0]) {
      expect(
        await call('verify-two-factor', { challenge, code: '000000' }, undefined, { 'x-forwarded-for': ip }),
      ).toEqual({ status: 'pass', triesLeft });
    }
    const right = codeAt(secret, stepAt(clock.now));
    expect(await call('verify-two-factor', { challenge, code: right }, undefined, { 'x-forwarded-for': ip })).toEqual({
      status: 'expired',
    });

    // LOGIN_MAX_FAILURES is 8 here: the five codes and three wrong passwords lock the id at this address.
    const attempt = (password: string) =>
      call('user-do-login', { userId, password }, undefined, { 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i++) expect(await attempt('wrong-password')).toEqual({ status: 'pass' });
    expect(await attempt('secret-pass')).toEqual({ status: 'time', retryAfter: 900 });
  });

  it('lets a challenge live five minutes', async () => {
    clock.now = new Date('2027-01-15T09:00:05Z');
    const { userId, secret } = await withTwoFactor();
    const challenge = await challengeFor(userId);
    clock.now = new Date(clock.now.getTime() + 5 * 60_000 + 1);
    expect(await call('verify-two-factor', { challenge, code: codeAt(secret, stepAt(clock.now)) })).toEqual({
      status: 'expired',
    });
  });

  it('is turned off only with the password and a code', async () => {
    clock.now = new Date('2027-01-16T09:00:05Z');
    const { userId, token, secret } = await withTwoFactor();
    clock.now = new Date(clock.now.getTime() + 30_000);
    const code = codeAt(secret, stepAt(clock.now));
    expect(await call('disable-two-factor', { password: 'wrong-password', code }, token)).toEqual({ status: 'pass' });
    expect(await call('disable-two-factor', { password: 'secret-pass', code: '000000' }, token)).toEqual({
      status: 'pass',
    });
    expect(await call('disable-two-factor', { password: 'secret-pass', code }, token)).toEqual({ status: 'success' });
    expect(await call('get-two-factor', {}, token)).toEqual({
      status: 'success',
      on: false,
      since: null,
      recoveryCodesLeft: 0,
    });
    expect(await call('user-do-login', { userId, password: 'secret-pass' })).toMatchObject({ status: 'success' });
    expect(await call('disable-two-factor', { password: 'secret-pass', code }, token)).toEqual({ status: 'none' });
  });

  it('is not asked for by a backend that does not offer it, whose portal could not send the code', async () => {
    clock.now = new Date('2027-01-18T09:00:05Z');
    const { userId } = await withTwoFactor();
    const legacy = backend.restartedWith({ SITE_FEATURES: 'sessions' });
    const login = await legacy.post('/public/user-do-login', { params: { userId, password: 'secret-pass' } });
    expect(await login.json()).toMatchObject({ status: 'success', token: expect.any(String) });
    expect(
      (await legacy.post('/public/verify-two-factor', { params: { challenge: 'A'.repeat(32), code: '123456' } }))
        .status,
    ).toBe(404);
  });

  it("is reset by the operator, which ends the member's sessions", async () => {
    clock.now = new Date('2027-01-17T09:00:05Z');
    const { userId, token } = await withTwoFactor();
    expect(await admin('reset-two-factor', { userId })).toEqual({ status: 'success', wasOn: true, sessionsEnded: 1 });
    expect(await loggedOut(token)).toBe(true);
    const again = await call('user-do-login', { userId, password: 'secret-pass' });
    expect(again).toMatchObject({ status: 'success' });
    if (again.status === 'success')
      expect(await call('get-two-factor', {}, again.token)).toMatchObject({ on: false, recoveryCodesLeft: 0 });
    const unknown = await post(
      '/admin/reset-two-factor',
      { params: { userId: 'nobody99' } },
      { 'x-admin-key': 'test-admin-key' },
    );
    expect(unknown.status).toBe(400);
  });
});

/* A software authenticator: a P-256 key, and the bytes a browser and an authenticator would produce. */
const RP = 'casino.test';
const ORIGIN = `https://${RP}`;
const site = { 'x-forwarded-host': RP, origin: ORIGIN };
const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha = (data: Buffer | string) => createHash('sha256').update(data).digest();

class Authenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: JsonWebKey;
  counter = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    this.publicJwk = publicKey.export({ format: 'jwk' });
  }

  private authData(rpId: string, attested: boolean) {
    const flags = 0x01 | 0x04 | (attested ? 0x40 : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const head = Buffer.concat([sha(rpId), Buffer.from([flags]), count]);
    if (!attested) return head;
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(this.publicJwk.x!, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    return Buffer.concat([head, Buffer.alloc(16), idLength, this.credentialId, Buffer.from(isoCBOR.encode(cose))]);
  }

  create(challenge: string, { rpId = RP, origin = ORIGIN } = {}) {
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge, origin, crossOrigin: false }));
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(rpId, true)],
      ]) as never,
    );
    return {
      id: b64(this.credentialId),
      rawId: b64(this.credentialId),
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientData),
        attestationObject: b64(attestation),
        transports: ['internal' as const],
      },
    };
  }

  get(challenge: string, { origin = ORIGIN, counter = this.counter + 1 } = {}) {
    this.counter = counter;
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }));
    const authenticatorData = this.authData(RP, false);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha(clientData)]), this.privateKey);
    return {
      id: b64(this.credentialId),
      rawId: b64(this.credentialId),
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authenticatorData),
        signature: b64(signature),
      },
    };
  }
}

const optionsOf = (started: Awaited<ReturnType<typeof call<'start-passkey-registration'>>>) => {
  if (started.status !== 'success') throw new Error(started.status);
  return started.options;
};

async function registered(token: string, name = 'My phone') {
  const device = new Authenticator();
  const started = optionsOf(await call('start-passkey-registration', {}, token, site));
  const finished = await call(
    'finish-passkey-registration',
    { name, credential: device.create(started.challenge) },
    token,
    site,
  );
  expect(finished).toMatchObject({ status: 'success', passkey: { name, host: RP, lastUsedAt: null } });
  return device;
}

const passkeyLogin = async (device: Authenticator, options: { origin?: string; counter?: number } = {}) => {
  const { options: login } = await call('start-passkey-login', {}, undefined, site);
  expect(login).toMatchObject({ rpId: RP, userVerification: 'required' });
  return call('finish-passkey-login', { credential: device.get(login.challenge, options) }, undefined, site);
};

describe('passkeys', () => {
  it('registers a passkey for the visitor host and signs in with it, without an id or password', async () => {
    clock.now = new Date('2027-02-01T09:00:00Z');
    const { userId, token } = await member();
    const started = optionsOf(await call('start-passkey-registration', {}, token, site));
    expect(started).toMatchObject({ rp: { id: RP }, user: { name: userId }, attestation: 'none' });
    const device = await registered(token);
    const signedIn = await passkeyLogin(device);
    expect(signedIn).toMatchObject({ status: 'success', token: expect.any(String), user: { userId } });
    const [passkey] = (await call('get-passkeys', {}, token)).passkeys;
    expect(passkey).toMatchObject({
      name: 'My phone',
      host: RP,
      createdAt: '2027-02-01T09:00:00.000Z',
      lastUsedAt: '2027-02-01T09:00:00.000Z',
    });
    const history = await call('get-login-history', {}, token);
    expect(history.list[0]).toMatchObject({ method: 'passkey', success: true });
  });

  it('refuses a counter that did not move on, a replayed challenge and another origin', async () => {
    clock.now = new Date('2027-02-02T09:00:00Z');
    const { token } = await member();
    const device = await registered(token);
    expect(await passkeyLogin(device, { counter: 5 })).toMatchObject({ status: 'success' });
    expect(await passkeyLogin(device, { counter: 5 })).toEqual({ status: 'pass' });
    expect(await passkeyLogin(device, { counter: 3 })).toEqual({ status: 'pass' });
    expect(await passkeyLogin(device, { counter: 6 })).toMatchObject({ status: 'success' });
    expect(await passkeyLogin(device, { origin: 'https://evil.test' })).toEqual({ status: 'pass' });

    const { options } = await call('start-passkey-login', {}, undefined, site);
    const answer = device.get(options.challenge);
    expect(await call('finish-passkey-login', { credential: answer }, undefined, site)).toMatchObject({
      status: 'success',
    });
    expect(await call('finish-passkey-login', { credential: answer }, undefined, site)).toEqual({ status: 'expired' });
  });

  it("is its own host's: another brand host neither registers nor signs in with it", async () => {
    clock.now = new Date('2027-02-03T09:00:00Z');
    const { token } = await member();
    const device = await registered(token);
    const other = { 'x-forwarded-host': 'other.test', origin: 'https://other.test' };
    const { options } = await call('start-passkey-login', {}, undefined, other);
    const credential = device.get(options.challenge, { origin: 'https://other.test' });
    expect(await call('finish-passkey-login', { credential }, undefined, other)).toEqual({ status: 'pass' });
    // An attestation made for casino.test, offered with a challenge of other.test.
    const started = optionsOf(await call('start-passkey-registration', {}, token, other));
    const made = new Authenticator().create(started.challenge);
    expect(await call('finish-passkey-registration', { name: 'x', credential: made }, token, other)).toEqual({
      status: 'pass',
    });
  });

  it('counts as both steps for a member with two-step sign-in', async () => {
    clock.now = new Date('2027-02-04T09:00:00Z');
    const { token } = await withTwoFactor();
    const device = await registered(token);
    expect(await passkeyLogin(device)).toMatchObject({ status: 'success' });
  });

  it('is removed by its owner only', async () => {
    clock.now = new Date('2027-02-05T09:00:00Z');
    const { token } = await member();
    const device = await registered(token);
    const [{ id }] = (await call('get-passkeys', {}, token)).passkeys;
    const stranger = await member();
    expect(await call('remove-passkey', { id }, stranger.token)).toEqual({ status: 'none' });
    expect(await call('remove-passkey', { id }, token)).toEqual({ status: 'success' });
    expect((await call('get-passkeys', {}, token)).passkeys).toEqual([]);
    expect(await passkeyLogin(device)).toEqual({ status: 'pass' });
  });
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('sessions and login history', () => {
  const loginAs = async (userId: string, userAgent: string, ip: string) => {
    const answer = await call('user-do-login', { userId, password: 'secret-pass' }, undefined, {
      'user-agent': userAgent,
      'x-forwarded-for': ip,
    });
    if (answer.status !== 'success') throw new Error(answer.status);
    return answer.token;
  };

  it('lists the live sessions with their device, address and times, and ends one at once', async () => {
    clock.now = new Date('2027-03-01T09:00:00Z');
    const { userId, token: first } = await member();
    const pc = await loginAs(userId, CHROME_WINDOWS, '198.51.100.1');
    clock.now = new Date('2027-03-01T09:05:00Z');
    const phone = await loginAs(userId, SAFARI_IPHONE, '198.51.100.2');
    clock.now = new Date('2027-03-01T09:10:00Z');
    await call('health-check', {}, pc);

    const { sessions } = await call('get-sessions', {}, phone);
    expect(sessions).toHaveLength(3);
    const onPc = sessions.find((s) => s.device === 'Chrome on Windows')!;
    expect(onPc).toMatchObject({
      address: '198.51.100.1',
      startedAt: '2027-03-01T09:00:00.000Z',
      lastSeenAt: '2027-03-01T09:10:00.000Z',
      current: false,
    });
    expect(sessions.find((s) => s.current)).toMatchObject({
      device: 'Safari on iPhone',
      address: '198.51.100.2',
      startedAt: '2027-03-01T09:05:00.000Z',
    });
    expect(JSON.stringify(sessions)).not.toContain(
      JSON.parse(Buffer.from(phone.split('.')[0], 'base64url').toString()).sid,
    );

    expect(await call('end-session', { id: onPc.id }, phone)).toEqual({ status: 'success' });
    expect(await loggedOut(pc)).toBe(true);
    expect(await loggedOut(phone)).toBe(false);
    expect(await call('end-session', { id: onPc.id }, phone)).toEqual({ status: 'none' });

    expect(await call('end-other-sessions', {}, phone)).toEqual({ status: 'success', ended: 1 });
    expect(await loggedOut(first)).toBe(true);
    expect((await call('get-sessions', {}, phone)).sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it('lists every attempt with its method, and the login before this one', async () => {
    clock.now = new Date('2027-03-02T09:00:00Z');
    const { userId, token: first } = await member();
    await logout(first);
    clock.now = new Date('2027-03-02T10:00:00Z');
    expect(
      await call('user-do-login', { userId, password: 'wrong-password' }, undefined, {
        'x-forwarded-for': '192.0.2.9',
      }),
    ).toEqual({ status: 'pass' });
    const token = await loginAs(userId, CHROME_WINDOWS, '192.0.2.10');
    const history = await call('get-login-history', { page: 1, size: 10 }, token);
    expect(history.maxCount).toBe(3);
    expect(history.list).toEqual([
      {
        time: '2027-03-02T10:00:00.000Z',
        address: '192.0.2.10',
        device: 'Chrome on Windows',
        method: 'password',
        success: true,
      },
      { time: '2027-03-02T10:00:00.000Z', address: '192.0.2.9', device: 'Unknown', method: 'password', success: false },
      expect.objectContaining({ time: '2027-03-02T09:00:00.000Z', method: 'password', success: true }),
    ]);
    expect(history.lastLogin).toMatchObject({ time: '2027-03-02T09:00:00.000Z', success: true });
  });

  it('leaves a note for a login from a device the member never used', async () => {
    clock.now = new Date('2027-03-03T09:00:00Z');
    const { userId } = await member();
    const pc = await loginAs(userId, CHROME_WINDOWS, '192.0.2.20');
    const notesOf = async (token: string) => (await call('get-note-list', {}, token)).notes;
    expect(await notesOf(pc)).toEqual([expect.objectContaining({ title: '새 기기에서 로그인했습니다' })]);
    expect((await notesOf(pc))[0].contents).toContain('Chrome on Windows');
    expect((await notesOf(pc))[0].contents).toContain('192.0.2.20');
    // The same browser and system again, even from elsewhere: no new note.
    await loginAs(userId, CHROME_WINDOWS.replace('131.0.0.0', '132.0.0.0'), '192.0.2.21');
    expect(await notesOf(pc)).toHaveLength(1);
  });
});

describe('the market rule at the second step', () => {
  it('refuses a second step completed on a host of another currency, and asks none there', async () => {
    await admin('set-site-config', { host: 'usd.second.test', name: { en: 'Dollar Casino' }, currency: 'USD' });
    const { userId, secret } = await withTwoFactor();
    const dollar = { 'x-forwarded-host': 'usd.second.test' };
    expect(await call('user-do-login', { userId, password: 'secret-pass' }, undefined, dollar)).toMatchObject({
      status: 'other_market',
    });

    const challenge = await challengeFor(userId);
    clock.now = new Date(clock.now.getTime() + 30_000);
    const refused = await call(
      'verify-two-factor',
      { challenge, code: codeAt(secret, stepAt(clock.now)) },
      undefined,
      dollar,
    );
    expect(refused).toEqual({
      status: 'other_market',
      home: { host: '', name: expect.objectContaining({ en: 'Royal Casino' }) },
    });
    expect(JSON.stringify(refused)).not.toContain('token');
  });
});

const notesOf = async (token: string) => (await call('get-note-list', {}, token)).notes;

describe('the second step, counted per account', () => {
  it('locks after ten wrong codes within the hour, across addresses and fresh passwords, and says so in a note', async () => {
    clock.now = new Date('2027-04-01T09:00:05Z');
    const { userId, token, secret } = await withTwoFactor();
    clock.now = new Date(clock.now.getTime() + 60_000);
    const wrong = async (challenge: string, ip: string) =>
      call('verify-two-factor', { challenge, code: '000000' }, undefined, { 'x-forwarded-for': ip });
    // Four, four and two wrong codes, each run after a right password at its own address.
    for (const [ip, codes] of [
      ['198.51.100.61', 4],
      ['198.51.100.62', 4],
      ['198.51.100.63', 2],
    ] as const) {
      const challenge = await challengeFor(userId, ip);
      for (let i = 1; i <= codes; i++) {
        const answer = await wrong(challenge, ip);
        if (ip === '198.51.100.63' && i === codes) expect(answer).toEqual({ status: 'time', retryAfter: 900 });
        else expect(answer).toEqual({ status: 'pass', triesLeft: 5 - i });
      }
    }
    // The eleventh try, even the right code after a right password from the member's first address, waits.
    const right = () => codeAt(secret, stepAt(clock.now));
    const eleventh = await challengeFor(userId, '198.51.100.61');
    expect(
      await call('verify-two-factor', { challenge: eleventh, code: right() }, undefined, {
        'x-forwarded-for': '198.51.100.61',
      }),
    ).toEqual({
      status: 'time',
      retryAfter: 900,
    });
    expect(await notesOf(token)).toContainEqual(
      expect.objectContaining({ title: '잘못된 인증 코드가 반복되어 2단계 로그인을 잠갔습니다' }),
    );

    clock.now = new Date(clock.now.getTime() + 15 * 60_000);
    expect(await call('verify-two-factor', { challenge: await challengeFor(userId), code: right() })).toMatchObject({
      status: 'success',
    });
  });

  it('takes the second step of a proof into the same count', async () => {
    clock.now = new Date('2027-04-02T09:00:05Z');
    const { token } = await withTwoFactor();
    for (let i = 0; i < 9; i++)
      expect(await call('prove-identity', { code: '000000' }, token)).toEqual({ status: 'pass' });
    expect(await call('prove-identity', { code: '000000' }, token)).toEqual({ status: 'time', retryAfter: 900 });
  });
});

describe('proof before changing how the member signs in', () => {
  const later = (minutes: number) => (clock.now = new Date(clock.now.getTime() + minutes * 60_000));

  it('asks a session whose login is older than five minutes for the password again before adding a passkey, turning two-step on or ending other sessions', async () => {
    clock.now = new Date('2027-05-01T09:00:00Z');
    const { userId, token } = await member();
    later(6);
    expect(await call('start-passkey-registration', {}, token, site)).toEqual({ status: 'proof' });
    expect(await call('start-two-factor', {}, token)).toEqual({ status: 'proof' });
    expect(await call('end-other-sessions', {}, token)).toEqual({ status: 'proof' });
    expect(await call('prove-identity', { password: 'wrong-password' }, token)).toEqual({ status: 'pass' });
    expect(await call('prove-identity', { code: '123456' }, token)).toEqual({ status: 'none' });
    expect(await call('prove-identity', { password: 'secret-pass' }, token)).toEqual({
      status: 'success',
      until: '2027-05-01T09:11:00.000Z',
    });
    expect(await call('end-other-sessions', {}, token)).toEqual({ status: 'success', ended: 0 });
    expect(await call('start-passkey-registration', {}, token, site)).toMatchObject({ status: 'success' });
    later(5.5);
    expect(await call('start-passkey-registration', {}, token, site)).toEqual({ status: 'proof' });
    // A new login is a fresh proof.
    expect(await call('start-two-factor', {}, await backend.login(userId, 'secret-pass'))).toMatchObject({
      status: 'success',
    });
  });

  it('is offered wherever passkeys are, even without the sessions part', async () => {
    clock.now = new Date('2027-05-04T09:00:00Z');
    const { token } = await member();
    const passkeysOnly = backend.restartedWith({ SITE_FEATURES: 'passkeys' });
    const proved = await passkeysOnly.post(
      '/public/prove-identity',
      { params: { password: 'secret-pass' } },
      { authorization: `Bearer ${token}` },
    );
    expect(await proved.json()).toMatchObject({ status: 'success' });
  });

  it('takes the second step as proof, and renews the recovery codes only with it', async () => {
    clock.now = new Date('2027-05-02T09:00:05Z');
    const { userId, token, secret, recoveryCodes } = await withTwoFactor();
    later(6);
    expect(await call('renew-recovery-codes', {}, token)).toEqual({ status: 'proof' });
    expect(await call('prove-identity', { code: codeAt(secret, stepAt(clock.now)) }, token)).toMatchObject({
      status: 'success',
    });
    const renewed = await call('renew-recovery-codes', {}, token);
    if (renewed.status !== 'success') throw new Error(renewed.status);
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(await call('verify-two-factor', { challenge: await challengeFor(userId), code: recoveryCodes[0] })).toEqual({
      status: 'pass',
      triesLeft: 4,
    });
    expect(
      await call('verify-two-factor', { challenge: await challengeFor(userId), code: renewed.recoveryCodes[0] }),
    ).toMatchObject({ status: 'success' });
    expect((await notesOf(token)).map((n) => n.title)).toEqual(
      expect.arrayContaining(['2단계 로그인이 켜졌습니다', '복구 코드를 새로 만들었습니다']),
    );
  });

  it('leaves a note when a passkey is added or removed', async () => {
    clock.now = new Date('2027-05-03T09:00:00Z');
    const { token } = await member();
    await registered(token, 'Work laptop');
    const [{ id }] = (await call('get-passkeys', {}, token)).passkeys;
    await call('remove-passkey', { id }, token);
    const list = await notesOf(token);
    expect(list.map((n) => n.title)).toEqual(
      expect.arrayContaining(['패스키가 추가되었습니다', '패스키가 삭제되었습니다']),
    );
    expect(list.find((n) => n.title === '패스키가 추가되었습니다')!.contents).toContain('Work laptop');
  });
});

describe('the login history of a two-step login', () => {
  it('has no "signed in" row for a password still waiting for its code, and one row naming both steps once it is in', async () => {
    clock.now = new Date('2027-06-01T09:00:05Z');
    const { userId, token, secret } = await withTwoFactor();
    await logout(token);
    clock.now = new Date('2027-06-01T10:00:05Z');
    const challenge = await challengeFor(userId, '192.0.2.30');
    const fresh = await call('user-do-login', { userId, password: 'secret-pass' }, undefined, {
      'x-forwarded-for': '192.0.2.31',
    });
    expect(fresh.status).toBe('two-factor');
    const signedIn = await call(
      'verify-two-factor',
      { challenge, code: codeAt(secret, stepAt(clock.now)) },
      undefined,
      { 'x-forwarded-for': '192.0.2.30' },
    );
    if (signedIn.status !== 'success') throw new Error(signedIn.status);
    const { list } = await call('get-login-history', {}, signedIn.token);
    expect(list.filter((row) => row.time.startsWith('2027-06-01T10'))).toEqual([
      {
        time: '2027-06-01T10:00:05.000Z',
        address: '192.0.2.30',
        device: 'Unknown',
        method: 'password-two-factor',
        success: true,
      },
    ]);
  });
});

describe("the operator's resets", () => {
  it.each(['reset-password', 'reset-two-factor'] as const)(
    '%s removes the passkeys and leaves a note',
    async (reset) => {
      clock.now = new Date('2027-07-01T09:00:00Z');
      const { userId, token } = await member();
      const device = await registered(token);
      expect(await passkeyLogin(device)).toMatchObject({ status: 'success' });
      await admin(reset, { userId });
      expect(await passkeyLogin(device)).toEqual({ status: 'pass' });
      const answer = await call('user-do-login', { userId, password: 'secret-pass' });
      if (reset === 'reset-two-factor' && answer.status === 'success') {
        expect((await notesOf(answer.token)).map((n) => n.title)).toContain('운영자가 2단계 로그인을 초기화했습니다');
      }
    },
  );
});

describe('the passkey origin', () => {
  it('is the whole origin of the site: another port or scheme on the same host is refused', async () => {
    clock.now = new Date('2027-08-01T09:00:00Z');
    const { token } = await member();
    const device = await registered(token);
    for (const origin of [`http://${RP}:9999`, `https://${RP}:9999`, `http://${RP}`]) {
      const headers = { ...site, origin };
      const { options } = await call('start-passkey-login', {}, undefined, headers);
      expect(
        await call(
          'finish-passkey-login',
          { credential: device.get(options.challenge, { origin }) },
          undefined,
          headers,
        ),
        origin,
      ).toEqual({ status: 'pass' });
    }
    expect(await passkeyLogin(device)).toMatchObject({ status: 'success' });
  });
});
