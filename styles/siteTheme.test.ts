import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@/lib/contract/terms';
import { contrastRatio } from '@/lib/contrast';
import { mixHex, siteThemeCss } from './siteTheme';
import { palette } from './theme';

describe('siteThemeCss', () => {
  it('writes nothing for today’s colours, so the default site’s HTML is as before', () => {
    expect(siteThemeCss({ ...DEFAULT_THEME })).toBe('');
    expect(siteThemeCss({ ...DEFAULT_THEME, accent: DEFAULT_THEME.accent.toUpperCase() })).toBe('');
  });

  it('re-colours the six and derives the accent shades from a new accent, keeping today’s surfaces', () => {
    const css = siteThemeCss({ ...DEFAULT_THEME, accent: '#3ddc97', accentText: '#05140d' });
    expect(css).toMatch(/^html:root\{.*\}$/);
    expect(css).toContain('--c-accent:#3ddc97;');
    expect(css).toContain('--c-accent-text:#05140d;');
    expect(css).toContain(`--c-accent-deep:${mixHex('#3ddc97', '#000000', 0.2)}`);
    expect(css).toContain('--c-surface-raised');
    expect(css).not.toContain('color-scheme');
  });

  it('keeps today’s accent shades when only the surfaces change, and says a light background is light', () => {
    const css = siteThemeCss({
      ...DEFAULT_THEME,
      background: '#ffffff',
      surface: '#f4f4f4',
      text: '#111111',
      textMuted: '#555555',
      accent: '#8a5a00',
      accentText: '#ffffff',
    });
    expect(css).toContain('color-scheme:light');
    expect(siteThemeCss({ ...DEFAULT_THEME, surface: '#1a1f33' })).not.toContain('--c-accent-pale');
  });

  it('darkens the danger, success and focus colours on a light theme until they read, and keeps them on a dark one', () => {
    const light = {
      ...DEFAULT_THEME,
      background: '#ffffff',
      surface: '#f4f4f4',
      text: '#111111',
      textMuted: '#555555',
      accent: '#8a5a00',
      accentText: '#ffffff',
    };
    const css = siteThemeCss(light);
    for (const [name, ratio] of [
      ['danger', 4.5],
      ['success', 4.5],
      ['focus', 3],
    ] as const) {
      const value = new RegExp(`--c-${name}:(#[0-9a-f]{6})`).exec(css)?.[1];
      expect(value, name).toBeDefined();
      expect(contrastRatio(value!, light.surface), name).toBeGreaterThanOrEqual(ratio);
      expect(contrastRatio(value!, light.background), name).toBeGreaterThanOrEqual(ratio);
    }
    expect(siteThemeCss({ ...DEFAULT_THEME, accent: '#3ddc97', accentText: '#05140d' })).not.toMatch(
      /--c-(danger|success|focus):/,
    );
  });

  it('writes nothing from a colour that is not #rrggbb', () => {
    expect(siteThemeCss({ ...DEFAULT_THEME, accent: 'red}body{display:none' })).toBe('');
    expect(siteThemeCss({ ...DEFAULT_THEME, text: '#fff' })).toBe('');
  });
});

describe('mixHex', () => {
  it('moves a colour the given share of the way to another', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixHex(palette.accent, palette.accent, 0.3)).toBe(palette.accent);
    expect(mixHex('#102030', '#102030', 1)).toBe('#102030');
  });
});
