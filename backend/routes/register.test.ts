import { describe, expect, it } from 'vitest';
import { setupBackend } from '../testing';

const backend = setupBackend();
const { call, post } = backend;

const profile = (userId: string, nick: string, code?: string) => ({
  userId,
  password: 'long-enough',
  nick,
  phone: '010-5555-6666',
  bankname: '테스트은행',
  bankOwner: '테스터',
  banknum: '111-222-333',
  ...(code === undefined ? {} : { code }),
});

describe('registration', () => {
  it('registers a member who can then log in, recording the visitor domain', async () => {
    expect(await call('user-register', profile('newbie1', '새내기', 'WELCOME'), undefined, { 'x-forwarded-host': 'localhost:3000' })).toEqual({
      status: 'success',
    });
    const token = await backend.login('newbie1', 'long-enough');
    expect(await call('health-check', {}, token)).toMatchObject({ user: { userId: 'newbie1', nick: '새내기', balance: 0 } });
  });

  it('answers alread_have_user for a taken id, alread for a taken nick, cant_find_code for an unknown code', async () => {
    expect(await call('user-register', profile('demo', '다른닉'))).toEqual({ status: 'alread_have_user' });
    expect(await call('user-register', profile('another1', '데모회원'))).toEqual({ status: 'alread' });
    expect(await call('user-register', profile('another2', '다른닉2', 'NOPE'))).toEqual({ status: 'cant_find_code' });
    expect(await call('user-register', profile('another3', '다른닉3', ''))).toEqual({ status: 'success' });
  });

  it('registers one of two simultaneous sign-ups with the same id', async () => {
    const results = await Promise.all([call('user-register', profile('twin1', '쌍둥이1')), call('user-register', profile('twin1', '쌍둥이2'))]);
    expect(results.map((r) => r.status).sort()).toEqual(['alread_have_user', 'success']);
  });

  it('refuses malformed fields', async () => {
    for (const [patch, field] of [
      [{ userId: 'A!' }, 'userId'],
      [{ password: 'short' }, 'password'],
      [{ nick: '<b>x</b>' }, 'nick'],
      [{ phone: 'call me' }, 'phone'],
      [{ banknum: 'x'.repeat(1000) }, 'banknum'],
      [{ bankname: 7 }, 'bankname'],
    ] as const) {
      const response = await post('/public/user-register', { params: { ...profile('valid01', '유효닉'), ...patch } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field });
    }
    expect(await call('check-user-id', { userId: 'valid01' })).toEqual({ status: 'success' });
  });
});

describe('availability checks', () => {
  it('check-user-id and check-user-nick', async () => {
    expect(await call('check-user-id', { userId: 'demo' })).toEqual({ status: 'alread_have_user' });
    expect(await call('check-user-id', { userId: 'freename' })).toEqual({ status: 'success' });
    expect(await call('check-user-nick', { nick: '데모회원' })).toEqual({ status: 'alread' });
    expect(await call('check-user-nick', { nick: '빈닉네임' })).toEqual({ status: 'success' });
  });
});

describe('get-reg-domain', () => {
  it('resolves the operator domain of the Origin', async () => {
    expect(await call('get-reg-domain', {}, undefined, { origin: 'http://localhost:3000' })).toEqual({
      status: 'success',
      domain: 'localhost',
      code: 'WELCOME',
    });
    expect(await call('get-reg-domain', {}, undefined, { origin: 'https://casino.example.com' })).toMatchObject({ code: 'GOLD' });
    expect(await call('get-reg-domain', {}, undefined, { origin: 'https://unknown.example.org' })).toEqual({ status: 'cant_find_code' });
    expect(await call('get-reg-domain', {}, undefined, { 'x-forwarded-host': '127.0.0.1:3000' })).toMatchObject({ code: 'LOOPBACK' });
  });
});
