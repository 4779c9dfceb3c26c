// Work that must finish before the portal exits (the SDK's last spans); the portal server runs it on SIGTERM.
const KEY = Symbol.for('casino-portal.shutdown');
const holder = globalThis as typeof globalThis & {
  [KEY]?: (() => Promise<unknown>)[];
};

export const onShutdown = (task: () => Promise<unknown>) => void (holder[KEY] ??= []).push(task);

/** Every task, each given up to `ms`; failures are ignored (the process is stopping anyway). */
export const runShutdownTasks = (ms: number) =>
  Promise.all(
    (holder[KEY] ?? []).map((task) =>
      Promise.race([task().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms).unref())]),
    ),
  );
