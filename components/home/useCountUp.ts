import { useEffect, useRef, useState } from 'react';

const easeOut = (p: number) => 1 - (1 - p) ** 3;

/**
 * A figure that counts up to `target` with requestAnimationFrame: from 0 the first time, then from the shown
 * value whenever the target changes. The server render and a reduced-motion visitor get the target at once.
 */
export function useCountUp(target: number, duration = 1800): number {
  const [value, setValue] = useState(target);
  const shown = useRef<number | null>(null);

  useEffect(() => {
    const from = shown.current ?? 0;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (reduce || from === target || typeof requestAnimationFrame !== 'function') {
      shown.current = target;
      setValue(target);
      return;
    }
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / duration);
      const next = Math.round(from + (target - from) * easeOut(progress));
      shown.current = next;
      setValue(next);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);

  return value;
}
