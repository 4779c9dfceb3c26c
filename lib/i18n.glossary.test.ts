import { describe, expect, it } from 'vitest';
import { loadBundle } from '@/tests/utils/i18n';
import { LOCALES, type Locale } from './i18n';
import { GLOSSARY, MISREADINGS } from './i18n.glossary';

const lookup = (bundle: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);

/** Every string of a bundle with its key. */
const entries = (node: unknown, prefix = ''): [string, string][] =>
  typeof node === 'string'
    ? [[prefix, node]]
    : Object.entries(node as object).flatMap(([key, value]) => entries(value, prefix ? `${prefix}.${key}` : key));

/** A word with a capital (ID) must match as written; a lower-case one also at the start of a sentence. */
const says = (text: string, word: string) => (word === word.toLowerCase() ? text.toLowerCase().includes(word) : text.includes(word));

describe('glossary', () => {
  describe.each(Object.entries(GLOSSARY))('%s', (_, { word, keys, wrong, distinctFrom }) => {
    it.each(LOCALES)('%s says it with the glossary word', (locale) => {
      const bundle = loadBundle(locale);
      const off = keys.filter((key) => {
        const text = lookup(bundle, key);
        return typeof text !== 'string' || !says(text, word[locale]) || (distinctFrom !== undefined && says(text, GLOSSARY[distinctFrom].word[locale]));
      });
      expect(off.map((key) => `${key}: ${String(lookup(bundle, key))}`)).toEqual([]);
    });

    it.each(LOCALES.filter((locale) => wrong?.[locale]))('%s never uses a replaced rendering', (locale) => {
      const found = entries(loadBundle(locale)).filter(([, text]) => wrong![locale]!.some((pattern) => pattern.test(text)));
      expect(found.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    });
  });

  it.each(LOCALES.filter((locale) => MISREADINGS[locale]))('%s has none of the phrases that meant something else', (locale) => {
    const found = entries(loadBundle(locale)).flatMap(([key, text]) => MISREADINGS[locale]!.filter(({ pattern }) => pattern.test(text)).map(({ why }) => `${key}: ${why}`));
    expect(found).toEqual([]);
  });

  it.each(LOCALES)('%s gives each term its own word', (locale: Locale) => {
    const words = Object.values(GLOSSARY).map((term) => term.word[locale].toLowerCase());
    expect(words.filter((w, i) => words.indexOf(w) !== i)).toEqual([]);
  });
});

describe('terms', () => {
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
