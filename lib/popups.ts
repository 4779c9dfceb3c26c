import { toAmount } from './format';
import { filterForHost } from './domain';
import { attempt } from './attempt';

/** How long "don't show for a while" hides a pop-up. */
export const POPUP_HIDE_MS = 24 * 60 * 60 * 1000;

/** `pop_{id}`: the time a player asked not to see the pop-up for a while. */
export const hiddenKey = (id: unknown) => `pop_${String(id)}`;
/** `pop2_{id}`: closed in this view; every fetch of the pop-ups clears these. */
export const closedKey = (id: unknown) => `pop2_${String(id)}`;

const CLOSED_PREFIX = 'pop2_';

export type PopupStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Run on each fetch of the pop-ups: a plain close lasts until then. */
export function clearClosed(storage: PopupStorage): void {
  attempt(() => {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(CLOSED_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  }, undefined);
}

export function hideForAWhile(storage: PopupStorage, id: unknown, now = Date.now()): void {
  attempt(() => storage.setItem(hiddenKey(id), String(now)), undefined);
}

export function closeInView(storage: PopupStorage, id: unknown, now = Date.now()): void {
  attempt(() => storage.setItem(closedKey(id), String(now)), undefined);
}

/** Closed in this view, or hidden less than `hideMs` ago; an expired or unreadable mark is removed. */
export function isPopupHidden(storage: PopupStorage, id: unknown, now: number, hideMs = POPUP_HIDE_MS): boolean {
  return attempt(() => {
    if (storage.getItem(closedKey(id)) !== null) return true;
    const raw = storage.getItem(hiddenKey(id));
    if (raw === null) return false;
    const since = Number(raw);
    if (Number.isFinite(since) && since <= now && now - since < hideMs) return true;
    storage.removeItem(hiddenKey(id));
    return false;
  }, false);
}

/** The pop-ups this visitor should see now: for this host, and not hidden or closed. */
export function visiblePopups<T extends { id: unknown; domain?: unknown }>(
  items: readonly T[],
  {
    host,
    storage,
    now,
    hideMs = POPUP_HIDE_MS,
  }: { host: string | undefined; storage: PopupStorage; now: number; hideMs?: number },
): T[] {
  return filterForHost(items, host).filter((item) => !isPopupHidden(storage, item.id, now, hideMs));
}

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]{3,20})$/i;

/** The operator's title colour when it is a plain CSS colour; anything else falls back to the theme. */
export function safeTitleColor(value: unknown): string | undefined {
  return typeof value === 'string' && COLOR.test(value.trim()) ? value.trim() : undefined;
}

/** How far a pop-up moves, right and down, off one placed where another already sits. */
export const POPUP_STACK_STEP = 32;

/**
 * Where each pop-up of `list` (newest first) is drawn: one that would cover an earlier one moves down and right until
 * it does not, so every Close stays in reach; `layer` puts the newest on top.
 */
export function stackedPositions(
  list: readonly { posX: unknown; posY: unknown }[],
  step = POPUP_STACK_STEP,
): { x: number; y: number; layer: number }[] {
  const placed: { x: number; y: number; layer: number }[] = [];
  for (const [index, popup] of list.entries()) {
    let x = Math.max(0, toAmount(popup.posX));
    let y = Math.max(0, toAmount(popup.posY));
    while (placed.some((other) => Math.abs(other.x - x) < step && Math.abs(other.y - y) < step)) {
      x += step;
      y += step;
    }
    placed.push({ x, y, layer: list.length - index });
  }
  return placed;
}
