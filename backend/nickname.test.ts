import { describe, expect, it } from 'vitest';
import { nickKey } from './nickname';

describe('nickKey', () => {
  it('is one key for look-alikes, capitals and fullwidth forms', () => {
    for (const nick of ['papa', 'рара', 'Papa', 'PAPA', 'РАРА', 'ｐａｐａ', ' papa '])
      expect(nickKey(nick), nick).toBe('papa');
    expect(nickKey('nana0')).toBe(nickKey('NANAO'));
    expect(nickKey('l1|')).toBe(nickKey('lll'));
    expect(nickKey('STRASSE')).toBe(nickKey('straße'));
  });

  it('matches letters by how they look before case: a capital I is an l, Cherokee, Greek and Cyrillic capitals are Latin ones', () => {
    for (const nick of ['AIice1', 'Ꭺlice1', 'alice1', 'Αlice1', 'Аlice1', 'AIiceI', 'Ꭺ1ice1'])
      expect(nickKey(nick), nick).toBe(nickKey('Alice1'));
    for (const nick of ['ᏚᎢᎪᎡ', 'ЅТАR', 'S\u03a4\u0391R', 'star']) expect(nickKey(nick), nick).toBe(nickKey('STAR'));
    // A capital I is an l and the capital of i alike: the capitals of a nickname stay the nickname.
    for (const nick of ['ALICE1', 'alice1', 'ALLCE1']) expect(nickKey(nick), nick).toBe(nickKey('Alice1'));
  });

  it('drops what shows as nothing and keeps one space between words', () => {
    expect(nickKey('pa\u200bpa\u200d')).toBe('papa');
    expect(nickKey('lucky  star')).toBe(nickKey('lucky star'));
  });

  it('keeps different nicknames apart, Korean ones included', () => {
    const nicks = [
      'papa',
      'papas',
      'mama',
      'lucky star',
      '용감한호랑이',
      '용감한 호랑이',
      '행운의별',
      '행운의달',
      '데모회원',
      'ラッキー',
      '幸运星',
    ];
    expect(new Set(nicks.map(nickKey)).size).toBe(nicks.length);
  });
});
