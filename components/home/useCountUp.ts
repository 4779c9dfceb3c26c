import { useEffect, useRef, useState } from 'react';

const easeOut = (p: number) => 1 - (1 - p) ** 3;

export const COUNT_UP_STEP_MS = 80;

/**
 * The figures to show while they count from the last ones shown (0 at first) to `targets`, about 12 steps a second, on
 * one timer for them all: an animation frame per figure asked the phone for a frame 180 times a second for two
 * seconds while the lobby loaded. The server and the first render show the targets themselves; motion-averse visitors
 * get them at once.
 */
export function useCountUp(targets: readonly number[], duration = 1800): readonly number[] {
  const [shown, setShown] = useState(targets);
  const last = useRef<readonly number[] | null>(null);
  // The effect follows the figures, not the array (a new one each render).
  const key = targets.join(' ');

  useEffect(() => {
    const to = key === '' ? [] : key.split(' ').map(Number);
    const from = last.current ?? to.map(() => 0);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const length = reduce || to.every((target, index) => target === from[index]) ? 0 : duration;
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
    // After the page's first task, not in it.
    timer = setTimeout(step, 0);
    return () => clearTimeout(timer);
  }, [key, duration]);

  return shown;
}
