import { useLayoutEffect, useRef, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (element: Element): element is Field =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden', 'file', 'submit', 'button'].includes(element.type));

/**
 * Text typed into a server-rendered form before its scripts ran (the page paints first; lib/afterPaint) stays in the
 * field when React hydrates it, but React's state still holds the server's value, so the form would send that. Once
 * the form has hydrated, each field whose text differs from what the server wrote is given to its own onChange, the
 * way typing it would have: the field is put back to the server's value through React's value tracker, then set to
 * the typed text with the plain setter and an input event, which React sees as a change.
 */
export function replayTypedValues(form: HTMLFormElement) {
  for (const field of [...form.elements].filter(isTextField)) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** A ref for a form that keeps what was typed into it before it hydrated (see `replayTypedValues`). */
export function useTypedBeforeHydration(): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  // A layout effect: a tap on a part still hydrating hydrates it at once and is then replayed; the state must hold
  // the typed text before that tap's submit reads it.
  useLayoutEffect(() => {
    if (form.current) replayTypedValues(form.current);
  }, []);
  return form;
}
