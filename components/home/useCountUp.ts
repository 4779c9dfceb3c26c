import { useEffect, useRef, useState } from 'react';

const easeOut = (p: number) => 1 - (1 - p) ** 3;

export const COUNT_UP_STEP_MS = 80;

/**
 * The figure to show while it counts from the last one shown (0 at first) to `target`, about 12 steps a second. The
 * server and the first render show `target` itself; motion-averse visitors get it at once.
 */
export function useCountUp(target: number, duration = 1800): number {
  const [shown, setShown] = useState(target);
  const last = useRef<number | null>(null);

  useEffect(() => {
    if (typeof requestAnimationFrame !== 'function') return;
    const from = last.current ?? 0;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const length = reduce || from === target ? 0 : duration;
    let frame = 0;
    let start: number | null = null;
    let written = -Infinity;
    const step = (now: number) => {
      start ??= now;
      const progress = length === 0 ? 1 : Math.min(1, (now - start) / length);
      if (progress === 1 || now - written >= COUNT_UP_STEP_MS) {
        written = now;
        last.current = Math.round(from + (target - from) * easeOut(progress));
        setShown(last.current);
      }
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);

  return shown;
}
