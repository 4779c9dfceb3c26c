import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from './contract/terms';
import { contrastRatio, relativeLuminance, unreadablePair } from './contrast';

describe('relativeLuminance', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#FFFFFF', 1],
    ['#ff0000', 0.2126],
    ['#00ff00', 0.7152],
    ['#0000ff', 0.0722],
    ['#808080', 0.2158605],
  ])('%s → %f', (hex, luminance) => {
    expect(relativeLuminance(hex)).toBeCloseTo(luminance, 6);
  });

  it.each(['#fff', 'ffffff', '#ggggggg', '#12345', 'red', ''])('refuses %j', (hex) => {
    expect(() => relativeLuminance(hex)).toThrow(/#rrggbb/);
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#595959', '#ffffff', 7.0],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 4.0],
  ])('%s on %s is %f:1, in either order', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBe(contrastRatio(a, b));
  });
});

describe('unreadablePair', () => {
  const light = {
    background: '#ffffff',
    surface: '#ffffff',
    text: '#767676',
    textMuted: '#767676',
    accent: '#767676',
    accentText: '#ffffff',
  };

  it('passes today’s colours and a light theme just above AA', () => {
    expect(unreadablePair(DEFAULT_THEME)).toBeNull();
    expect(unreadablePair(light)).toBeNull();
  });

  it('names the text colour just below AA, without rounding 4.48 up', () => {
    expect(unreadablePair({ ...light, textMuted: '#777777' })).toEqual({
      text: 'textMuted',
      background: 'background',
      ratio: expect.closeTo(4.48, 2),
    });
    expect(unreadablePair({ ...light, surface: '#eeeeee' })).toMatchObject({ text: 'text', background: 'surface' });
    expect(unreadablePair({ ...light, accentText: '#aaaaaa' })).toMatchObject({
      text: 'accentText',
      background: 'accent',
    });
  });
});
