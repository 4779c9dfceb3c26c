import { useEffect, useRef, useState } from 'react';

const easeOut = (p: number) => 1 - (1 - p) ** 3;

export const COUNT_UP_STEP_MS = 80;

/**
 * The figures to show while they count from the last ones shown to new `targets`, about 12 steps a second, on one
 * timer for them all (an animation frame per figure asked the phone for a frame 180 times a second). The first figures
 * are the targets themselves, as the server drew them: nothing moves in the page's first seconds, when a phone has
 * the least time to spare. Motion-averse visitors get new figures at once.
 */
export function useCountUp(targets: readonly number[], duration = 1800): readonly number[] {
  const [shown, setShown] = useState(targets);
  const last = useRef<readonly number[] | null>(null);
  // The effect follows the figures, not the array (a new one each render).
  const key = targets.join(' ');

  useEffect(() => {
    const to = key === '' ? [] : key.split(' ').map(Number);
    const from = last.current ?? to;
    if (to.length === from.length && to.every((target, index) => target === from[index])) {
      last.current = to;
      return;
    }
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const length = reduce ? 0 : duration;
    let start: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = () => {
      const now = Date.now();
      start ??= now;
      const progress = length === 0 ? 1 : Math.min(1, (now - start) / length);
      const figures = to.map((target, index) =>
        Math.round((from[index] ?? 0) + (target - (from[index] ?? 0)) * easeOut(progress)),
      );
      last.current = figures;
      setShown(figures);
      if (progress < 1) timer = setTimeout(step, COUNT_UP_STEP_MS);
    };
    timer = setTimeout(step, 0);
    return () => clearTimeout(timer);
  }, [key, duration]);

  return shown;
}
