// Chrome trace events, shared by bench/profile.ts and the Lighthouse runs (bench/lighthouse.ts).

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event; `dur` is wall time, which includes waiting for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

export const TOP_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/** The page renderer's main thread ("pid:tid"): the one with the most work (about:blank's renderer has little). */
export function rendererMainThread(events: TraceEvent[]): string {
  const threadNames = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, String(e.args?.name));
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (threadNames.get(key) === 'CrRendererMain' && e.ph === 'X' && TOP_TASKS.has(e.name))
      busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  return main;
}

/** The main thread's tasks as observed (not simulated): their wall time, and the CPU time the thread had in them. */
export function mainThreadTime(events: TraceEvent[]): { wallMs: number; cpuMs: number } {
  const main = rendererMainThread(events);
  let wallUs = 0;
  let cpuUs = 0;
  let end = 0;
  const tasks = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && TOP_TASKS.has(e.name))
    .sort((a, b) => a.ts - b.ts);
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the previous task
    end = task.ts + (task.dur ?? 0);
    wallUs += task.dur ?? 0;
    cpuUs += task.tdur ?? 0;
  }
  return { wallMs: wallUs / 1000, cpuMs: cpuUs / 1000 };
}
