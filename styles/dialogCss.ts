import { alpha, theme } from './theme';

const { colors } = theme;

/** Class names `components/common/dialogs` hands to sweetalert2's `customClass`; the rules below style them from the theme's tokens. */
export const dialogClass = {
  container: 'portal-dialog-container',
  popup: 'portal-dialog',
  title: 'portal-dialog-title',
  htmlContainer: 'portal-dialog-text',
  actions: 'portal-dialog-actions',
  icon: 'portal-dialog-icon',
  loader: 'portal-dialog-loader',
  confirmButton: 'portal-dialog-button portal-dialog-primary',
  denyButton: 'portal-dialog-button portal-dialog-secondary',
  cancelButton: 'portal-dialog-button portal-dialog-secondary',
  timerProgressBar: 'portal-dialog-timer',
} as const;

export const DIALOG_CSS = `
.portal-dialog-container{--swal2-backdrop:${alpha(colors.backdrop, 82)};--swal2-width:27rem;backdrop-filter:blur(3px)}
.portal-dialog{overflow-wrap:anywhere;background:linear-gradient(180deg,${colors.surfaceRaised},${colors.surface});color:${colors.text};border:1px solid ${alpha(colors.accent, 40)};border-radius:18px;box-shadow:0 24px 60px ${alpha(colors.shadow, 70)};font-family:${theme.fonts.body};padding:0 0 20px}
.portal-dialog .portal-dialog-title{color:${colors.accent};font-size:1.2rem;font-weight:800;padding:18px 22px 0}
.portal-dialog .portal-dialog-text{overflow-wrap:anywhere;color:${colors.text};font-size:1rem;line-height:1.6;padding:10px 24px 0}
html:lang(ko) .portal-dialog,html:lang(ko) .portal-dialog .portal-dialog-title,html:lang(ko) .portal-dialog .portal-dialog-text{word-break:keep-all}
html:lang(ja) .portal-dialog,html:lang(ja) .portal-dialog .portal-dialog-title,html:lang(ja) .portal-dialog .portal-dialog-text{word-break:auto-phrase;line-break:strict}
.portal-dialog .portal-dialog-actions{gap:10px;margin:20px 0 0;padding:0 20px;width:100%;flex-wrap:wrap}
.portal-dialog .portal-dialog-button{flex:1 1 auto;min-width:7rem;max-width:14rem;min-height:${theme.touchTarget};padding:6px 18px;border-radius:${theme.radius};font-size:1rem;font-weight:700;cursor:pointer}
.portal-dialog .portal-dialog-primary{border:0;background:linear-gradient(180deg,${colors.accentBright},${colors.accentDark});color:${colors.accentText}}
.portal-dialog .portal-dialog-primary:hover{background:${colors.accentLight}}
.portal-dialog .portal-dialog-secondary{border:1px solid ${colors.border};background:${colors.background};color:${colors.text}}
.portal-dialog .portal-dialog-secondary:hover{border-color:${colors.accent};color:${colors.accent}}
.portal-dialog .portal-dialog-button:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}
.portal-dialog .portal-dialog-loader{border-color:${colors.accent} transparent ${colors.accent} transparent}
.portal-dialog .portal-dialog-timer{background:${alpha(colors.accent, 60)}}
.portal-dialog .portal-dialog-icon{margin-top:26px;transform:scale(.8)}`;
