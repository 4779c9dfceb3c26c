import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';

/** Every dialog the portal shows, by the legacy message id, with its icon; the text is `dialog.<id>` in the bundles. */
export const MESSAGES = {
  msg2001: 'warning',
  msg2002: 'info',
  msg2003: 'info',
  msg2004: 'info',
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
  serviceUnavailable: 'error',
  noteDelete: 'warning',
  noteDeleteAll: 'warning',
  registered: 'success',
  registeredLogin: 'info',
  depositCancel: 'question',
  compConvert: 'question',
  compConvertAll: 'question',
} as const satisfies Record<string, SweetAlertIcon>;

export type MessageId = keyof typeof MESSAGES;

type Translate = (key: string) => string;

let swal: Promise<typeof import('sweetalert2').default> | undefined;

/** sweetalert2 is fetched on the first dialog, so it stays out of the first-load JavaScript. */
function loadSwal() {
  swal ??= import('sweetalert2').then((module) => module.default);
  return swal;
}

const base: SweetAlertOptions = {
  theme: 'dark',
  returnFocus: true,
  heightAuto: false,
};

export async function alertMessage(t: Translate, id: MessageId): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ ...base, icon: MESSAGES[id], text: t(`dialog.${id}`), confirmButtonText: t('dialog.ok') });
}

export async function confirmMessage(t: Translate, id: MessageId): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    ...base,
    icon: MESSAGES[id],
    text: t(`dialog.${id}`),
    showCancelButton: true,
    confirmButtonText: t('dialog.yes'),
    cancelButtonText: t('dialog.no'),
    focusCancel: false,
  });
  return result.isConfirmed;
}

/** A short confirmation that closes by itself after `ms`. */
export async function notifyMessage(t: Translate, id: MessageId, ms = 1200): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ ...base, icon: MESSAGES[id], text: t(`dialog.${id}`), showConfirmButton: false, timer: ms });
}

/** A dialog without buttons (logging in, loading a game); closeDialog() ends it. */
export async function showProgress(t: Translate, id: MessageId): Promise<void> {
  const Swal = await loadSwal();
  void Swal.fire({
    ...base,
    icon: MESSAGES[id],
    text: t(`dialog.${id}`),
    showConfirmButton: false,
    allowOutsideClick: false,
    allowEscapeKey: false,
    didOpen: () => Swal.showLoading(),
  });
}

export async function closeDialog(): Promise<void> {
  if (!swal) return;
  (await swal).close();
}

export async function isDialogOpen(): Promise<boolean> {
  if (!swal) return false;
  return (await swal).isVisible();
}

export function useDialogs() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      alert: (id: MessageId) => alertMessage(t, id),
      confirm: (id: MessageId) => confirmMessage(t, id),
      notify: (id: MessageId, ms?: number) => notifyMessage(t, id, ms),
      progress: (id: MessageId) => showProgress(t, id),
      close: closeDialog,
    }),
    [t],
  );
}
