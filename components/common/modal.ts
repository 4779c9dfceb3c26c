import { useEffect, useRef, type RefObject } from 'react';
import { modalClosed, modalOpened } from '@/store/dialogSlice';
import { useAppDispatch } from '@/store/hooks';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

/** Another dialog on top of ours (the sweetalert2 messages) handles its own keys and focus. */
function inOtherDialog(target: EventTarget | null, container: HTMLElement): boolean {
  if (!(target instanceof Element)) return false;
  const dialog = target.closest('[role="dialog"], [role="alertdialog"]');
  return dialog !== null && dialog !== container && !container.contains(dialog);
}

let locks = 0;

/** Stops the page behind from scrolling, keeping its width (no jump when the scrollbar goes away). */
function lockScroll(): () => void {
  const { body, documentElement } = document;
  if (locks === 0) {
    const gap = window.innerWidth - documentElement.clientWidth;
    body.dataset.scrollLock = '';
    body.style.overflow = 'hidden';
    if (gap > 0) body.style.paddingRight = `${gap}px`;
  }
  locks += 1;
  return () => {
    locks -= 1;
    if (locks === 0) {
      body.style.overflow = '';
      body.style.paddingRight = '';
      delete body.dataset.scrollLock;
    }
  };
}

/**
 * A modal dialog or drawer: focus moves in when it opens and back when it closes, Tab and Shift+Tab stay
 * inside, Escape closes it, the page behind does not scroll, and the store counts it open (selectCovered).
 */
export function useModal(ref: RefObject<HTMLElement | null>, open: boolean, onClose: () => void) {
  const dispatch = useAppDispatch();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const container = ref.current;
    if (!open || !container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    dispatch(modalOpened());
    const initial = container.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(container)[0] ?? container;
    initial.focus({ preventScroll: true });

    function onKeyDown(event: KeyboardEvent) {
      if (!container || event.defaultPrevented || inOtherDialog(event.target, container)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && container.contains(active);
      if (event.shiftKey && (!inside || active === first || active === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlock();
      dispatch(modalClosed());
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open, ref, dispatch]);
}
