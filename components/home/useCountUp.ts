import { useEffect, useRef } from 'react';

const easeOut = (p: number) => 1 - (1 - p) ** 3;

export const COUNT_UP_STEP_MS = 80;

// Each frame rewrites the text node React rendered instead of setting state: no React render per frame.
export function useCountUp<E extends HTMLElement>(target: number, format: (value: number) => string, duration = 1800) {
  const ref = useRef<E>(null);
  const shown = useRef<number | null>(null);

  useEffect(() => {
    const text = ref.current?.firstChild;
    if (!(text instanceof Text)) return;
    const write = (value: number) => {
      shown.current = value;
      text.nodeValue = format(value);
    };
    const from = shown.current ?? 0;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (reduce || from === target || typeof requestAnimationFrame !== 'function') return void write(target);
    let frame = 0;
    let start: number | null = null;
    let written = -Infinity;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / duration);
      if (progress === 1 || now - written >= COUNT_UP_STEP_MS) {
        written = now;
        write(Math.round(from + (target - from) * easeOut(progress)));
      }
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, format, duration]);

  return ref;
}
