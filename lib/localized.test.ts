import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { inLanguage } from './localized';
import { sanitizeAnswer } from './sanitize';

describe('inLanguage', () => {
  const text = { ko: '점검', en: 'Maintenance', vn: '  ' };
  it('picks the page’s language, else the site’s default, else the first written, else nothing', () => {
    expect(inLanguage(text, 'en', 'ko')).toBe('Maintenance');
    expect(inLanguage(text, 'jp', 'en')).toBe('Maintenance');
    expect(inLanguage(text, 'vn', 'ko')).toBe('점검');
    expect(inLanguage({ cn: '维护' }, 'en', 'ko')).toBe('维护');
    expect(inLanguage({}, 'en', 'ko')).toBe('');
    expect(inLanguage(null, 'en', 'ko')).toBe('');
  });
  it('shows a legacy backend’s plain string in every language', () =>
    expect(inLanguage('점검', 'en', 'en')).toBe('점검'));
});

describe('a notice per language on the wire', () => {
  it('reads a string or the known languages of an object, and cleans each language’s HTML', () => {
    const answer = contract['get-user-notices'].response.parse({
      status: 'success',
      notices: [
        { id: 1, title: '공지', lastDate: '2025-03-09T01:00:00.000Z', domain: '', contents: '<p>x</p>' },
        {
          id: 2,
          title: { ko: '공지', en: 'Notice', de: 'Hinweis', th: 3 },
          lastDate: '2025-03-09T01:00:00.000Z',
          domain: '',
          contents: { en: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
        },
      ],
    });
    const clean = sanitizeAnswer('get-user-notices', answer) as Extract<typeof answer, { status: 'success' }>;
    expect(clean.notices[0]).toMatchObject({ title: '공지', contents: '<p>x</p>' });
    expect(clean.notices[1]).toMatchObject({ title: { ko: '공지', en: 'Notice' }, contents: { en: '<p>Hi</p>' } });
  });
});
