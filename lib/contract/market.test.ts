import { describe, expect, it } from 'vitest';
import { contract } from '.';
import { DEFAULT_WALLET_RULES, isCurrencyCode, isTimeZoneName } from './market';

const answer = (fields: Record<string, unknown>) =>
  contract['get-site-config'].response.parse({ status: 'success', features: [], ...fields });

describe('currency codes', () => {
  it('takes the ISO 4217 codes Intl formats', () => {
    for (const code of ['KRW', 'VND', 'JPY', 'THB', 'CNY', 'USD']) expect(isCurrencyCode(code), code).toBe(true);
    for (const code of Intl.supportedValuesOf('currency')) expect(isCurrencyCode(code), code).toBe(true);
  });

  it.each(['WON', 'krw', '₩', 'KR', 'KRWX', '', ' KRW', undefined, 410])('refuses %s', (code) => {
    expect(isCurrencyCode(code)).toBe(false);
  });
});

describe('time zones', () => {
  it('takes every zone Intl lists, UTC and the old names of zones', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) expect(isTimeZoneName(zone), zone).toBe(true);
    for (const zone of [
      'UTC',
      'Etc/UTC',
      'Asia/Seoul',
      'Asia/Ho_Chi_Minh',
      'Asia/Saigon',
      'Europe/London',
      'Asia/Calcutta',
    ])
      expect(isTimeZoneName(zone), zone).toBe(true);
  });

  it.each(['Asia/Sejong', 'KST', '+09:00', 'UTC+9', '', 'Asia/Seoul ', '../etc/passwd', undefined, 9])(
    'refuses %s',
    (zone) => {
      expect(isTimeZoneName(zone)).toBe(false);
    },
  );
});

describe('get-site-config read tolerantly', () => {
  it('leaves out the market of a backend that does not send one', () => {
    expect(answer({})).toEqual({ status: 'success', features: [] });
  });

  it('keeps a sound market', () => {
    expect(answer({ currency: 'VND', timeZone: 'Asia/Ho_Chi_Minh', wallet: DEFAULT_WALLET_RULES })).toMatchObject({
      currency: 'VND',
      timeZone: 'Asia/Ho_Chi_Minh',
      wallet: DEFAULT_WALLET_RULES,
    });
  });

  it('drops a field it cannot use, not the answer', () => {
    const unmeetable = { ...DEFAULT_WALLET_RULES, depositStep: 30_000 };
    const parsed = answer({ currency: 'won', timeZone: '+09:00', wallet: unmeetable, languages: ['en'] });
    expect(parsed).toMatchObject({ currency: undefined, timeZone: undefined, wallet: undefined, languages: ['en'] });
    expect(answer({ wallet: { ...DEFAULT_WALLET_RULES, depositMin: '10000' } }).wallet).toBeUndefined();
    expect(answer({ wallet: { ...DEFAULT_WALLET_RULES, quickAmounts: [5_000] } }).wallet).toBeUndefined();
  });
});
