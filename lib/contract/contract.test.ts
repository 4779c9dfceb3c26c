import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminContract } from './admin';
import { calendarDate, contract, DATE_RANGE, instant, isOpName, MAX_MONEY, opNames } from './index';

const names = [
  'user-do-login',
  'user-do-logout',
  'health-check',
  'get-in-game-balance',
  'user-change-password',
  'user-register',
  'check-user-id',
  'check-user-nick',
  'get-reg-domain',
  'get-casino-setting',
  'get-slot-setting',
  'get-sport-setting',
  'get-slot-by-company',
  'open-game',
  'get-jackpot',
  'get-help-list',
  'user-write-help',
  'read-help-message',
  'del-help-message',
  'del-all-help',
  'get-user-notices',
  'get-notice-popup',
  'get-user-note',
  'get-note-list',
  'read-note-message',
  'del-note-message',
  'read-all-note',
  'del-all-note',
  'user-ask-account',
  'apply-user-deposit',
  'apply-user-withdraw',
  'cansel-user-deposit',
  'get-deposit-list',
  'get-withdraw-list',
  'roll-to-balance',
  // Extensions, offered only when get-site-config names their feature.
  'get-site-config',
  'search-games',
  'get-favorite-games',
  'set-favorite-game',
  'get-recent-games',
  'get-play-limits',
  'set-deposit-limit',
  'confirm-limit-change',
  'set-reality-check',
  'take-break',
  'self-exclude',
  'get-session-summary',
  'request-password-reset',
  'transfer-out',
  'transfer-in',
  'get-bet-list',
  'get-wallet-locks',
  'del-wallet-history',
  'change-to-point',
  'get-banners',
  'get-public-help-list',
  'get-two-factor',
  'start-two-factor',
  'confirm-two-factor',
  'disable-two-factor',
  'verify-two-factor',
  'start-passkey-registration',
  'finish-passkey-registration',
  'get-passkeys',
  'remove-passkey',
  'start-passkey-login',
  'finish-passkey-login',
  'get-sessions',
  'end-session',
  'end-other-sessions',
  'get-login-history',
  'renew-recovery-codes',
  'prove-identity',
  'get-member',
];

const member = {
  userId: 'demo',
  nick: 'n',
  phone: '',
  rolling: 0,
  balance: 0,
  in_balance: 0,
  bankname: '',
  bankOwner: '',
  banknum: '',
  level: 1,
  noteCount: 0,
  helpCount: 0,
};

