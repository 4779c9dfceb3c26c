export const palette = {
  background: '#0b1020',
  surface: '#131a2e',
  surfaceRaised: '#1b2440',
  surfaceDeep: '#101729',
  headerBar: '#0d1325',
  border: '#2a3558',
  text: '#eef1f8',
  textMuted: '#a3adc8',
  textBright: '#ffffff',
  accent: '#f2c14e',
  accentText: '#1a1300',
  accentPale: '#fff1c1',
  accentLight: '#ffe08a',
  accentBright: '#ffd873',
  accentWarm: '#d9a133',
  accentDark: '#d39a26',
  accentDeep: '#c8901e',
  danger: '#ff6b6b',
  success: '#3ddc97',
  focus: '#7fb2ff',
  maintenance: '#d63636',
  shadow: '#000000',
  backdrop: '#030610',
  scrim: '#050812',
  bannerGlow: '#7846c8',
  bannerStart: '#1d1640',
  bannerEnd: '#1b1a12',
  jackpotMega: '#5b2bb8',
  jackpotMajor: '#1d5fa8',
  jackpotMajorGlow: '#7fd1ff',
  jackpotMinor: '#177a5a',
  jackpotMinorGlow: '#6cf0bf',
};

export type ColorName = keyof typeof palette;

/** The CSS custom property that holds a colour token: `accentText` is `--c-accent-text`. */
export const colorVariable = (name: string) => `--c-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The `:root` declarations that give every colour token its value; a domain re-colours the site by overriding them. */
export const colorVariables = Object.entries(palette)
  .map(([name, value]) => `${colorVariable(name)}:${value}`)
  .join(';');

// GLOBAL_CSS gives every variable its value on every page, so a fallback would only repeat the palette in each rule.
const colors = Object.fromEntries(Object.keys(palette).map((name) => [name, `var(${colorVariable(name)})`])) as Record<
  ColorName,
  string
>;

export const theme = {
  colors,
  fonts: {
    body: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif',
  },
  breakpoints: {
    desktop: 1240,
  },
  layout: {
    headerMaxWidth: 1540,
  },
  radius: '12px',
  touchTarget: '44px',
} as const;

export type Theme = typeof theme;

/** A token at `percent` opacity, mixed by the browser so that a re-coloured token carries over. */
export const alpha = (color: string, percent: number) => `color-mix(in srgb, ${color} ${percent}%, transparent)`;

export const media = {
  desktop: `@media (min-width: ${theme.breakpoints.desktop}px)`,
  mobile: `@media (max-width: ${theme.breakpoints.desktop - 1}px)`,
};
