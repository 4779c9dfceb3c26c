import { DEFAULT_THEME, themeColors, type SiteTheme } from '@/lib/contract/terms';
import { CONTRAST_AA, contrastRatio, relativeLuminance } from '@/lib/contrast';
import { colorVariable, palette, type ColorName } from './theme';

const HEX = /^#[0-9a-f]{6}$/i;

/** `a` moved `share` (0‥1) of the way to `b`, both `#rrggbb`. */
export function mixHex(a: string, b: string, share: number): string {
  const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  return `#${[1, 3, 5]
    .map((at) =>
      Math.round(channel(a, at) + (channel(b, at) - channel(a, at)) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The palette's other tokens, each from the six colours an operator chooses, in today's proportions. */
function derived(theme: SiteTheme): Partial<Record<ColorName, string>> {
  const { background, surface, text, textMuted, accent } = theme;
  const surfaces = {
    surfaceRaised: mixHex(surface, text, 0.08),
    surfaceDeep: mixHex(surface, background, 0.5),
    headerBar: mixHex(background, surface, 0.25),
    border: mixHex(surface, textMuted, 0.22),
    bannerStart: mixHex(surface, accent, 0.1),
    bannerEnd: mixHex(background, accent, 0.06),
    scrim: mixHex(background, '#000000', 0.4),
    backdrop: mixHex(background, '#000000', 0.6),
  };
  const accents = {
    accentPale: mixHex(accent, '#ffffff', 0.65),
    accentLight: mixHex(accent, '#ffffff', 0.4),
    accentBright: mixHex(accent, '#ffffff', 0.28),
    accentWarm: mixHex(accent, '#000000', 0.12),
    accentDark: mixHex(accent, '#000000', 0.15),
    accentDeep: mixHex(accent, '#000000', 0.2),
    bannerGlow: accent,
  };
  const changed = (names: readonly (keyof SiteTheme)[]) => names.some((name) => theme[name] !== DEFAULT_THEME[name]);
  // Messages in danger and success colours, and the focus ring (a 3:1 component), must read on the operator's surfaces.
  const semantic = Object.fromEntries(
    (
      [
        ['danger', CONTRAST_AA],
        ['success', CONTRAST_AA],
        ['focus', 3],
      ] as const
    ).flatMap(([name, ratio]) => {
      const value = readable(palette[name], text, [background, surface], ratio);
      return value === palette[name] ? [] : [[name, value]];
    }),
  );
  // Tokens of an unchanged group keep today's hand-picked values.
  return {
    ...(changed(['background', 'surface', 'text', 'textMuted', 'accent']) ? surfaces : {}),
    ...(changed(['accent']) ? accents : {}),
    ...semantic,
  };
}

/** `colour` moved toward `text` in tenths until it reaches `ratio` on every background (at worst, `text` itself). */
function readable(colour: string, text: string, backgrounds: string[], ratio: number): string {
  for (let tenths = 0; tenths < 10; tenths += 1) {
    const candidate = tenths === 0 ? colour : mixHex(colour, text, tenths / 10);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) return candidate;
  }
  return text;
}

/**
 * The `:root` rule that re-colours the site, for the server's HTML; empty for today's colours. Only `#rrggbb` values
 * are written (the contract passes nothing else), so nothing from the answer can leave the declaration.
 */
export function siteThemeCss(theme: SiteTheme): string {
  if (!themeColors.every((name) => HEX.test(theme[name]))) return '';
  if (themeColors.every((name) => theme[name].toLowerCase() === DEFAULT_THEME[name])) return '';
  const colours = {
    ...Object.fromEntries(themeColors.map((name) => [name, theme[name].toLowerCase()])),
    ...derived(theme),
  };
  const declarations = Object.entries(colours).map(([name, value]) => `${colorVariable(name)}:${value}`);
  if (relativeLuminance(theme.background) > 0.4) declarations.push('color-scheme:light');
  // html:root outranks globalCss's :root whichever comes first in the head.
  return `html:root{${declarations.join(';')}}`;
}
