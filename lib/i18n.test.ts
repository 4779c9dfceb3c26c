// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../next-i18next.config.js';
import { loadBundle, loadNamespace } from '@/tests/utils/i18n';
import { DEFAULT_LOCALE, LOCALES, PAGE_NAMESPACES, isLocale, switcherLocales, toLocale, type Locale } from './i18n';
import { GLOSSARY } from './i18n.glossary';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)),
  );
}

const bundles = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(loadBundle(locale))])) as Record<
  Locale,
  Record<string, unknown>
>;

describe('locale configuration', () => {
  it('matches next-i18next.config.js', () => {
    expect(config.i18n.locales).toEqual(LOCALES);
    expect(config.i18n.defaultLocale).toBe(DEFAULT_LOCALE);
    expect(config.i18n.localeDetection).toBe(false);
    // Named, so that the server need not list the bundles' folders on each request.
    expect(config.ns).toEqual(['common', ...PAGE_NAMESPACES]);
  });

  it('offers the site’s languages in the switcher, and another only while it is the current language', () => {
    const five: Locale[] = ['ko', 'en', 'jp', 'vn', 'cn'];
    expect(switcherLocales('en', five)).toEqual(five);
    expect(switcherLocales('th', five)).toEqual([...five, 'th']);
    expect(switcherLocales('th', ['th', 'en'])).toEqual(['th', 'en']);
  });

  it('sends the browser no config, so no server path of the bundles', async () => {
    expect(config.fallbackNS).toEqual([...PAGE_NAMESPACES]);
    const sent = JSON.stringify(await serverSideTranslations('en', ['common']));
    expect(sent).not.toMatch(/localePath|fallbackNS/);
    expect(sent).not.toContain(process.cwd());
  });

  it('has a folder for exactly the configured locales', () => {
    const folders = readdirSync(path.join(process.cwd(), 'public', 'locales')).sort();
    expect(folders).toEqual([...LOCALES].sort());
  });

  it('maps unknown locales to the default', () => {
    expect(isLocale('jp')).toBe(true);
    expect(isLocale('ja')).toBe(false);
    expect(toLocale(undefined)).toBe('ko');
  });
});

describe('page translations', () => {
  it.each(LOCALES)('%s: each page bundle holds exactly its own top-level key, which common does not have', (locale) => {
    const common = loadNamespace(locale, 'common');
    for (const ns of PAGE_NAMESPACES) {
      expect(Object.keys(loadNamespace(locale, ns))).toEqual([ns]);
      expect(common).not.toHaveProperty(ns);
    }
  });

  it('keeps the lobby bundle small: common is under half of all strings', () => {
    const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
    expect(size(loadNamespace('ko', 'common')) * 2).toBeLessThan(size(loadBundle('ko')));
  });
});

/** i18next's plural forms (`games.count_one`, `games.count_other`) stand for the one key ko has (`games.count`). */
const withoutPlural = (key: string) => key.replace(/_(?:zero|one|two|few|many|other)$/, '');

describe('translation bundles', () => {
  const reference = Object.keys(bundles.ko).sort();

  it.each(LOCALES)('%s has exactly the keys of ko', (locale) => {
    expect([...new Set(Object.keys(bundles[locale]).map(withoutPlural))].sort()).toEqual(reference);
  });

  it.each(LOCALES)('%s has no empty or non-string value', (locale) => {
    const bad = Object.entries(bundles[locale]).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  it.each(LOCALES)('%s keeps every interpolation placeholder of ko', (locale) => {
    const placeholders = (text: unknown) => (String(text).match(/{{\s*\w+\s*}}/g) ?? []).sort();
    const mismatched = Object.keys(bundles[locale]).filter(
      (key) => placeholders(bundles[locale][key]).join() !== placeholders(bundles.ko[withoutPlural(key)]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it.each(['jp', 'vn', 'cn', 'th'] as const)('%s is translated, not a copy of English', (locale) => {
    // The brand, and a glossary word the language takes from English (Vietnamese "Casino", "Jackpot"), read the same.
    const loanwords = new Set(Object.values(GLOSSARY).map((term) => term.word[locale].toLowerCase()));
    const copies = reference.filter((key) => {
      const value = String(bundles[locale][key]);
      if (key === 'app.name' || loanwords.has(value.toLowerCase())) return false;
      return (
        (value === bundles.en[key] || value === bundles.en[`${key}_other`]) &&
        /\p{L}{4,}/u.test(value.replace(/{{\s*\w+\s*}}/g, ''))
      );
    });
    expect(copies).toEqual([]);
  });
});

describe('no bundle names a currency (the site sets it: formatAmount writes the unit)', () => {
  // The unit beside a figure or a placeholder, in each language's words for the won and the usual symbols and codes.
  const UNIT =
    /(?:\d|\}\})\s?(?:원|won\b|ウォン|韩元|วอน|đồng|dong\b|円|元|บาท)|[₩￦₫฿¥$€]|\b(?:KRW|VND|THB|JPY|CNY|USD)\b/i;

  it.each(LOCALES)('%s', (locale) => {
    const named = Object.entries(bundles[locale]).filter(([, text]) => typeof text === 'string' && UNIT.test(text));
    expect(named).toEqual([]);
    expect(bundles[locale]['format.won']).toBeUndefined();
  });
});
