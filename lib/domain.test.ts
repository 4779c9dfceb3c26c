import { describe, expect, it } from 'vitest';
import { domainEntries, filterForHost, isForHost, normalizeHost } from './domain';

describe('normalizeHost', () => {
  it.each([
    ['casino.example', 'casino.example'],
    ['www.casino.example', 'casino.example'],
    ['https://www.casino.example/notice?id=1', 'casino.example'],
    ['http://Casino.Example:8080', 'casino.example'],
    ['CASINO.EXAMPLE.', 'casino.example'],
    ['localhost:3000', 'localhost'],
    ['127.0.0.1:4000', '127.0.0.1'],
    ['  www.a.example  ', 'a.example'],
    ['wwwx.example', 'wwwx.example'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeHost(input)).toBe(expected);
  });
});

describe('domainEntries', () => {
  it('splits on commas, pipes and spaces in any mix', () => {
    expect(domainEntries('a.example, b.example|https://www.c.example  d.example,,|')).toEqual([
      'a.example',
      'b.example',
      'c.example',
      'd.example',
    ]);
  });

  it.each([undefined, null, '', '  ', ' , | ', 42])('has no entries for %s', (value) => {
    expect(domainEntries(value)).toEqual([]);
  });
});

describe('isForHost', () => {
  it('shows an item without a domain everywhere', () => {
    expect(isForHost('', 'casino.example')).toBe(true);
    expect(isForHost(null, undefined)).toBe(true);
  });

  it('matches the visitor host whatever its port, case or www', () => {
    expect(isForHost('casino.example', 'WWW.Casino.Example:3000')).toBe(true);
    expect(isForHost('http://www.casino.example', 'casino.example')).toBe(true);
    expect(isForHost('other.example|casino.example', 'casino.example')).toBe(true);
  });

  it('hides an item for other domains, and any tagged item when the host is unknown', () => {
    expect(isForHost('other.example', 'casino.example')).toBe(false);
    expect(isForHost('casino.example.evil', 'casino.example')).toBe(false);
    expect(isForHost('sub.casino.example', 'casino.example')).toBe(false);
    expect(isForHost('casino.example', undefined)).toBe(false);
  });
});

describe('filterForHost', () => {
  it('keeps the untagged and the matching items, in order', () => {
    const items = [
      { id: 1, domain: '' },
      { id: 2, domain: 'other.example' },
      { id: 3, domain: 'localhost, casino.example' },
      { id: 4 },
    ];
    expect(filterForHost(items, 'localhost:3000').map((item) => item.id)).toEqual([1, 3, 4]);
  });
});
