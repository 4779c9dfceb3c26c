import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False in the server's render and in the hydration over it, true once React listens in the browser: for what the
 * server's HTML must not hold, or a control that would lose a click made before then.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
