import { colorVariables, theme } from './theme';

/** Out of sight but read by screen readers: `.visually-hidden`, and the header rows that phones show as labelled cards. */
export const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';

export const GLOBAL_CSS = `:root{${colorVariables}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;color-scheme:dark}
body{margin:0;min-height:100vh;background:${theme.colors.background};color:${theme.colors.text};font-family:${theme.fonts.body};line-height:1.5;overflow-wrap:anywhere}
html:lang(ko) body{word-break:keep-all}
html:lang(ja) body{word-break:auto-phrase;line-break:strict}
a{color:inherit}
button,input,select,textarea{font:inherit}
img,svg{max-width:100%;height:auto}
:focus-visible{outline:3px solid ${theme.colors.focus};outline-offset:2px}
.tabular{font-variant-numeric:tabular-nums}
.visually-hidden{${VISUALLY_HIDDEN}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0.01ms!important;animation-iteration-count:1!important;transition-duration:0.01ms!important;scroll-behavior:auto!important}}`;
