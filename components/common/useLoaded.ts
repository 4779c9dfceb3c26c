import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle: for what may wait (the operator's pop-ups), so that it
 * neither competes with the lobby's first paint and hydration nor delays the first input.
 */
export function useLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => {
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(() => setLoaded(true), { timeout: 1_000 })
          : window.setTimeout(() => setLoaded(true), 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return loaded;
}
