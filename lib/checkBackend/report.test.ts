// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { optionsOf } from './cli';
import { envLines, resultLine, summaryLines } from './report';
import type { Report } from './run';

const report = (settings: Partial<Report['settings']> = {}, more: Partial<Report> = {}): Report => ({
  url: 'https://backend.example',
  ok: true,
  settings: {
    tokenHeader: 'session',
    tokenScheme: '',
    wrapped: true,
    operationNames: { 'del-help-message': 'user_del_help' },
    siteConfig: false,
    features: ['bet-history'],
    unknownFeatures: [],
    ...settings,
  },
  results: [],
  changes: [],
  logins: 1,
  failing: [],
  ...more,
});

describe('the .env block', () => {
  it('names the header, the raw token, the older names and the extensions of a backend without get-site-config', () => {
    expect(envLines(report())).toEqual([
      'BACKEND_URL=https://backend.example',
      'BACKEND_TOKEN_HEADER=session',
      'BACKEND_TOKEN_SCHEME=none',
      'BACKEND_OPERATION_NAMES=del-help-message=user_del_help',
      'BACKEND_FEATURES=bet-history',
    ]);
  });

  it('leaves BACKEND_FEATURES to get-site-config where the backend has it, and says when the token was not checked', () => {
    const lines = envLines(report({ tokenHeader: null, tokenScheme: null, siteConfig: true, operationNames: {} }));
    expect(lines).toContain('BACKEND_TOKEN_HEADER=authorization');
    expect(lines).toContain('# The token header was not checked (give --member id:password): the defaults follow.');
    expect(lines.some((line) => line.startsWith('BACKEND_FEATURES='))).toBe(false);
  });

  it('ends the summary with NOT READY and the operations that do not conform', () => {
    const lines = summaryLines(report({}, { ok: false, failing: ['get-jackpot', 'get-note-list'] }));
    expect(lines).toContain(
      'NOT READY: these core operations do not conform: get-jackpot, get-note-list. The settings found so far:',
    );
  });
});

describe('a result line', () => {
  it('shows the older name, the extension, the verdict, what came and the time', () => {
    expect(
      resultLine({
        op: 'get-member',
        name: 'get_member',
        verdict: 'differs',
        detail: 'user.level: expected number; came "VIP"',
        ms: 12,
        extension: 'member-info',
      }),
    ).toBe('≠ get-member (as get_member) [member-info]  differs: user.level: expected number; came "VIP"  12 ms');
  });
});

describe('the options', () => {
  it('reads id:password with a colon in the password, and the timeout in seconds', () => {
    expect(optionsOf(['--url', 'http://b.example', '--member', 'demo:pa:ss', '--timeout', '2.5'])).toMatchObject({
      member: { userId: 'demo', password: 'pa:ss' },
      timeoutMs: 2500,
      write: false,
    });
  });

  it('refuses what it cannot use, in one sentence', () => {
    expect(() => optionsOf([])).toThrow('--url is missing');
    expect(() => optionsOf(['--url', 'http://b.example', '--member', 'demo'])).toThrow('--member must be id:password');
    expect(() => optionsOf(['--url', 'http://b.example', '--site', 'casino.example'])).toThrow(
      '--site casino.example is not an http(s) origin',
    );
    expect(() => optionsOf(['--url', 'http://b.example', '--timeout', '0'])).toThrow('--timeout must be seconds');
    expect(() => optionsOf(['--url', 'http://b.example', '--bogus'])).toThrow(/bogus/);
  });
});
