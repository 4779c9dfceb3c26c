import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Share of all CPUs' time spent busy since the previous sample (os.cpus() counters, any platform). */
function busySampler() {
  const read = () =>
    cpus().reduce(
      (sum, { times }) => ({
        idle: sum.idle + times.idle,
        total: sum.total + times.user + times.nice + times.sys + times.idle + times.irq,
      }),
      { idle: 0, total: 0 },
    );
  let previous = read();
  return () => {
    const now = read();
    const total = now.total - previous.total;
    const busy = total > 0 ? 1 - (now.idle - previous.idle) / total : 0;
    previous = now;
    return busy;
  };
}

export interface QuietWait {
  /** Seconds waited. */
  waitedSeconds: number;
  /** Busy share of the CPUs in the last sampled second, 0–1. */
  busy: number;
  quiet: boolean;
}

/**
 * Waits until the machine's CPUs have been mostly idle (under `threshold` busy) for `quietMs`, at most `limitMs`.
 * Lighthouse's figures are its trace's task times × 4, so whatever else the machine is still doing (the bench's own
 * setup: 200 members registered and logged in just before) lands in TBT; this lets that settle first.
 */
export async function waitForQuietCpu({
  threshold = 0.15,
  quietMs = 1_000,
  limitMs = 60_000,
  stepMs = 250,
} = {}): Promise<QuietWait> {
  const began = Date.now();
  const sample = busySampler();
  const window: number[] = [];
  const needed = Math.max(1, Math.round(quietMs / stepMs));
  for (;;) {
    await sleep(stepMs);
    window.push(sample());
    if (window.length > needed) window.shift();
    const busy = window.reduce((sum, value) => sum + value, 0) / window.length;
    const waited = Date.now() - began;
    if (window.length === needed && busy < threshold) return { waitedSeconds: waited / 1000, busy, quiet: true };
    if (waited >= limitMs) return { waitedSeconds: waited / 1000, busy, quiet: false };
  }
}
