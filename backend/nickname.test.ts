import { describe, expect, it } from 'vitest';
import { nickKey } from './nickname';

describe('nickKey', () => {
  it('is one key for look-alikes, capitals and fullwidth forms', () => {
    for (const nick of ['papa', 'рара', 'Papa', 'PAPA', 'РАРА', 'ｐａｐａ', ' papa ']) expect(nickKey(nick), nick).toBe('papa');
    expect(nickKey('nana0')).toBe(nickKey('NANAO'));
    expect(nickKey('l1|')).toBe(nickKey('lll'));
    // Case folding comes first, so a capital I is an i (as Ilya is ilya), not the l it looks like in some fonts.
    expect(nickKey('Ilya')).toBe(nickKey('ilya'));
    expect(nickKey('STRASSE')).toBe(nickKey('straße'));
  });

  it('drops what shows as nothing and keeps one space between words', () => {
    expect(nickKey('pa\u200bpa\u200d')).toBe('papa');
    expect(nickKey('lucky  star')).toBe(nickKey('lucky star'));
  });

  it('keeps different nicknames apart, Korean ones included', () => {
    const nicks = ['papa', 'papas', 'mama', 'lucky star', '용감한호랑이', '용감한 호랑이', '행운의별', '행운의달', '데모회원', 'ラッキー', '幸运星'];
    expect(new Set(nicks.map(nickKey)).size).toBe(nicks.length);
  });
});
