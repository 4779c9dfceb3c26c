import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
import { theme } from '@/styles/theme';
import {
  isModalOpen,
  reportMessageShown,
  type LoginChoice,
  type MessageValues,
  type RealityCheckChoice,
  type Translate,
} from './dialogKinds';

// The dialogs themselves, loaded with sweetalert2 on the first one (components/common/dialogs.ts): none is needed
// before a click, so none of this is in a page's first download.

/** Every dialog the portal shows, by the legacy message id, with its icon; the text is `dialog.<id>` in the bundles. */
export const MESSAGES = {
  msg2001: 'warning',
  msg2002: 'info',
  msg2003: 'info',
  noteArrived: 'info',
  msg2004: 'info',
  unreadBoth: 'info',
  msg2012: 'error',
  msg2024: 'warning',
  msg2025: 'warning',
  msg2026: 'success',
  msg2027: 'error',
  msg2029: 'success',
  msg2030: 'warning',
  msg2053: 'success',
  msg2054: 'error',
  msg2214: 'info',
  msg2216: 'question',
  msg2217: 'info',
  msg2218: 'warning',
  msg2221: 'warning',
  msg2222: 'question',
  loginLocked: 'warning',
  loginLockedFor: 'warning',
  otherMarket: 'warning',
  otherMarketSite: 'warning',
  serviceUnavailable: 'error',
  noteDelete: 'warning',
  noteDeleteAll: 'warning',
  registered: 'success',
  registeredLogin: 'info',
  depositCancel: 'question',
  compConvert: 'question',
  compConvertAll: 'question',
  protectionBreak: 'warning',
  protectionExclusion: 'warning',
  protectionBreakStarted: 'info',
  protectionExclusionStarted: 'info',
  gameRestricted: 'warning',
  gameMoneyBack: 'success',
  gameMoneyLeft: 'question',
  realityCheck: 'info',
} as const satisfies Record<string, SweetAlertIcon>;

export type MessageId = keyof typeof MESSAGES;

let swal: Promise<typeof import('sweetalert2').default> | undefined;

/** sweetalert2 is fetched on the first dialog, so it stays out of the first-load JavaScript; its theme comes with it. */
function loadSwal() {
  swal ??= Promise.all([import('sweetalert2'), import('@/styles/dialogCss')]).then(
    ([module, { DIALOG_CSS, dialogClass }]) => {
      const style = document.createElement('style');
      style.dataset.portalDialogs = '';
      style.textContent = DIALOG_CSS;
      document.head.append(style);
      // The theme's class names come with it, before any dialog's options are built.
      base.customClass = dialogClass;
      return module.default;
    },
  );
  return swal;
}

let fired = 0;

/** Reports the message up while it is; one replaced by a newer message leaves the report to that one. */
function shown<T>(dialog: Promise<T>): Promise<T> {
  const mine = ++fired;
  reportMessageShown(true);
  return dialog.finally(() => {
    if (mine === fired) reportMessageShown(false);
  });
}

const ICON_COLORS: Record<SweetAlertIcon, string> = {
  success: theme.colors.success,
  error: theme.colors.danger,
  warning: theme.colors.accent,
  info: theme.colors.accent,
  question: theme.colors.accent,
};

const base: SweetAlertOptions = {
  returnFocus: true,
  heightAuto: false,
  buttonsStyling: false,
};

/** The host's brand, as the page's head names it (components/layout/SiteHead); none outside a page. */
const brandName = () => document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content || null;

/** The dialog's own options for a message: its icon, and a title naming the dialog for assistive technology. */
function messageOptions(t: Translate, id: MessageId, values?: MessageValues): SweetAlertOptions {
  const icon = MESSAGES[id];
  const brand = icon === 'info' ? brandName() : null;
  // A notice comes from the site, and says whose: `{{name}} 안내`.
  const titleText = brand ? t('dialog.title.brandInfo', { name: brand }) : t(`dialog.title.${icon}`);
  return { ...base, icon, iconColor: ICON_COLORS[icon], titleText, text: t(`dialog.${id}`, values) };
}

