// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { idFromQuery, pageCount, pageFromQuery } from './paging';

describe('paging', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['2', 2],
    [['3', '4'], 3],
    ['0', 1],
    ['-1', 1],
    ['1.5', 1],
    ['abc', 1],
    ['10000', 10_000],
    ['10001', 1],
  ])('page %j → %d', (value, page) => expect(pageFromQuery(value)).toBe(page));

  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    ['41', 20, 3],
    ['x', 20, 1],
  ])('%j items at %d a page fill %d pages', (total, size, pages) => expect(pageCount(total, size)).toBe(pages));

  it.each([
    ['7', 7],
    [undefined, null],
    ['0', null],
    ['x1', null],
    ['99999999999', null],
  ])('id %j → %j', (value, id) => expect(idFromQuery(value)).toBe(id));
});
