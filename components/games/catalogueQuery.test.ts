import { describe, expect, it } from 'vitest';
import { contract } from '@/lib/contract';
import {
  filtersFromQuery,
  noFilters,
  pagesFromQuery,
  queryFromFilters,
  searchArg,
  SEARCH_PAGE_SIZE,
} from './catalogueQuery';

describe('the /game URL and the search-games argument', () => {
  it('reads every filter from the URL, each list in one order without repeats', () => {
    const filters = filtersFromQuery({
      category: 'slot',
      q: '  드래곤 ',
      company: ['b', 'a', 'b'],
      tag: 'new',
      sort: 'new',
    });
    expect(filters).toEqual({
      kind: 'slot',
      q: '드래곤',
      companies: ['a', 'b'],
      tags: ['new'],
      sort: 'new',
      providers: false,
    });
    expect(queryFromFilters(filters)).toEqual({
      category: 'slot',
      q: '드래곤',
      company: ['a', 'b'],
      tag: ['new'],
      sort: 'new',
    });
  });

  it('leaves defaults out of the URL: every kind, no text, popular first', () => {
    expect(filtersFromQuery({})).toEqual(noFilters);
    expect(queryFromFilters(noFilters)).toEqual({});
    expect(queryFromFilters(filtersFromQuery({ q: '', sort: 'popular' }))).toEqual({});
  });

  it('drops what the backend would refuse instead of failing the page', () => {
    const filters = filtersFromQuery({
      category: 'poker',
      q: `${'가'.repeat(80)}`,
      company: [
        'ok',
        '../etc',
        'x'.repeat(65),
        ...Array.from({ length: 30 }, (_, i) => `c${String(i).padStart(2, '0')}`),
      ],
      tag: ['New', 'jackpot', '<b>'],
      sort: 'random',
    });
    expect(filters.kind).toBeNull();
    expect(filters.q).toHaveLength(60);
    expect(filters.companies).toHaveLength(20);
    expect(filters.companies).not.toContain('../etc');
    expect(filters.tags).toEqual(['jackpot']);
    expect(filters.sort).toBe('popular');
    expect(contract['search-games'].request.safeParse(searchArg(filters, 'ko')).success).toBe(true);
  });

  it('normalises the text as the backend does (full-width letters, spaces)', () => {
    expect(filtersFromQuery({ q: '　ＤＲＡＧＯＮ　' }).q).toBe('DRAGON');
  });

  it('builds one argument for the server and the page: the language only for a-z, the cursor per page', () => {
    const filters = filtersFromQuery({ category: 'slot', q: 'dragon', company: 'a' });
    expect(searchArg(filters, 'en')).toEqual({
      q: 'dragon',
      kind: 'slot',
      companies: ['a'],
      sort: 'popular',
      limit: SEARCH_PAGE_SIZE,
      facets: ['tags'],
    });
    expect(searchArg(filters, 'en')).toEqual(
      searchArg(filtersFromQuery({ company: ['a'], q: ' dragon', category: 'slot' }), 'jp'),
    );
    expect(searchArg({ ...filters, sort: 'az' }, 'jp')).toMatchObject({ sort: 'az', lang: 'jp' });
    expect(searchArg({ ...filters, sort: 'az' }, undefined)).toMatchObject({ lang: 'ko' });
    expect(searchArg(filters, 'ko', 'abc_1')).toMatchObject({ cursor: 'abc_1' });
    expect(searchArg(noFilters, 'ko')).toEqual({ sort: 'popular', limit: SEARCH_PAGE_SIZE, facets: ['tags'] });
  });

  it('asks for the provider counts only while the list is open (?providers=1), and for no counts after the first page', () => {
    const open = filtersFromQuery({ category: 'slot', providers: '1' });
    expect(open.providers).toBe(true);
    expect(queryFromFilters(open)).toEqual({ category: 'slot', providers: '1' });
    expect(filtersFromQuery({ providers: ['0', '1'] }).providers).toBe(false);
    expect(searchArg(open, 'ko').facets).toEqual(['companies', 'tags']);
    expect(searchArg(open, 'ko', 'abc_1').facets).toEqual([]);
    expect(searchArg(noFilters, 'ko', 'abc_1').facets).toEqual([]);
    expect(contract['search-games'].request.safeParse(searchArg(open, 'ko')).success).toBe(true);
  });

  it('keeps the pages "load more" has shown in the URL, one page left out, nonsense read as one', () => {
    expect(queryFromFilters(filtersFromQuery({ category: 'slot' }), 3)).toEqual({ category: 'slot', pages: '3' });
    expect(queryFromFilters(noFilters, 1)).toEqual({});
    expect(pagesFromQuery({ category: 'slot', pages: '3' })).toBe(3);
    expect(
      [
        {},
        { pages: '0' },
        { pages: '-2' },
        { pages: '2.5' },
        { pages: '1e3' },
        { pages: '1000' },
        { pages: ['x', '4'] },
      ].map(pagesFromQuery),
    ).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(pagesFromQuery({ pages: ['4', '2'] })).toBe(4);
  });
});