export async function alertMessage(t: Translate, id: MessageId, values?: MessageValues): Promise<void> {
  const Swal = await loadSwal();
  await shown(Swal.fire({ ...messageOptions(t, id, values), confirmButtonText: t('dialog.ok') }));
}

/** msg2001: a visitor may go and log in or register from the dialog itself. */
export async function askToLogIn(t: Translate): Promise<LoginChoice> {
  const Swal = await loadSwal();
  const result = await shown(
    Swal.fire({
      ...messageOptions(t, 'msg2001'),
      titleText: t('dialog.title.login'),
      confirmButtonText: t('nav.login'),
      showDenyButton: true,
      denyButtonText: t('nav.register'),
      showCancelButton: true,
      cancelButtonText: t('popup.close'),
    }),
  );
  if (result.isConfirmed) return 'login';
  return result.isDenied ? 'register' : null;
}

export async function confirmMessage(
  t: Translate,
  id: MessageId,
  { safeFocus = false, values }: { safeFocus?: boolean; values?: MessageValues } = {},
): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await shown(
    Swal.fire({
      ...messageOptions(t, id, values),
      showCancelButton: true,
      confirmButtonText: t('dialog.yes'),
      cancelButtonText: t('dialog.no'),
      // A dialog the member did not ask for starts on "no", so a stray Enter cannot accept it.
      focusConfirm: !safeFocus,
      focusCancel: safeFocus,
    }),
  );
  return result.isConfirmed;
}

/** A short confirmation that closes by itself after `ms`. */
export async function notifyMessage(t: Translate, id: MessageId, ms = 1200): Promise<void> {
  const Swal = await loadSwal();
  await shown(Swal.fire({ ...messageOptions(t, id), showConfirmButton: false, timer: ms }));
}

/** A dialog without buttons (logging in, loading a game); closeDialog() ends it. */
export async function showProgress(t: Translate, id: MessageId): Promise<void> {
  const Swal = await loadSwal();
  void shown(
    Swal.fire({
      ...messageOptions(t, id),
      showConfirmButton: false,
      allowOutsideClick: false,
      allowEscapeKey: false,
      // Its first tick can come after it was closed or replaced (a fast answer): showLoading() would then open an empty
      // modal that nothing closes, or take the next dialog's button.
      didOpen: (popup) => {
        if (Swal.getPopup() === popup) Swal.showLoading();
      },
    }),
  );
}

export async function closeDialog(): Promise<void> {
  if (!swal) return;
  (await swal).close();
}

export async function isDialogOpen(): Promise<boolean> {
  if (!swal) return false;
  return (await swal).isVisible();
}

/** A new note and a new support reply at once (unreadBoth): which to open, starting on "later". */
export async function askWhichUnread(t: Translate): Promise<'note' | 'help' | null> {
  const Swal = await loadSwal();
  const result = await shown(
    Swal.fire({
      ...messageOptions(t, 'unreadBoth'),
      confirmButtonText: t('nav.note'),
      showDenyButton: true,
      denyButtonText: t('nav.help'),
      showCancelButton: true,
      cancelButtonText: t('dialog.later'),
      focusConfirm: false,
      focusCancel: true,
    }),
  );
  if (result.isConfirmed) return 'note';
  return result.isDenied ? 'help' : null;
}

/** The reality check (`{elapsed, net}`): continue, log out or see the limits; 'busy' when another dialog is open. */
export async function askRealityCheck(t: Translate, values: MessageValues): Promise<RealityCheckChoice> {
  const Swal = await loadSwal();
  // Checked after loading and before firing, with no await between: a second dialog would replace the first.
  if (Swal.isVisible() || isModalOpen()) return 'busy';
  const result = await shown(
    Swal.fire({
      ...messageOptions(t, 'realityCheck', values),
      titleText: t('dialog.title.realityCheck'),
      confirmButtonText: t('dialog.continue'),
      showDenyButton: true,
      denyButtonText: t('dialog.seeLimits'),
      showCancelButton: true,
      cancelButtonText: t('nav.logout'),
    }),
  );
  if (result.isDenied) return 'limits';
  return result.dismiss === Swal.DismissReason.cancel ? 'logout' : 'continue';
}
