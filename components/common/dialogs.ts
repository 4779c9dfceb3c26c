import { useT } from '@/components/common/translation';
import { useRouter } from 'next/router';
import { createContext, createElement, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { paths } from '@/lib/paths';
import { messageShown } from '@/store/dialogSlice';
import { useAppDispatch } from '@/store/hooks';

import { onMessageShown, type MessageValues } from './dialogKinds';

export {
  isModalOpen,
  type LoginChoice,
  type MessageValues,
  type RealityCheckChoice,
  type Translate,
} from './dialogKinds';

/** A dialog's id: the legacy message id or the portal's own; its icon is in dialogFire's MESSAGES, its text `dialog.<id>`. */
export type MessageId = import('./dialogFire').MessageId;

type Fire = typeof import('./dialogFire');
let fire: Promise<Fire> | undefined;
/** The dialogs and sweetalert2 come with the first one, so they stay out of every page's first download. */
const dialogFire = () => (fire ??= import('./dialogFire'));

export const alertMessage: Fire['alertMessage'] = async (...args) => (await dialogFire()).alertMessage(...args);
export const askToLogIn: Fire['askToLogIn'] = async (...args) => (await dialogFire()).askToLogIn(...args);
export const confirmMessage: Fire['confirmMessage'] = async (...args) => (await dialogFire()).confirmMessage(...args);
export const notifyMessage: Fire['notifyMessage'] = async (...args) => (await dialogFire()).notifyMessage(...args);
export const showProgress: Fire['showProgress'] = async (...args) => (await dialogFire()).showProgress(...args);
export const askWhichUnread: Fire['askWhichUnread'] = async (...args) => (await dialogFire()).askWhichUnread(...args);
export const askRealityCheck: Fire['askRealityCheck'] = async (...args) =>
  (await dialogFire()).askRealityCheck(...args);
export const closeDialog = async () => (fire ? (await fire).closeDialog() : undefined);
export const isDialogOpen = async () => (fire ? (await fire).isDialogOpen() : false);

function useDialogsOfPage() {
  const { t } = useT();
  const router = useRouter();
  return useMemo(
    () => ({
      alert: async (id: MessageId, values?: MessageValues) => {
        if (id !== 'msg2001') return alertMessage(t, id, values);
        const choice = await askToLogIn(t);
        if (choice) await router.push(choice === 'login' ? paths.login : paths.register);
      },
      confirm: (id: MessageId, options?: { safeFocus?: boolean; values?: MessageValues }) =>
        confirmMessage(t, id, options),
      chooseUnread: () => askWhichUnread(t),
      notify: (id: MessageId, ms?: number) => notifyMessage(t, id, ms),
      progress: (id: MessageId) => showProgress(t, id),
      close: closeDialog,
    }),
    [t, router],
  );
}

export type Dialogs = ReturnType<typeof useDialogsOfPage>;

const DialogsContext = createContext<Dialogs | null>(null);

/**
 * The dialogs in the page's language, made once per page (pages/_app.tsx): every game tile and heart uses them. The
 * store hears when a message comes up and goes (selectCovered).
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  useEffect(() => onMessageShown((shown) => dispatch(messageShown(shown))), [dispatch]);
  return createElement(DialogsContext.Provider, { value: useDialogsOfPage() }, children);
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs outside a DialogsProvider');
  return dialogs;
}
