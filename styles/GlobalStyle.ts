import { createGlobalStyle } from 'styled-components';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydrated';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; color-scheme: dark; }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    line-height: 1.5;
    word-break: keep-all;
    overflow-wrap: anywhere;
  }
  a { color: inherit; }
  button, input, select, textarea { font: inherit; }
  /* Painted before its scripts run (lib/afterPaint): a tap would do nothing, or submit a form the browser's way. */
  html:not([${HYDRATED_ATTRIBUTE}]) :is(button, [role='button'], [role='tab'], input[type='submit']) { pointer-events: none; }
  img, svg { max-width: 100%; height: auto; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  .tabular { font-variant-numeric: tabular-nums; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
