/** Storage can refuse (private mode, quota, disabled): the action's fallback, so the page goes on without it. */
export function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}
