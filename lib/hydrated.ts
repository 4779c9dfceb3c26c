/** On `<html>` once the app has committed in the browser (see lib/afterPaint for what waits for it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Called by pages/_app after its first commit: React answers taps and submits from here on. */
export function markHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}
