// What the page's dialogs and their lazily loaded part (dialogFire) share.

export type Translate = (key: string, values?: Record<string, string>) => string;

/** Values a message's text takes, e.g. `{until}`. */
export type MessageValues = Record<string, string>;

export type LoginChoice = 'login' | 'register' | null;
export type RealityCheckChoice = 'continue' | 'logout' | 'limits' | 'busy';

/** A modal of the portal's own (a drawer, the slot modal) is open: `isDialogOpen` covers these dialogs. */
export const isModalOpen = () => document.querySelector('[aria-modal="true"]') !== null;
