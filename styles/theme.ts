export const theme = {
  colors: {
    background: '#0b1020',
    surface: '#131a2e',
    surfaceRaised: '#1b2440',
    border: '#2a3558',
    text: '#eef1f8',
    textMuted: '#a3adc8',
    accent: '#f2c14e',
    accentText: '#1a1300',
    danger: '#ff6b6b',
    success: '#3ddc97',
    focus: '#7fb2ff',
  },
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

/** `${media.desktop} { … }` applies from the desktop breakpoint up. */
export const media = {
  desktop: `@media (min-width: ${theme.breakpoints.desktop}px)`,
  mobile: `@media (max-width: ${theme.breakpoints.desktop - 1}px)`,
};
