import { describe, expect, it } from 'vitest';
import { gameName, isAppleLike, matchesSearch, slotGameTarget, vendorTarget } from './launch';

describe('gameName', () => {
  const entry = { nameKo: '럭키 스타', nameEn: 'Lucky Star' };

  it('is the Korean name for ko and the English name for every other locale', () => {
    expect(gameName(entry, 'ko')).toBe('럭키 스타');
    for (const locale of ['en', 'jp', 'vn', 'cn', 'th']) expect(gameName(entry, locale)).toBe('Lucky Star');
  });

  it('treats a missing locale as Korean and falls back to the other name when one is empty', () => {
    expect(gameName(entry, undefined)).toBe('럭키 스타');
    expect(gameName({ nameKo: '', nameEn: 'Only English' }, 'ko')).toBe('Only English');
    expect(gameName({ nameKo: '한국어만', nameEn: '  ' }, 'en')).toBe('한국어만');
  });
});

describe('launch targets', () => {
  it('a vendor opens its own code at its game company', () => {
    expect(vendorTarget({ code: 'aurora-live', gameCompany: 'aurora', used: 'y' })).toEqual({
      code: 'aurora-live',
      company: 'aurora',
      used: 'y',
    });
  });

  it('a slot game follows its company when it has no flag, and a company under maintenance wins', () => {
    const game = { code: 'mega-koi', gameCompany: 'jade-dragon' };
    expect(slotGameTarget(game, { used: 'y' })).toMatchObject({ code: 'mega-koi', company: 'jade-dragon', used: 'y' });
    expect(slotGameTarget({ ...game, used: 'n' }, { used: 'y' }).used).toBe('n');
    expect(slotGameTarget({ ...game, used: 'y' }, { used: 'n' }).used).toBe('n');
    expect(slotGameTarget(game).used).toBe('y');
  });
});

describe('isAppleLike', () => {
  it.each([
    [{ platform: 'iPhone', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)' }, true],
    [{ platform: 'MacIntel', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15' }, true],
    [{ platform: '', userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)' }, true],
    [{ platform: 'Win32', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124' }, false],
    [{ platform: 'Linux x86_64', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/124' }, false],
    [{ platform: 'Linux armv8l', userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/124 Mobile' }, false],
    [{}, false],
  ])('%o → %s', (nav, expected) => {
    expect(isAppleLike(nav)).toBe(expected);
  });

  it('is false without a navigator (server)', () => {
    expect(isAppleLike(undefined)).toBe(false);
  });
});

describe('matchesSearch', () => {
  const entry = { code: 'golden-lotus', nameKo: '골든 로터스', nameEn: 'Golden Lotus' };

  it('finds by either name or the code, ignoring case, spaces and dashes', () => {
    for (const query of ['', '  ', '골든', '로터스', 'golden lotus', 'GOLDENLOTUS', 'golden-lo', 'ｇｏｌｄ'])
      expect(matchesSearch(entry, query), query).toBe(true);
    expect(matchesSearch(entry, 'dragon')).toBe(false);
  });
});
