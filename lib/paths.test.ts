import { describe, expect, it } from 'vitest';
import {
  categoryFromQuery,
  companyFromQuery,
  infoPath,
  infoTopicFromQuery,
  localizedPath,
  safeCallbackUrl,
} from './paths';

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
  const ORIGIN = 'https://casino.example';

  it('accepts a path on this site', () => {
    expect(safeCallbackUrl('/en/deposit?x=1')).toBe('/en/deposit?x=1');
    expect(safeCallbackUrl('/notice?id=3#top', ORIGIN)).toBe('/notice?id=3#top');
  });

  it('percent-encodes what a Location header cannot carry', () => {
    expect(safeCallbackUrl('/\u0100')).toBe('/%C4%80');
    expect(safeCallbackUrl('/en/game?q=드래곤')).toBe('/en/game?q=%EB%93%9C%EB%9E%98%EA%B3%A4');
  });

  it.each([
    ['https://casino.example/en/deposit?x=1', '/en/deposit?x=1'],
    ['HTTPS://CASINO.EXAMPLE/user', '/user'],
    ['https://casino.example:443/user', '/user'],
    ['/en/../deposit', '/deposit'],
    ['/./user', '/user'],
    ['/@evil.test', '/@evil.test'],
    ['/a%2Fb', '/a%2Fb'],
    ['https:evil.test', '/evil.test'],
    ['user', '/user'],
    ['/\uff0f\uff0fevil.test', '/%EF%BC%8F%EF%BC%8Fevil.test'],
    ['/\u2215\u2215evil.test', '/%E2%88%95%E2%88%95evil.test'],
  ])('keeps %j on the site as %j', (value, path) => {
    expect(safeCallbackUrl(value, ORIGIN)).toBe(path);
  });

  // Each of these leaves the site once a browser or a Location header reads it, or is no address at all.
  it.each([
    '//evil.test',
    '///evil.test',
    '////evil.test',
    '/\\evil.test',
    '\\/evil.test',
    '\\\\evil.test',
    '/./\\/evil.test',
    '/..//evil.test/phish',
    '/.//evil.test/',
    '/%2e%2e//evil.test',
    '/%2E//evil.test',
    '/a/../..//evil.test',
    '/x/..//./evil.test',
    '/..%2f/evil.test',
    '/%2F/evil.test',
    '/%2F%2Fevil.test',
    '/%5C/evil.test',
    '/%2f%5cevil.test',
    '/\t/evil.test',
    '/\n/evil.test',
    '/.\t/\t/evil.test',
    '/\r\n/evil.test',
    ' //evil.test',
    '\u0000//evil.test',
    'https://evil.test',
    'http://evil.test/phish',
    'HtTpS://evil.test',
    'https:/\\evil.test',
    '/%E0%A4%A',
    'https://casino.example@evil.test/',
    'https://casino.example:443@evil.test',
    '//casino.example@evil.test',
    'http://casino.example/user',
    'https://casino.example:8443/user',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://casino.example/1',
    '/a b',
    '/\u0000',
    '/a\u007f',
    '',
    undefined,
    null,
    42,
    ['/a'],
  ])('refuses %j', (value) => {
    expect(safeCallbackUrl(value, ORIGIN)).toBeNull();
    expect(safeCallbackUrl(value)).toBeNull();
  });
});

describe('query parameters', () => {
  it('accepts a company code and nothing else', () => {
    expect(companyFromQuery('lucky-star')).toBe('lucky-star');
    expect(companyFromQuery(['jade-dragon', 'x'])).toBe('jade-dragon');
    for (const bad of [undefined, '', '../admin', 'a b', '<script>', 'x'.repeat(65), 42])
      expect(companyFromQuery(bad)).toBeNull();
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
    expect(['terms', 'privacy', 'responsible', 'contact'].map(infoTopicFromQuery)).toEqual([
      'terms',
      'privacy',
      'responsible',
      'contact',
    ]);
    for (const value of ['', 'Terms', '../help', ['terms'], undefined, 'toString', 'constructor'])
      expect(infoTopicFromQuery(value)).toBeNull();
    expect(infoPath('privacy')).toBe('/info/privacy');
  });
});
