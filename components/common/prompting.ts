import { isDialogOpen, isModalOpen } from './dialogs';

// Rules for the dialogs the member did not ask for (the health check's prompts, the reality check).

const NOT_TYPED_IN = ['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'];

/** A field the member may be typing in: a prompt then would take the keystrokes meant for it. */
export function isTypingTarget(element: EventTarget | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
    return true;
  return element instanceof HTMLInputElement && !NOT_TYPED_IN.includes(element.type);
}

/** Any dialog or modal on the page: a prompt waits for it to close. */
export async function isAnyDialogOpen(): Promise<boolean> {
  return isModalOpen() || isDialogOpen();
}
