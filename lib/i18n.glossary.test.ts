import { describe, expect, it } from 'vitest';
import { loadBundle } from '@/tests/utils/i18n';
import { LOCALES, type Locale } from './i18n';
import { GLOSSARY, MISREADINGS, STYLE, type GlossaryTerm } from './i18n.glossary';

const lookup = (bundle: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);

/** Every string of a bundle with its key. */
const entries = (node: unknown, prefix = ''): [string, string][] =>
  typeof node === 'string'
    ? [[prefix, node]]
    : Object.entries(node as object).flatMap(([key, value]) => entries(value, prefix ? `${prefix}.${key}` : key));

/** Every language's strings by key, its bundles merged as i18next reads them. */
const strings = Object.fromEntries(LOCALES.map((locale) => [locale, new Map(entries(loadBundle(locale)))])) as Record<
  Locale,
  Map<string, string>
>;

/** A word with a capital (ID) must match as written; a lower-case one also at the start of a sentence. */
const fold = (text: string, word: string) => (word === word.toLowerCase() ? text.toLowerCase() : text);

/** A Latin word starts a word ("log" is not in "catalogue"); Thai and CJK have no spaces to tell. */
const startsWord = (word: string) =>
  new RegExp(`(?<!\\p{Script=Latin})${word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`, 'u');

/** Whether `text` says the term, not counting where it only says the longer term it is distinct from (balance in "total balance"). */
function says(text: string, term: GlossaryTerm, locale: Locale): boolean {
  const word = term.word[locale];
  const longer = term.distinctFrom && GLOSSARY[term.distinctFrom].word[locale];
  const rest = fold(longer ? fold(text, longer).split(fold(longer, longer)).join(' ') : text, word);
  return /^[a-z]/i.test(word) ? startsWord(word).test(rest) : rest.includes(word);
}

/** The keys whose Korean carries the term: every one of them, found in the Korean bundles. */
const keysOf = (term: GlossaryTerm) => [...strings.ko].filter(([, text]) => says(text, term, 'ko')).map(([key]) => key);

const PLURAL = /_(?:zero|one|two|few|many|other)$/;
/** A key's texts in a language: the key itself, or each of its plural forms (English games.count_one and _other). */
const textsOf = (locale: Locale, key: string) =>
  [...strings[locale]].filter(([k]) => k === key || k.replace(PLURAL, '') === key).map(([, text]) => text);

describe('glossary', () => {
  describe.each(Object.entries(GLOSSARY))('%s', (_, term) => {
    it('is carried by some Korean key', () => {
      expect(keysOf(term).length).toBeGreaterThan(0);
    });

    it.each(LOCALES.filter((locale) => locale !== 'ko'))(
      '%s says it with the glossary word wherever Korean does',
      (locale) => {
        const off = keysOf(term).flatMap((key) => {
          const texts = textsOf(locale, key);
          return texts.length > 0 && texts.every((text) => says(text, term, locale))
            ? []
            : [`${key}: ${texts.join(' | ')} (ko: ${strings.ko.get(key)})`];
        });
        expect(off).toEqual([]);
      },
    );

    it.each(LOCALES.filter((locale) => term.wrong?.[locale]))('%s never uses a replaced rendering', (locale) => {
      const found = [...strings[locale]].filter(([, text]) =>
        term.wrong![locale]!.some((pattern) => pattern.test(text)),
      );
      expect(found.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    });
  });

  it.each(LOCALES.filter((locale) => MISREADINGS[locale]))(
    '%s has none of the phrases that meant something else',
    (locale) => {
      const found = [...strings[locale]].flatMap(([key, text]) =>
        MISREADINGS[locale]!.filter(({ pattern }) => pattern.test(text)).map(({ why }) => `${key}: ${why}`),
      );
      expect(found).toEqual([]);
    },
  );

  it.each(LOCALES.filter((locale) => STYLE[locale]))('%s keeps to its house style', (locale) => {
    const found = [...strings[locale]].flatMap(([key, text]) =>
      STYLE[locale]!.filter(({ pattern }) => pattern.test(text)).map(({ why }) => `${key}: ${why}`),
    );
    expect(found).toEqual([]);
  });

  it.each(LOCALES)('%s gives each term its own word', (locale: Locale) => {
    const words = Object.values(GLOSSARY).map((term) => term.word[locale].toLowerCase());
    expect(words.filter((w, i) => words.indexOf(w) !== i)).toEqual([]);
  });

  // The test itself: a word that covers two renderings would let either pass.
  it('tells a variant from the chosen word', () => {
    const twoStep = GLOSSARY.twoStep;
    expect(says('Two-step sign-in is on.', twoStep, 'en')).toBe(false);
    expect(twoStep.wrong!.en!.some((pattern) => pattern.test('Two-step'))).toBe(true);
    expect(says('Your total balance', GLOSSARY.balance, 'en')).toBe(false);
    expect(says('Your total balance is your balance plus game money', GLOSSARY.balance, 'en')).toBe(true);
    expect(says('Browse the catalogue', GLOSSARY.logIn, 'en')).toBe(false);
    expect(says('Please log in again.', GLOSSARY.logIn, 'en')).toBe(true);
  });
});

describe('terms', () => {
  it('writes Korean particles out, never the 을(를) shortcut', () => {
    expect(
      [...strings.ko.values()].filter((text) => /[을를이가은는과와](\([을를이가은는과와]\)|\(으\)로)/.test(text)),
    ).toEqual([]);
  });

  // The header's figure is wallet plus game money; the withdraw page's is the wallet alone: each is named as my page names it, and never alike.
  it.each(LOCALES)('%s names the holdings and the wallet balance apart, each as my page does', (locale) => {
    const bundle = loadBundle(locale);
    expect(lookup(bundle, 'user.holdings')).toBe(lookup(bundle, 'account.holdings'));
    expect(lookup(bundle, 'wallet.balance')).toBe(lookup(bundle, 'account.balance'));
    expect(lookup(bundle, 'user.holdings')).not.toBe(lookup(bundle, 'wallet.balance'));
  });

  // The menu item and the page it opens are one name.
  it.each(LOCALES)('%s names each menu item as its page', (locale) => {
    const pairs = [
      ['nav.register', 'register.title'],
      ['nav.deposit', 'wallet.deposit.title'],
      ['nav.withdraw', 'wallet.withdraw.title'],
      ['nav.login', 'login.title'],
    ] as const;
    expect(pairs.filter(([nav, page]) => strings[locale].get(nav) !== strings[locale].get(page))).toEqual([]);
  });
});
