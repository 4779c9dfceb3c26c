import { Activity, type ReactNode } from 'react';

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
