import { useEffect } from 'react';

/** Registers public/sw.js, which shows the offline page when a navigation finds no network (docs/decisions.md). */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator)
      navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  }, []);
  return null;
}
