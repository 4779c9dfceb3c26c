import { describe, expect, it } from 'vitest';
import { loadBundle } from '@/tests/utils/i18n';
import { LOCALES, type Locale } from './i18n';

/** Each term as the wallet and comp pages say it: the header, the menu and the account page must say it the same way. */
const glossary: Record<string, { keys: string[]; term: Record<Locale, string> }> = {
  comp: {
    keys: ['nav.comp', 'user.comp', 'wallet.comp.title', 'wallet.comp.comp', 'format.comp'],
    term: { ko: '콤프', en: 'comp', jp: 'コンプ', vn: 'điểm comp', cn: '积分', th: 'คอมพ์' },
  },
  withdrawal: {
    keys: ['nav.withdraw', 'wallet.withdraw.title', 'account.banknum', 'register.bankAccount'],
    term: { ko: '출금', en: 'withdraw', jp: '出金', vn: 'rút tiền', cn: '提现', th: 'ถอนเงิน' },
  },
};

const lookup = (bundle: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);

describe('terms', () => {
  describe.each(Object.entries(glossary))('%s', (_, { keys, term }) => {
    it.each(LOCALES)('%s says it one way', (locale) => {
      const bundle = loadBundle(locale);
      const off = keys.filter((key) => !String(lookup(bundle, key)).toLowerCase().includes(term[locale]));
      expect(off).toEqual([]);
    });
  });

  it('writes Korean particles out, never the 을(를) shortcut', () => {
    const strings = (node: unknown): string[] => (typeof node === 'string' ? [node] : Object.values(node as object).flatMap(strings));
    expect(strings(loadBundle('ko')).filter((text) => /[을를이가은는과와](\([을를이가은는과와]\)|\(으\)로)/.test(text))).toEqual([]);
  });

  // The header's figure is wallet plus game money; the withdraw page's is the wallet alone: each is named as my page names it, and never alike.
  it.each(LOCALES)('%s names the holdings and the wallet balance apart, each as my page does', (locale) => {
    const bundle = loadBundle(locale);
    expect(lookup(bundle, 'user.holdings')).toBe(lookup(bundle, 'account.holdings'));
    expect(lookup(bundle, 'wallet.balance')).toBe(lookup(bundle, 'account.balance'));
    expect(lookup(bundle, 'user.holdings')).not.toBe(lookup(bundle, 'wallet.balance'));
  });
});