describe('the contract table', () => {
  it('holds every operation once, keyed by its wire name', () => {
    expect([...opNames].sort()).toEqual([...names].sort());
    // Two tables: get-site-config is in both (the public one for the visitor's host, the operator's for any host).
    for (const [key, op] of [...Object.entries(contract), ...Object.entries(adminContract)]) {
      expect(op.name).toBe(key);
      expect(key).toMatch(/^[a-z]+(-[a-z]+)+$/);
    }
  });

  it('marks member operations as needing the token', () => {
    const open = opNames.filter((name) => !contract[name].auth).sort();
    expect(open).toEqual(
      [
        'user-do-login',
        'user-register',
        'check-user-id',
        'check-user-nick',
        'get-reg-domain',
        'get-casino-setting',
        'get-slot-setting',
        'get-sport-setting',
        'get-slot-by-company',
        'get-jackpot',
        'get-user-notices',
        'get-notice-popup',
        'get-site-config',
        'search-games',
        'request-password-reset',
        'get-banners',
        'get-public-help-list',
        'verify-two-factor',
        'start-passkey-login',
        'finish-passkey-login',
      ].sort(),
    );
  });

  it('marks the extensions with the feature that offers them', () => {
    const extensions = Object.fromEntries(
      opNames.flatMap((name) => ('extension' in contract[name] ? [[name, contract[name].extension]] : [])),
    );
    expect(extensions).toEqual({
      'get-site-config': 'site-config',
      'search-games': 'game-search',
      'get-favorite-games': 'favorite-games',
      'set-favorite-game': 'favorite-games',
      'get-recent-games': 'recent-games',
      ...Object.fromEntries(
        [
          'get-play-limits',
          'set-deposit-limit',
          'confirm-limit-change',
          'set-reality-check',
          'take-break',
          'self-exclude',
          'get-session-summary',
        ].map((name) => [name, 'player-protection']),
      ),
      'request-password-reset': 'password-reset',
      'transfer-out': 'game-wallet',
      'transfer-in': 'game-wallet',
      'get-bet-list': 'bet-history',
      'get-wallet-locks': 'wallet-locks',
      'del-wallet-history': 'history-delete',
      'change-to-point': 'change-to-point',
      'get-banners': 'banners',
      'get-public-help-list': 'public-help',
      ...Object.fromEntries(
        [
          'get-two-factor',
          'start-two-factor',
          'confirm-two-factor',
          'disable-two-factor',
          'verify-two-factor',
          'renew-recovery-codes',
        ].map((name) => [name, 'two-factor']),
      ),
      ...Object.fromEntries(
        [
          'start-passkey-registration',
          'finish-passkey-registration',
          'get-passkeys',
          'remove-passkey',
          'start-passkey-login',
          'finish-passkey-login',
        ].map((name) => [name, 'passkeys']),
      ),
      ...Object.fromEntries(
        ['get-sessions', 'end-session', 'end-other-sessions', 'get-login-history', 'prove-identity'].map((name) => [
          name,
          'sessions',
        ]),
      ),
      'get-member': 'member-info',
    });
  });

  it('recognises only its own names', () => {
    expect(isOpName('health-check')).toBe(true);
    for (const name of ['constructor', '__proto__', 'toString', 'approve-deposit', 'Health-Check', ''])
      expect(isOpName(name)).toBe(false);
  });

  it('is documented in docs/api.md', () => {
    const doc = readFileSync('docs/api.md', 'utf8');
    for (const name of [...opNames, ...Object.keys(adminContract)]) expect(doc, name).toContain(`\`${name}\``);
  });
});

describe('request schemas', () => {
  it('refuse unknown fields everywhere', () => {
    for (const name of opNames) expect(contract[name].request.safeParse({ unexpected: 1 }).success, name).toBe(false);
  });

  it('take money as a positive integer of won, bounded', () => {
    const withdraw = contract['apply-user-withdraw'].request;
    const ok = (amount: unknown) => withdraw.safeParse({ amount, requestId: 'request-1' }).success;
    expect(ok(1)).toBe(true);
    expect(ok(MAX_MONEY)).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_MONEY + 1, '1000', null, Number.NaN, Number.POSITIVE_INFINITY, 1e300])
      expect(ok(bad), String(bad)).toBe(false);
  });

  it('bound strings and ids', () => {
    expect(contract['user-write-help'].request.safeParse({ title: 'x'.repeat(101), contents: 'y' }).success).toBe(
      false,
    );
    expect(contract['user-write-help'].request.safeParse({ title: '   ', contents: 'y' }).success).toBe(false);
    expect(contract['read-note-message'].request.safeParse({ id: 2 ** 31 }).success).toBe(false);
    expect(
      contract['apply-user-deposit'].request.safeParse({ amount: 1, requestId: 'bad id with spaces' }).success,
    ).toBe(false);
    expect(contract['get-note-list'].request.safeParse({ size: 51 }).success).toBe(false);
    expect(contract['get-note-list'].request.safeParse({}).success).toBe(true);
  });
});

