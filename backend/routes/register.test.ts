import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { fillNickKeys } from '../nickname';
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
    expect(
      await call('user-register', profile('newbie1', '새내기', 'WELCOME'), undefined, {
        'x-forwarded-host': 'localhost:3000',
      }),
    ).toEqual({
      status: 'success',
    });
    const token = await backend.login('newbie1', 'long-enough');
    expect(await call('health-check', {}, token)).toMatchObject({
      user: { userId: 'newbie1', nick: '새내기', balance: 0 },
    });
  });

  it('answers alread_have_user for a taken id, alread for a taken nick, cant_find_code for an unknown code', async () => {
    expect(await call('user-register', profile('demo', '다른닉'))).toEqual({ status: 'alread_have_user' });
    expect(await call('user-register', profile('another1', '데모회원'))).toEqual({ status: 'alread' });
    expect(await call('user-register', profile('another2', '다른닉2', 'NOPE'))).toEqual({ status: 'cant_find_code' });
    expect(await call('user-register', profile('another3', '다른닉3', ''))).toEqual({ status: 'success' });
  });

  it('normalises a nickname (NFKC) before comparing it, and refuses look-alike, invisible and reversed text', async () => {
    expect(await call('user-register', profile('lookal1', 'LuckyStar'))).toEqual({ status: 'success' });
    // Fullwidth letters are the same nickname.
    expect(await call('user-register', profile('lookal2', 'ＬｕｃｋｙＳｔａｒ'))).toEqual({ status: 'alread' });
    expect(await call('check-user-nick', { nick: 'ＬｕｃｋｙＳｔａｒ' })).toEqual({ status: 'alread' });
    // A Cyrillic с among Latin letters, Hangul fillers only, zero-width only, a right-to-left override.
    for (const nick of ['LuсkyStar', '\u3164\u3164', '\u200b\u200b\u200b', 'ab\u202ecd']) {
      const response = await post('/public/user-register', { params: profile('lookal3', nick) });
      expect(response.status, JSON.stringify(nick)).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field: 'nick' });
    }
  });

  it('takes a nickname by its case-folded confusable skeleton, and check-user-nick agrees', async () => {
    expect(await call('check-user-nick', { nick: 'papa' })).toEqual({ status: 'success' });
    expect(await call('user-register', profile('skel1', 'papa'))).toEqual({ status: 'success' });
    // Cyrillic р and а, capitals (Latin and Cyrillic), fullwidth letters.
    for (const nick of ['рара', 'Papa', 'PAPA', 'РАРА', 'ＰａＰａ']) {
      expect(await call('check-user-nick', { nick }), nick).toEqual({ status: 'alread' });
      expect(await call('user-register', profile('skel2', nick)), nick).toEqual({ status: 'alread' });
    }
    expect(await call('user-register', profile('skel3', 'nana0'))).toEqual({ status: 'success' });
    expect(await call('check-user-nick', { nick: 'NANAO' })).toEqual({ status: 'alread' });
    expect(await call('check-user-nick', { nick: 'papas' })).toEqual({ status: 'success' });
    // A capital I for l, and Cherokee Ꭺ (U+13AA) for A.
    expect(await call('user-register', profile('skel4', 'Alice1'))).toEqual({ status: 'success' });
    for (const nick of ['AIice1', 'Ꭺlice1'])
      expect(await call('user-register', profile('skel5', nick)), nick).toEqual({ status: 'alread' });
  });

  it('refuses invisible and blank characters in a nickname, at registration and in the check', async () => {
    const invisible = [
      'papa\u3164', // Hangul filler, stored as U+1160 after NFKC
      'papa\u1160',
      'papa\u115f',
      'papa\uffa0',
      'papa\u2800', // braille blank
      'pa\u200bpa',
      'pa\u200dpa',
      'pa\u00adpa', // soft hyphen
      'papa\ufe0f', // variation selector
      'papa\u2060',
      'papa\u200f', // right-to-left mark
      'papa\u061c', // Arabic letter mark
      'pa\u2028pa',
    ];
    for (const nick of invisible) {
      for (const path of ['/public/user-register', '/public/check-user-nick']) {
        const response = await post(path, { params: path.endsWith('register') ? profile('invis1', nick) : { nick } });
        expect(response.status, `${path} ${JSON.stringify(nick)}`).toBe(400);
        expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field: 'nick' });
      }
    }
    expect(await call('check-user-id', { userId: 'invis1' })).toEqual({ status: 'success' });
  });

  it('keeps Korean nicknames working', async () => {
    expect(await call('check-user-nick', { nick: '용감한호랑이' })).toEqual({ status: 'success' });
    expect(await call('user-register', profile('korean1', '용감한호랑이'))).toEqual({ status: 'success' });
    expect(await call('user-register', profile('korean2', '용감한 호랑이'))).toEqual({ status: 'success' });
    expect(await call('user-register', profile('korean3', '용감한호랑이'))).toEqual({ status: 'alread' });
    expect(await call('check-user-nick', { nick: '용감한호랑이' })).toEqual({ status: 'alread' });
    expect(await call('check-user-nick', { nick: '행운의별' })).toEqual({ status: 'alread' });
    expect(await call('check-user-nick', { nick: '행운의달' })).toEqual({ status: 'success' });
    const token = await backend.login('korean1', 'long-enough');
    expect(await call('health-check', {}, token)).toMatchObject({ user: { nick: '용감한호랑이' } });
  });

  it('registers one of two simultaneous sign-ups with look-alike nicknames', async () => {
    // Latin coco and Cyrillic сосо.
    const results = await Promise.all([
      call('user-register', profile('race1', 'coco')),
      call('user-register', profile('race2', 'сосо')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['alread', 'success']);
  });

  it('gives members from before the key theirs, keeping both of two old look-alikes', async () => {
    const { db } = backend.database;
    await db.insert(users).values([
      { userId: 'legacy1', passwordHash: 'x', nick: 'Legacy', nickKey: '\u0001legacy1' },
      { userId: 'legacy2', passwordHash: 'x', nick: 'LEGACY', nickKey: '\u0001legacy2' },
    ]);
    expect(await call('check-user-nick', { nick: 'legacy' })).toEqual({ status: 'success' });
    await fillNickKeys(db);
    await fillNickKeys(db);
    const rows = await db
      .select({ userId: users.userId, nickKey: users.nickKey })
      .from(users)
      .where(inArray(users.userId, ['legacy1', 'legacy2']))
      .orderBy(users.id);
    expect(rows).toEqual([
      { userId: 'legacy1', nickKey: 'legacy' },
      { userId: 'legacy2', nickKey: '\u0001legacy2' },
    ]);
    expect(await call('check-user-nick', { nick: 'legacy' })).toEqual({ status: 'alread' });
    expect(await call('user-register', profile('legacy3', 'LEGACY'))).toEqual({ status: 'alread' });
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.nick, 'LEGACY'));
    expect(n).toBe(1);
  });

  it('registers one of two simultaneous sign-ups with the same id', async () => {
    const results = await Promise.all([
      call('user-register', profile('twin1', '쌍둥이1')),
      call('user-register', profile('twin1', '쌍둥이2')),
    ]);
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
    expect(await call('get-reg-domain', {}, undefined, { origin: 'https://casino.example.com' })).toMatchObject({
      code: 'GOLD',
    });
    expect(await call('get-reg-domain', {}, undefined, { origin: 'https://unknown.example.org' })).toEqual({
      status: 'cant_find_code',
    });
    expect(await call('get-reg-domain', {}, undefined, { 'x-forwarded-host': '127.0.0.1:3000' })).toMatchObject({
      code: 'LOOPBACK',
    });
  });
});

