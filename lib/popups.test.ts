import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearClosed,
  closedKey,
  closeInView,
  hiddenKey,
  hideForAWhile,
  isPopupHidden,
  POPUP_HIDE_MS,
  safeTitleColor,
  stackedPositions,
  visiblePopups,
  type PopupStorage,
} from './popups';

const popups = [
  { id: 1, domain: '' },
  { id: 2, domain: 'localhost|127.0.0.1' },
  { id: 3, domain: 'casino.example.com' },
  { id: 4, domain: 'WWW.Localhost:3000, other.example' },
];

describe('pop-up storage rules', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('hides for 24 hours unless configured', () => {
    expect(POPUP_HIDE_MS).toBe(86_400_000);
  });

  it('"don\'t show for a while" stores the time under pop_{id} and hides until the duration has passed', () => {
    hideForAWhile(localStorage, 7, Date.now());
    expect(localStorage.getItem('pop_7')).toBe(String(Date.now()));
    expect(isPopupHidden(localStorage, 7, Date.now())).toBe(true);

    vi.advanceTimersByTime(POPUP_HIDE_MS - 1);
    expect(isPopupHidden(localStorage, 7, Date.now())).toBe(true);

    vi.advanceTimersByTime(1);
    expect(isPopupHidden(localStorage, 7, Date.now())).toBe(false);
    expect(localStorage.getItem('pop_7')).toBeNull();
  });

  it('honours a configured duration', () => {
    hideForAWhile(localStorage, 7, Date.now());
    vi.advanceTimersByTime(60_000);
    expect(isPopupHidden(localStorage, 7, Date.now(), 60_000)).toBe(false);
  });

  it('a plain close stores pop2_{id}; each fetch removes every pop2_ key and nothing else', () => {
    closeInView(localStorage, 3, Date.now());
    closeInView(localStorage, 4, Date.now());
    hideForAWhile(localStorage, 5, Date.now());
    localStorage.setItem('name', 'demo');
    expect(localStorage.getItem(closedKey(3))).not.toBeNull();
    expect(isPopupHidden(localStorage, 3, Date.now())).toBe(true);

    clearClosed(localStorage);
    expect(localStorage.getItem('pop2_3')).toBeNull();
    expect(localStorage.getItem('pop2_4')).toBeNull();
    expect(localStorage.getItem(hiddenKey(5))).not.toBeNull();
    expect(localStorage.getItem('name')).toBe('demo');
    expect(isPopupHidden(localStorage, 3, Date.now())).toBe(false);
  });

  it('forgets a mark that is unreadable or from the future', () => {
    localStorage.setItem('pop_1', 'yesterday');
    localStorage.setItem('pop_2', String(Date.now() + 60_000));
    expect(isPopupHidden(localStorage, 1, Date.now())).toBe(false);
    expect(isPopupHidden(localStorage, 2, Date.now())).toBe(false);
    expect(localStorage.getItem('pop_1')).toBeNull();
  });

  it('keeps working when storage refuses', () => {
    const broken: PopupStorage = {
      length: 1,
      key: () => {
        throw new Error('denied');
      },
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => clearClosed(broken)).not.toThrow();
    expect(() => hideForAWhile(broken, 1, Date.now())).not.toThrow();
    expect(() => closeInView(broken, 1, Date.now())).not.toThrow();
    expect(isPopupHidden(broken, 1, Date.now())).toBe(false);
  });

  it('shows the pop-ups for this host that are neither hidden nor closed', () => {
    hideForAWhile(localStorage, 2, Date.now());
    const shown = visiblePopups(popups, { host: 'localhost:3000', storage: localStorage, now: Date.now() });
    expect(shown.map((p) => p.id)).toEqual([1, 4]);
    expect(
      visiblePopups(popups, { host: 'casino.example.com', storage: localStorage, now: Date.now() }).map((p) => p.id),
    ).toEqual([1, 3]);
  });
});

describe('safeTitleColor', () => {
  it.each(['#fff', '#f5c451', 'rgb(10, 20, 30)', 'hsl(40 90% 60%)', 'gold'])('keeps %s', (color) => {
    expect(safeTitleColor(color)).toBe(color);
  });

  it.each(['', 'url(https://x)', 'red; background: url(x)', 'expression(alert(1))', null, 42])('drops %s', (color) => {
    expect(safeTitleColor(color)).toBeUndefined();
  });
});

describe('stackedPositions', () => {
  it('moves a pop-up off one placed where a newer one sits, so both Close buttons stay in reach, and draws the newest on top', () => {
    const list = [
      { posX: 40, posY: 120 },
      { posX: 40, posY: 120 },
      { posX: 50, posY: 130 },
      { posX: 600, posY: 120 },
    ];
    expect(stackedPositions(list)).toEqual([
      { x: 40, y: 120, layer: 4 },
      { x: 72, y: 152, layer: 3 },
      { x: 114, y: 194, layer: 2 },
      { x: 600, y: 120, layer: 1 },
    ]);
  });
  it('reads a bad position as 0', () =>
    expect(stackedPositions([{ posX: 'x', posY: -5 }])).toEqual([{ x: 0, y: 0, layer: 1 }]));
});
