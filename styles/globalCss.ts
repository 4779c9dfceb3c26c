import { HYDRATED_ATTRIBUTE } from '@/lib/hydrated';
import { theme } from './theme';

/**
 * The page-wide rules, as plain CSS that `pages/_document` writes into `<head>` ahead of the components' styles.
 * Not a styled-components `createGlobalStyle`: that one runs stylis over these rules again in the browser at
 * hydration, takes the server's copy out of the style sheet and puts its own in (a style recalculation of the whole
 * page), and ships this text in the first-load JavaScript. These rules never change while a page is open.
 *
 * The `html:not([data-hydrated])` rule: the page is painted before its scripts run (lib/afterPaint), and until the
 * app is live a tap on a button would do nothing, or submit a form the browser's way.
 */
export const GLOBAL_CSS = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;color-scheme:dark}
body{margin:0;min-height:100vh;background:${theme.colors.background};color:${theme.colors.text};font-family:${theme.fonts.body};line-height:1.5;word-break:keep-all;overflow-wrap:anywhere}
a{color:inherit}
button,input,select,textarea{font:inherit}
html:not([${HYDRATED_ATTRIBUTE}]) :is(button,[role='button'],[role='tab'],input[type='submit']){pointer-events:none}
img,svg{max-width:100%;height:auto}
:focus-visible{outline:3px solid ${theme.colors.focus};outline-offset:2px}
.tabular{font-variant-numeric:tabular-nums}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0.01ms!important;animation-iteration-count:1!important;transition-duration:0.01ms!important;scroll-behavior:auto!important}}`;
