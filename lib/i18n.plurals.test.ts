import { describe, expect, it } from 'vitest';
import { createTestI18n, loadBundle } from '@/tests/utils/i18n';
import { LOCALES, type Locale } from './i18n';

const PLURAL_KEYS = ['games.count', 'games.results', 'notes.summary'] as const;
const SUFFIXED = /_(?:zero|one|two|few|many|other)$/;

/** What each bundle shows for 0, 1 and 2 (notes.summary with one unread note). */
const expected: Record<Locale, Record<(typeof PLURAL_KEYS)[number], [string, string, string]>> = {
  ko: {
    'games.count': ['게임 0개', '게임 1개', '게임 2개'],
    'games.results': ['검색 결과 0개', '검색 결과 1개', '검색 결과 2개'],
    'notes.summary': ['전체 0통 · 안 읽음 1통', '전체 1통 · 안 읽음 1통', '전체 2통 · 안 읽음 1통'],
  },
  en: {
    'games.count': ['0 games', '1 game', '2 games'],
    'games.results': ['0 results', '1 result', '2 results'],
    'notes.summary': ['0 notes · 1 unread', '1 note · 1 unread', '2 notes · 1 unread'],
  },
  jp: {
    'games.count': ['ゲーム0件', 'ゲーム1件', 'ゲーム2件'],
    'games.results': ['検索結果0件', '検索結果1件', '検索結果2件'],
    'notes.summary': ['全0件・未読1件', '全1件・未読1件', '全2件・未読1件'],
  },
  vn: {
    'games.count': ['0 trò chơi', '1 trò chơi', '2 trò chơi'],
    'games.results': ['0 kết quả', '1 kết quả', '2 kết quả'],
    'notes.summary': ['0 tin nhắn · 1 chưa đọc', '1 tin nhắn · 1 chưa đọc', '2 tin nhắn · 1 chưa đọc'],
  },
  cn: {
    'games.count': ['共0款游戏', '共1款游戏', '共2款游戏'],
    'games.results': ['0条结果', '1条结果', '2条结果'],
    'notes.summary': ['共 0 封 · 未读 1 封', '共 1 封 · 未读 1 封', '共 2 封 · 未读 1 封'],
  },
  th: {
    'games.count': ['0 เกม', '1 เกม', '2 เกม'],
    'games.results': ['ผลการค้นหา 0 รายการ', 'ผลการค้นหา 1 รายการ', 'ผลการค้นหา 2 รายการ'],
    'notes.summary': ['ทั้งหมด 0 ข้อความ · ยังไม่อ่าน 1', 'ทั้งหมด 1 ข้อความ · ยังไม่อ่าน 1', 'ทั้งหมด 2 ข้อความ · ยังไม่อ่าน 1'],
  },
};

function flatKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => flatKeys(inner, prefix ? `${prefix}.${key}` : key));
}

/** Every counted text: a key written with a plural suffix in any bundle of any language. */
const COUNTED = [
  ...new Set(
    LOCALES.flatMap((locale) =>
      flatKeys(loadBundle(locale))
        .filter((key) => SUFFIXED.test(key))
        .map((key) => key.replace(SUFFIXED, '')),
    ),
  ),
].sort();

describe('counted texts', () => {
  it('finds the counted texts', () => {
    expect(COUNTED).toEqual(expect.arrayContaining([...PLURAL_KEYS, 'register.forgot.tooManyMinutes']));
  });

  // A count i18next cannot place shows the raw key (register.forgot.tooManyMinutes for a one-minute wait).
  it.each(LOCALES)('%s shows a sentence with the number for 0, 1, 2, 5 and 21 of every counted text', (locale) => {
    const i18n = createTestI18n(locale);
    const wrong = COUNTED.flatMap((key) =>
      [0, 1, 2, 5, 21].flatMap((count) => {
        const shown = i18n.t(key, { count, total: count, unread: 1 });
        return shown === key || shown.includes('{{') || !shown.includes(String(count))
          ? [`${key} (${count}): ${shown}`]
          : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it.each(LOCALES)('%s: 0, 1 and 2 read correctly through the real i18next and bundles', (locale) => {
    const i18n = createTestI18n(locale);
    for (const key of PLURAL_KEYS) {
      const shown = [0, 1, 2].map((count) => i18n.t(key, { count, unread: 1 }));
      expect(shown, key).toEqual(expected[locale][key]);
    }
  });

  // jp, vn and cn are not language tags: Intl.PluralRules('jp') takes the runtime's default locale (English in Node,
  // the browser's language in a browser), so i18next may ask for _one, _few or _many. Only the unsuffixed key answers
  // every one of them; English is a real tag and has exactly one and other.
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s keeps the unsuffixed key and no plural forms, in every bundle',
    (locale) => {
      const keys = flatKeys(loadBundle(locale));
      expect(keys.filter((key) => SUFFIXED.test(key))).toEqual([]);
      expect(COUNTED.filter((key) => !keys.includes(key))).toEqual([]);
    },
  );

  it('gives English one and other for each counted text, and nothing else', () => {
    const keys = flatKeys(loadBundle('en'));
    const off = COUNTED.filter(
      (key) =>
        keys
          .filter((k) => k.replace(SUFFIXED, '') === key)
          .sort()
          .join() !== `${key}_one,${key}_other`,
    );
    expect(off).toEqual([]);
  });
});