describe('rate limits per visitor IP', () => {
  const limited = setupBackend({ RATE_LIMIT_CHECKS_PER_MINUTE: '30', RATE_LIMIT_REGISTER_PER_HOUR: '10' });
  const START = new Date('2026-03-01T12:00:00Z');
  const later = (ms: number) => (limited.clock.now = new Date(START.getTime() + ms));
  const from = (ip: string) => ({ 'x-forwarded-for': `${ip}, 10.0.0.1` });
  const checkFrom = (ip: string, i = 0) =>
    i % 2
      ? limited.post('/public/check-user-nick', { params: { nick: `닉${i}` } }, from(ip))
      : limited.post('/public/check-user-id', { params: { userId: `free${i}` } }, from(ip));
  const registerFrom = (ip: string, userId: string) =>
    limited.post('/public/user-register', { params: profile(userId, `닉${userId}`) }, from(ip));

  async function expectLimited(response: Response, retryAfter: string) {
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(retryAfter);
    expect(await response.json()).toEqual({ status: 'error', code: 'too_many_requests' });
  }

  it('refuses the 31st id or nick check within a minute from one IP, not from another, and reopens after the minute', async () => {
    later(0);
    for (let i = 0; i < 30; i++) expect((await checkFrom('198.51.100.1', i)).status).toBe(200);
    await expectLimited(await checkFrom('198.51.100.1', 30), '60');
    await expectLimited(await checkFrom('198.51.100.1', 31), '60');
    expect((await checkFrom('198.51.100.2')).status).toBe(200);

    later(59_500);
    await expectLimited(await checkFrom('198.51.100.1'), '1');
    later(60_000);
    expect(await (await checkFrom('198.51.100.1')).json()).toEqual({ status: 'success' });
  });

  it('counts simultaneous checks exactly', async () => {
    later(0);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => checkFrom('198.51.100.3', i)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(30);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });

  it('refuses the 11th registration attempt within an hour, successful or not, and reopens after the hour', async () => {
    later(0);
    for (let i = 0; i < 5; i++)
      expect(await (await registerFrom('198.51.100.4', `limited${i}`)).json()).toEqual({ status: 'success' });
    for (let i = 0; i < 5; i++)
      expect(await (await registerFrom('198.51.100.4', 'demo')).json()).toEqual({ status: 'alread_have_user' });
    await expectLimited(await registerFrom('198.51.100.4', 'limited10'), '3600');
    expect(await (await checkFrom('198.51.100.4')).json()).toEqual({ status: 'success' });
    expect(await (await registerFrom('198.51.100.5', 'limited11')).json()).toEqual({ status: 'success' });

    later(3_599_000);
    await expectLimited(await registerFrom('198.51.100.4', 'limited10'), '1');
    expect(await limited.call('check-user-id', { userId: 'limited10' })).toEqual({ status: 'success' });
    later(3_600_000);
    expect(await (await registerFrom('198.51.100.4', 'limited10')).json()).toEqual({ status: 'success' });
  });
});

