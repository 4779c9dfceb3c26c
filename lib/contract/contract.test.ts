import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminContract } from './admin';
import { contract, isOpName, MAX_MONEY, opNames } from './index';

const names = [
  'user-do-login', 'user-do-logout', 'health-check', 'get-in-game-balance', 'user-change-password',
  'user-register', 'check-user-id', 'check-user-nick', 'get-reg-domain',
  'get-casino-setting', 'get-slot-setting', 'get-sport-setting', 'get-slot-by-company', 'open-game', 'get-jackpot',
  'get-help-list', 'user-write-help', 'read-help-message', 'del-help-message', 'del-all-help',
  'get-user-notices', 'get-notice-popup',
  'get-user-note', 'get-note-list', 'read-note-message', 'del-note-message', 'read-all-note', 'del-all-note',
  'user-ask-account', 'apply-user-deposit', 'apply-user-withdraw', 'cansel-user-deposit', 'get-deposit-list', 'get-withdraw-list', 'roll-to-balance',
  // Extensions, offered only when get-site-config names their feature.
  'get-site-config', 'search-games', 'get-favorite-games', 'set-favorite-game', 'get-recent-games',
];

const member = {
  userId: 'demo', nick: 'n', phone: '', rolling: 0, balance: 0, in_balance: 0,
  bankname: '', bankOwner: '', banknum: '', level: 1, noteCount: 0, helpCount: 0,
};

describe('the contract table', () => {
  it('holds every operation once, keyed by its wire name', () => {
    expect([...opNames].sort()).toEqual([...names].sort());
    for (const [key, op] of Object.entries({ ...contract, ...adminContract })) {
      expect(op.name).toBe(key);
      expect(key).toMatch(/^[a-z]+(-[a-z]+)+$/);
    }
  });

  it('marks member operations as needing the token', () => {
    const open = opNames.filter((name) => !contract[name].auth).sort();
    expect(open).toEqual(
      ['user-do-login', 'user-register', 'check-user-id', 'check-user-nick', 'get-reg-domain', 'get-casino-setting',
        'get-slot-setting', 'get-sport-setting', 'get-slot-by-company', 'get-jackpot', 'get-user-notices', 'get-notice-popup',
        'get-site-config', 'search-games'].sort(),
    );
  });

  it('marks the extensions with the feature that offers them', () => {
    const extensions = Object.fromEntries(opNames.flatMap((name) => ('extension' in contract[name] ? [[name, contract[name].extension]] : [])));
    expect(extensions).toEqual({
      'get-site-config': 'site-config',
      'search-games': 'game-search',
      'get-favorite-games': 'favorite-games',
      'set-favorite-game': 'favorite-games',
      'get-recent-games': 'recent-games',
    });
  });

  it('recognises only its own names', () => {
    expect(isOpName('health-check')).toBe(true);
    for (const name of ['constructor', '__proto__', 'toString', 'approve-deposit', 'Health-Check', '']) expect(isOpName(name)).toBe(false);
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
    for (const bad of [0, -1, 1.5, MAX_MONEY + 1, '1000', null, Number.NaN, Number.POSITIVE_INFINITY, 1e300]) expect(ok(bad), String(bad)).toBe(false);
  });

  it('bound strings and ids', () => {
    expect(contract['user-write-help'].request.safeParse({ title: 'x'.repeat(101), contents: 'y' }).success).toBe(false);
    expect(contract['user-write-help'].request.safeParse({ title: '   ', contents: 'y' }).success).toBe(false);
    expect(contract['read-note-message'].request.safeParse({ id: 2 ** 31 }).success).toBe(false);
    expect(contract['apply-user-deposit'].request.safeParse({ amount: 1, requestId: 'bad id with spaces' }).success).toBe(false);
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
    const parsed = contract['get-deposit-list'].response.parse({ status: 'success', list: [row, { ...row, id: 2, status: 'wait' }], maxCount: 2 });
    expect(parsed.list.map((item) => item.status)).toEqual(['processing', 'wait']);
  });

  it('reject answers the portal cannot use', () => {
    const login = contract['user-do-login'].response;
    expect(login.safeParse({ status: 'success', user: member }).success).toBe(false);
    expect(login.safeParse({ status: 'banana' }).success).toBe(false);
    expect(login.safeParse({ status: 'time', retryAfter: 60 }).success).toBe(true);
    expect(contract['health-check'].response.safeParse({ status: 'authenticated', user: { ...member, balance: 'lots' }, noteCount: 0, helpCount: 0 }).success).toBe(false);
    expect(contract['get-casino-setting'].response.safeParse({ status: 'success', casiono: [{ code: 'x' }] }).success).toBe(false);
  });

  it('take only an absolute http(s) address as the game to open', () => {
    const ok = (gameUrl: unknown) => contract['open-game'].response.safeParse({ status: 'success', gameUrl }).success;
    for (const good of ['https://games.example/lobby?ticket=a.b', 'http://localhost:4000/demo-game/aurora?ticket=x', 'http://127.0.0.1:4000/demo-game/x']) {
      expect(ok(good), good).toBe(true);
    }
    const bad = ['', '/demo-game/aurora?ticket=x', 'demo-game/aurora', '//evil.example/x', 'javascript:alert(1)', 'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'ftp://games.example/x', 'https://', 'http:/games.example', 'about:blank', 42, null];
    for (const url of bad) expect(ok(url), String(url)).toBe(false);
    expect(contract['open-game'].response.safeParse({ status: 'time' }).success).toBe(true);
  });
});
