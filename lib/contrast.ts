import { THEME_CONTRAST_PAIRS, type SiteTheme, type ThemeColor } from './contract/terms';

/** WCAG 2.x level AA for normal text. */
export const CONTRAST_AA = 4.5;

const HEX = /^#[0-9a-f]{6}$/i;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a `#rrggbb` colour, per WCAG 2.x. */
export function relativeLuminance(hex: string): number {
  if (!HEX.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((at) => channel(Number.parseInt(hex.slice(at, at + 2), 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21, in either order. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The first text colour of THEME_CONTRAST_PAIRS that is below AA on its background, or null when every pair reads. */
export function unreadablePair(theme: SiteTheme): { text: ThemeColor; background: ThemeColor; ratio: number } | null {
  for (const [text, background] of THEME_CONTRAST_PAIRS) {
    const ratio = contrastRatio(theme[text], theme[background]);
    // Not rounded: 4.48:1 must not pass as 4.5.
    if (ratio < CONTRAST_AA) return { text, background, ratio };
  }
  return null;
}