describe('a market registers its own players', () => {
  const vnHost = { 'x-forwarded-host': 'vn.register.test' };
  const vnMember = (userId: string, phone: string) => ({
    ...profile(userId, `${userId}닉`),
    phone,
    bankname: 'Vietcombank',
  });

  it('takes a mobile number of the site’s region, stored as its players write it, and refuses another region’s', async () => {
    await backend.admin('set-site-config', {
      host: 'vn.register.test',
      name: { en: 'Saigon' },
      phoneRegion: 'VN',
      banks: ['Vietcombank'],
    });
    expect(await call('user-register', vnMember('vnplayer1', '0912345678'), undefined, vnHost)).toEqual({
      status: 'success',
    });
    expect(await call('user-register', vnMember('vnplayer2', '+84 912 345 679'), undefined, vnHost)).toEqual({
      status: 'success',
    });
    const stored = await backend.database.db
      .select({ phone: users.phone })
      .from(users)
      .where(inArray(users.userId, ['vnplayer1', 'vnplayer2']))
      .orderBy(users.userId);
    expect(stored.map((row) => row.phone)).toEqual(['0912 345 678', '0912 345 679']);

    for (const [phone, headers] of [
      ['010-1234-5678', vnHost],
      ['0912345678', { 'x-forwarded-host': 'localhost' }],
    ] as const) {
      const response = await post('/public/user-register', { params: vnMember('vnplayer3', phone) }, headers);
      expect(response.status, phone).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field: 'phone' });
    }
    expect(await backend.database.db.select().from(users).where(eq(users.userId, 'vnplayer3'))).toEqual([]);
  });

  it('stores a Korean number in its usual form on a Korean site', async () => {
    expect(await call('user-register', { ...profile('krplayer1', '한국닉1'), phone: '+82 10 2222 3333' })).toEqual({
      status: 'success',
    });
    const [row] = await backend.database.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.userId, 'krplayer1'));
    expect(row.phone).toBe('010-2222-3333');
  });
});
