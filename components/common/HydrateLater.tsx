import Router from 'next/router';
import { Activity, use, useId, type ReactNode } from 'react';
import { useInBrowser } from './useInBrowser';

/**
 * Server-rendered with the page, hydrated after it: React leaves an `<Activity>` boundary's server HTML in place and
 * hydrates it in a later, interruptible task (first at once when the player touches it or its props change). For
 * what the first screen's taps do not need, or whose first client render is costly (the first `Intl` format of a
 * page loads locale data). Unlike a Suspense boundary, React writes an Activity boundary in place whatever its size,
 * never streamed after the page with an inline script (which the CSP blocks).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity>{children}</Activity>;
}

/**
 * As HydrateLater, but hydrated only once it comes near the screen, or once the player first acts (a touch, a key, a
 * navigation): a phone that only loads the lobby needs none of what lies below its first screen. Until then its
 * server HTML stands as sent, links working as plain links. Drawn in the browser after a client navigation, it
 * renders at once. Wraps its content in a block.
 */
export function HydrateNearScreen({ children }: { children: ReactNode }) {
  return (
    <Activity>
      <NearScreen>{children}</NearScreen>
    </Activity>
  );
}

/** How far above or below the screen hydration begins: the rows' answers are then in before the player gets there. */
const NEAR_SCREEN_MARGIN_PX = 400;

function NearScreen({ children }: { children: ReactNode }) {
  const id = useId();
  // Not yet "in the browser" while React hydrates over the server's HTML; in the browser once it renders there.
  const hydrating = !useInBrowser();
  if (hydrating && !released && typeof window !== 'undefined') use(nearScreen(id));
  return <div data-near-screen={id}>{children}</div>;
}

const nearing = new Map<string, { near: Promise<void>; settle: () => void }>();
const FIRST_ACTS = ['pointerdown', 'keydown'];
// Once the player acts, an update (a navigation's above all) may need these boundaries hydrated: none waits any more.
let released = false;

function release() {
  released = true;
  for (const type of FIRST_ACTS) window.removeEventListener(type, release, { capture: true });
  Router.events.off('routeChangeStart', release);
  for (const { settle } of nearing.values()) settle();
}

// Listened for from the start, not from the first boundary that waits: a boundary React reaches only after the
// player's first act (a slow phone) must not wait, or hold the navigation's transition that act began.
if (typeof window !== 'undefined') {
  for (const type of FIRST_ACTS) window.addEventListener(type, release, { capture: true, passive: true });
  Router.events.on('routeChangeStart', release);
}

/** Settles when the server's element of that boundary comes within the margin of the viewport (at once without one). */
function nearScreen(id: string): Promise<void> {
  let entry = nearing.get(id);
  if (!entry) {
    let settle = () => {};
    const near = new Promise<void>((resolve) => (settle = resolve));
    entry = { near, settle };
    nearing.set(id, entry);
    const element = [...document.querySelectorAll('[data-near-screen]')].find(
      (each) => each.getAttribute('data-near-screen') === id,
    );
    if (!element || typeof IntersectionObserver === 'undefined') settle();
    else {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((seen) => seen.isIntersecting)) settle();
        },
        { rootMargin: `${NEAR_SCREEN_MARGIN_PX}px 0px` },
      );
      observer.observe(element);
      void near.then(() => observer.disconnect());
    }
  }
  return entry.near;
}
