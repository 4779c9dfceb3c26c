import Router from 'next/router';
import { useEffect } from 'react';

const STORE = 'game-scroll';
const KEPT = 20;

/** The address Back or Forward (or a reload) last brought the player to: only there is a kept position given back. */
let traversedTo: string | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    traversedTo = window.location.href;
  });
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry?.type === 'back_forward' || entry?.type === 'reload') traversedTo = window.location.href;
}

function kept(): [string, number][] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(STORE) ?? '[]');
    return Array.isArray(list)
      ? list.filter(
          (item): item is [string, number] =>
            Array.isArray(item) && typeof item[0] === 'string' && Number.isFinite(item[1]),
        )
      : [];
  } catch {
    return [];
  }
}

function keep(url: string, y: number) {
  try {
    sessionStorage.setItem(
      STORE,
      JSON.stringify([[url, y], ...kept().filter(([each]) => each !== url)].slice(0, KEPT)),
    );
  } catch {
    // Storage full or refused: Back then starts at the top, as before.
  }
}

/**
 * The browser restores the scroll position before a page's later tiles are back, so it ends at the top: the position
 * is kept per address when the player leaves (a link, a search, another document) and given back, once `ready`, when
 * Back or Forward returns to that address. A fresh visit starts at the top.
 */
export function useKeptScroll(asPath: string, ready: boolean) {
  useEffect(() => {
    const here = window.location.href;
    // On Back the address has already changed when the router starts: the position then is not this page's.
    const leave = () => {
      if (window.location.href === here) keep(here, Math.round(window.scrollY));
    };
    Router.events.on('routeChangeStart', leave);
    window.addEventListener('pagehide', leave);
    return () => {
      Router.events.off('routeChangeStart', leave);
      window.removeEventListener('pagehide', leave);
    };
  }, [asPath]);

  useEffect(() => {
    const here = window.location.href;
    if (!ready || traversedTo !== here) return;
    traversedTo = null;
    const y = kept().find(([url]) => url === here)?.[1];
    if (y !== undefined) window.scrollTo(0, y);
  }, [asPath, ready]);
}
