// What the page's dialogs and their lazily loaded part (dialogFire) share.

export type Translate = (key: string, values?: Record<string, string>) => string;

/** Values a message's text takes, e.g. `{until}`. */
export type MessageValues = Record<string, string>;

export type LoginChoice = 'login' | 'register' | null;
export type RealityCheckChoice = 'continue' | 'logout' | 'limits' | 'busy';

/** A modal of the portal's own (a drawer, the slot modal) is open: `isDialogOpen` covers these dialogs. */
export const isModalOpen = () => document.querySelector('[aria-modal="true"]') !== null;

let report: (shown: boolean) => void = () => {};

/** Where dialogFire says a message came up or went away: the page's store (DialogsProvider), so a page knows it is covered. */
export function onMessageShown(listener: (shown: boolean) => void): () => void {
  report = listener;
  return () => {
    if (report === listener) report = () => {};
  };
}

export const reportMessageShown = (shown: boolean) => report(shown);