describe('response schemas', () => {
  it('accept operator extras and numeric strings, and give numbers back', () => {
    const parsed = contract['health-check'].response.parse({
      status: 'authenticated',
      user: { ...member, balance: '1500', vip: true },
      noteCount: '2',
      helpCount: 0,
      server: 'operator-x',
    });
    expect(parsed.user.balance).toBe(1500);
    expect(parsed.noteCount).toBe(2);
  });

  it('take a history row whose status the portal does not know, to show it as it came', () => {
    const row = { id: 1, requestId: 'r1', amount: 10_000, status: 'processing', regDate: '2026-01-01', doneDate: null };
    const parsed = contract['get-deposit-list'].response.parse({
      status: 'success',
      list: [row, { ...row, id: 2, status: 'wait' }],
      maxCount: 2,
    });
    expect(parsed.list.map((item) => item.status)).toEqual(['processing', 'wait']);
  });

  it('reject answers the portal cannot use', () => {
    const login = contract['user-do-login'].response;
    expect(login.safeParse({ status: 'success', user: member }).success).toBe(false);
    expect(login.safeParse({ status: 'banana' }).success).toBe(false);
    expect(login.safeParse({ status: 'time', retryAfter: 60 }).success).toBe(true);
    expect(
      contract['health-check'].response.safeParse({
        status: 'authenticated',
        user: { ...member, balance: 'lots' },
        noteCount: 0,
        helpCount: 0,
      }).success,
    ).toBe(false);
    expect(
      contract['get-casino-setting'].response.safeParse({ status: 'success', casiono: [{ code: 'x' }] }).success,
    ).toBe(false);
  });

  it('take only an absolute http(s) address as the game to open', () => {
    const ok = (gameUrl: unknown) => contract['open-game'].response.safeParse({ status: 'success', gameUrl }).success;
    for (const good of [
      'https://games.example/lobby?ticket=a.b',
      'http://localhost:4000/demo-game/aurora?ticket=x',
      'http://127.0.0.1:4000/demo-game/x',
    ]) {
      expect(ok(good), good).toBe(true);
    }
    const bad = [
      '',
      '/demo-game/aurora?ticket=x',
      'demo-game/aurora',
      '//evil.example/x',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://games.example/x',
      'https://',
      'http:/games.example',
      'about:blank',
      42,
      null,
    ];
    for (const url of bad) expect(ok(url), String(url)).toBe(false);
    expect(contract['open-game'].response.safeParse({ status: 'time' }).success).toBe(true);
  });
});

