import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered with the page, hydrated after it: React leaves a boundary's server HTML in place and hydrates it in
 * a later, interruptible task. For small pieces whose first client render is costly (the first `Intl` format of a
 * page loads locale or time-zone data). Keep each under 500 bytes of HTML: React may stream a larger boundary after
 * the page with an inline script, which the CSP blocks.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
