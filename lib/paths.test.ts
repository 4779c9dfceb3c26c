import { describe, expect, it } from 'vitest';
import { localizedPath } from './paths';

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
