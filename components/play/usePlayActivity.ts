import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** The session's own resolution: a report more often would only re-encrypt the cookie. */
export const ACTIVITY_EVERY_MS = 60_000;

/**
 * Play counts as activity for the session's idle limit while the game is in front (docs/decisions.md, the game shell):
 * the game's news of a round or a balance, or focus entering its frame, is reported (POST /api/activity, at most once a
 * minute) only while the page is visible. A game left playing in a hidden tab keeps nobody logged in.
 */
export function usePlayActivity(frame: RefObject<HTMLIFrameElement | null>, playing: boolean): () => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const report = useCallback(() => {
    if (!playing || document.visibilityState !== 'visible') return;
    const now = Date.now();
    if (now - last.current < ACTIVITY_EVERY_MS) return;
    last.current = now;
    void fetch('/api/activity', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    }).catch(() => undefined);
  }, [playing]);

  useEffect(() => {
    if (!playing) return;
    // A click into the game moves focus into its frame: the page sees its own window lose focus to the iframe.
    const onBlur = () => {
      if (frame.current && document.activeElement === frame.current) report();
    };
    window.addEventListener('blur', onBlur);
    return () => window.removeEventListener('blur', onBlur);
  }, [frame, playing, report]);

  return report;
}
