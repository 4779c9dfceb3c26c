import { useEffect } from 'react';

/**
 * Registers public/sw.js, which shows the offline page when a navigation finds no network (docs/decisions.md), once
 * the page has loaded: its install fetches the offline page, which would compete with the page's own first load.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