describe('player protection', () => {
  it('takes only the offered choices', () => {
    const ok = (name: 'set-reality-check' | 'take-break' | 'self-exclude', params: unknown) =>
      contract[name].request.safeParse(params).success;
    for (const minutes of [0, 15, 30, 60]) expect(ok('set-reality-check', { minutes }), String(minutes)).toBe(true);
    for (const minutes of [5, 45, '15', null])
      expect(ok('set-reality-check', { minutes }), String(minutes)).toBe(false);
    for (const days of [1, 7, 30, 42]) expect(ok('take-break', { days })).toBe(true);
    for (const days of [0, 2, 90, 7.5]) expect(ok('take-break', { days })).toBe(false);
    for (const months of [6, 12, 60]) expect(ok('self-exclude', { months })).toBe(true);
    for (const months of [1, 3, 24, 120]) expect(ok('self-exclude', { months })).toBe(false);
  });

  it('takes a deposit limit as won or null, per day, week or month', () => {
    const ok = (params: unknown) => contract['set-deposit-limit'].request.safeParse(params).success;
    expect(ok({ period: 'day', amount: 50_000 })).toBe(true);
    expect(ok({ period: 'month', amount: null })).toBe(true);
    for (const bad of [
      { period: 'day' },
      { period: 'year', amount: 1 },
      { period: 'week', amount: 0 },
      { period: 'week', amount: MAX_MONEY + 1 },
    ]) {
      expect(ok(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('lets apply-user-deposit and open-game answer limit and restricted, with what the portal shows', () => {
    const deposit = contract['apply-user-deposit'].response;
    expect(
      deposit.safeParse({ status: 'limit', left: 10_000, period: 'day', retryAt: '2027-01-01T00:00:00.000Z' }).success,
    ).toBe(true);
    expect(deposit.safeParse({ status: 'limit', left: '0', period: 'month', retryAt: null }).success).toBe(true);
    expect(deposit.safeParse({ status: 'limit' }).success).toBe(false);
    const restriction = { kind: 'break', until: '2027-01-08T00:00:00.000Z' };
    expect(deposit.safeParse({ status: 'restricted', restriction }).success).toBe(true);
    expect(deposit.safeParse({ status: 'wait' }).success).toBe(true);
    expect(
      contract['open-game'].response.safeParse({
        status: 'restricted',
        restriction: { ...restriction, kind: 'exclusion' },
      }).success,
    ).toBe(true);
    expect(contract['open-game'].response.safeParse({ status: 'restricted' }).success).toBe(false);
  });
});

describe('per-domain sites (get-site-config)', () => {
  const site = contract['get-site-config'].response;
  const theme = {
    background: '#0b1020',
    surface: '#131a2e',
    text: '#eef1f8',
    textMuted: '#a3adc8',
    accent: '#f2c14e',
    accentText: '#1a1300',
  };

  it('takes the legacy answer of an operator’s backend, with only the features', () => {
    expect(site.parse({ status: 'success', features: ['game-search'] })).toEqual({
      status: 'success',
      features: ['game-search'],
    });
  });

  it('gives the brand in every language: its own, else en, else ko', () => {
    const name = (given: unknown) => site.parse({ status: 'success', features: [], name: given }).name;
    expect(name({ ko: '에이', en: 'A', th: 'เอ' })).toEqual({
      ko: '에이',
      en: 'A',
      jp: 'A',
      vn: 'A',
      cn: 'A',
      th: 'เอ',
    });
    expect(name({ ko: '에이', jp: ' ' })).toEqual({
      ko: '에이',
      en: '에이',
      jp: '에이',
      vn: '에이',
      cn: '에이',
      th: '에이',
    });
    expect(name({ jp: 'エー' })).toBeUndefined();
    expect(name('A')).toBeUndefined();
    // An operator's backend that lets bidi controls through: that name is not shown, the next one is.
    expect(name({ ko: '에이', en: 'A\u202Egnp.exe', jp: '\u200Fエー' })).toEqual({
      ko: '에이',
      en: '에이',
      jp: '에이',
      vn: '에이',
      cn: '에이',
      th: '에이',
    });
  });

  it('drops a field it cannot use safely and keeps the rest of the answer', () => {
    const parsed = site.parse({
      status: 'success',
      features: ['favorite-games'],
      logoUrl: 'javascript:alert(1)',
      faviconUrl: '//evil.example/icon.png',
      theme: { ...theme, textMuted: '#2a3558' },
      languages: ['de', 'th', 'th', 'ko'],
      defaultLanguage: 'de',
      links: { terms: 'https://brand.example/terms', privacy: 'vbscript:x', contact: '/info/contact' },
      support: { email: 'not an email', messenger: { app: 'line', handle: 'brand', url: 'javascript:x' } },
    });
    expect(parsed).toEqual({
      status: 'success',
      features: ['favorite-games'],
      logoUrl: undefined,
      faviconUrl: undefined,
      theme: undefined,
      languages: ['th', 'ko'],
      defaultLanguage: undefined,
      links: {
        terms: 'https://brand.example/terms',
        privacy: undefined,
        responsible: undefined,
        contact: '/info/contact',
      },
      support: { email: undefined, messenger: { app: 'line', handle: 'brand', url: undefined } },
    });
    expect(site.parse({ status: 'success', features: [], languages: ['de'] }).languages).toBeUndefined();
  });

  it('passes only the six colours, lower-cased, of a theme that reads', () => {
    const parsed = site.parse({
      status: 'success',
      features: [],
      theme: { ...theme, accent: '#F2C14E', danger: 'red;}body{display:none' },
    });
    expect(parsed.theme).toEqual(theme);
    expect(
      site.parse({ status: 'success', features: [], theme: { ...theme, text: 'var(--x)' } }).theme,
    ).toBeUndefined();
  });

  it('still refuses an answer without features', () => {
    expect(site.safeParse({ status: 'success', name: { en: 'A' } }).success).toBe(false);
  });
});

describe('account features', () => {
  const lock = { kind: 'deposit', reason: 'Bank maintenance', until: null, everyone: true };

  it('lets apply-user-deposit and apply-user-withdraw answer locked, with the lock', () => {
    for (const name of ['apply-user-deposit', 'apply-user-withdraw'] as const) {
      expect(contract[name].response.safeParse({ status: 'locked', lock }).success, name).toBe(true);
      expect(contract[name].response.safeParse({ status: 'locked' }).success, name).toBe(false);
    }
  });

  it('lets login answer change with a token of its own, and open-game take an amount', () => {
    const login = contract['user-do-login'].response;
    expect(
      login.safeParse({ status: 'change', changeToken: 'a.b', expiresAt: '2027-01-01T00:00:00.000Z' }).success,
    ).toBe(true);
    expect(login.safeParse({ status: 'change' }).success).toBe(false);
    expect(contract['open-game'].request.safeParse({ company: 'a', code: 'b', amount: 10_000 }).success).toBe(true);
    expect(contract['open-game'].request.safeParse({ company: 'a', code: 'b', amount: 0 }).success).toBe(false);
    expect(contract['open-game'].response.safeParse({ status: 'balance' }).success).toBe(true);
  });

  it('takes bet-list periods as instants with an offset', () => {
    const ok = (params: unknown) => contract['get-bet-list'].request.safeParse(params).success;
    expect(ok({ from: '2026-05-01T00:00:00+09:00', to: '2026-05-02T00:00:00Z' })).toBe(true);
    for (const from of ['2026-05-01', 'yesterday', 1_700_000_000_000]) expect(ok({ from }), String(from)).toBe(false);
  });

  it('drops a banner whose image is unsafe and a link that is not http(s) or a site path', () => {
    const banner = {
      id: 1,
      imageUrl: 'https://cdn.example/b.png',
      title: { en: 'A' },
      text: {},
      link: '/game',
      order: 0,
    };
    const parsed = contract['get-banners'].response.parse({
      status: 'success',
      banners: [
        banner,
        { ...banner, id: 2, imageUrl: 'javascript:alert(1)' },
        { ...banner, id: 3, link: 'javascript:alert(1)' },
      ],
    });
    expect(parsed.banners.map((b) => [b.id, b.link])).toEqual([
      [1, '/game'],
      [3, null],
    ]);
  });
});

describe('dates in requests', () => {
  it('takes instants and days from 1900 to 9999 (UTC) and nothing outside', () => {
    for (const ok of [
      '1900-01-01T00:00:00Z',
      '1900-01-01T09:00:00+09:00',
      '2026-05-01T00:00:00+09:00',
      '9999-12-31T23:59:59.999Z',
      '9999-12-31T09:00:00-05:00',
    ]) {
      expect(instant.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      '0000-01-01T00:00:00Z',
      '1899-12-31T23:59:59Z',
      '1900-01-01T08:59:59+09:00',
      '9999-12-31T23:00:00-05:00',
      '+010000-01-01T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '10000-01-01T00:00:00Z',
      '2026-02-30T00:00:00Z',
    ]) {
      expect(instant.safeParse(bad).success, bad).toBe(false);
    }
    for (const ok of [DATE_RANGE.earliest, '2026-02-28', DATE_RANGE.latest])
      expect(calendarDate.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['0000-01-01', '1899-12-31', '10000-01-01', '-0001-01-01', '2026-02-30'])
      expect(calendarDate.safeParse(bad).success, bad).toBe(false);
  });
});
