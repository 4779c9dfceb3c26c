import { describe, expect, it } from 'vitest';
import { categoryFromQuery, companyFromQuery, infoPath, infoTopicFromQuery, localizedPath, safeCallbackUrl } from './paths';

describe('localizedPath', () => {
  it('serves Korean without a prefix', () => {
    expect(localizedPath('/deposit', 'ko')).toBe('/deposit');
    expect(localizedPath('/', undefined)).toBe('/');
  });

  it('prefixes the other locales, keeping the query', () => {
    expect(localizedPath('/deposit', 'en')).toBe('/en/deposit');
    expect(localizedPath('/', 'jp')).toBe('/jp');
    expect(localizedPath('/?company=PG', 'cn')).toBe('/cn?company=PG');
    expect(localizedPath('/notice?page=2', 'vn')).toBe('/vn/notice?page=2');
  });
});

describe('safeCallbackUrl', () => {
  it('accepts a path on this site', () => {
    expect(safeCallbackUrl('/en/deposit?x=1')).toBe('/en/deposit?x=1');
  });

  it('percent-encodes what a Location header cannot carry', () => {
    expect(safeCallbackUrl('/\u0100')).toBe('/%C4%80');
    expect(safeCallbackUrl('/en/game?q=드래곤')).toBe('/en/game?q=%EB%93%9C%EB%9E%98%EA%B3%A4');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/a b', '/\u0000', '/a\u007f', '', undefined, ['/a']])(
    'refuses %s',
    (value) => {
      expect(safeCallbackUrl(value)).toBeNull();
    },
  );
});

describe('query parameters', () => {
  it('accepts a company code and nothing else', () => {
    expect(companyFromQuery('lucky-star')).toBe('lucky-star');
    expect(companyFromQuery(['jade-dragon', 'x'])).toBe('jade-dragon');
    for (const bad of [undefined, '', '../admin', 'a b', '<script>', 'x'.repeat(65), 42]) expect(companyFromQuery(bad)).toBeNull();
  });

  it('reads the category, casino by default', () => {
    expect(categoryFromQuery('slot')).toBe('slot');
    expect(categoryFromQuery(['sport'])).toBe('sport');
    expect(categoryFromQuery('poker')).toBe('casino');
    expect(categoryFromQuery(undefined)).toBe('casino');
  });
});

describe('info pages', () => {
  it('take the four known topics and nothing else', () => {
    expect(['terms', 'privacy', 'responsible', 'contact'].map(infoTopicFromQuery)).toEqual(['terms', 'privacy', 'responsible', 'contact']);
    for (const value of ['', 'Terms', '../help', ['terms'], undefined, 'toString', 'constructor']) expect(infoTopicFromQuery(value)).toBeNull();
    expect(infoPath('privacy')).toBe('/info/privacy');
  });
});
