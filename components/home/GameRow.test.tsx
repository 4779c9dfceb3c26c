import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueGame } from '@/tests/fixtures/catalogue';
import { pageState } from '@/tests/fixtures/games';
import { fakeProxy } from '@/tests/utils/proxy';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { GameRow } from './GameRow';

const games = Array.from({ length: 8 }, (_, i) =>
  catalogueGame(
    `koi-${i}`,
    { ko: `코이 ${i}`, en: `Koi ${i}` },
    { company: 'jade-dragon', provider: { ko: '옥룡 게이밍', en: 'Jade Dragon' } },
  ),
);

/** The browser's side: the resize observers, and which elements were measured. A track is 390 px wide (`data-width`), its tiles 1,200. */
let observed: { callback: ResizeObserverCallback; target?: Element }[];
let proxy: ReturnType<typeof fakeProxy>;
const measured = vi.fn();
beforeEach(() => {
  proxy = fakeProxy({});
  observed = [];
  measured.mockClear();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly entry: { callback: ResizeObserverCallback; target?: Element };
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    measured(this);
    return this.tagName === 'UL' ? 1_200 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'UL' ? Number(this.dataset.width ?? 390) : 0;
  });
});
afterEach(() => {
  proxy.restore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser lays the row out: a resize observer reports its first size. */
function laidOut() {
  act(() => {
    for (const { callback, target } of observed) if (target) callback([], {} as ResizeObserver);
  });
}

// The arrows are for a pointer: the stylesheet shows them from the desktop width, which jsdom does not apply.
const arrow = (name: string) => document.querySelector(`button[aria-label="${name}"]`);
const forward = () => arrow('신규 게임 다음으로');

describe('GameRow', () => {
  it('shows its arrows once the browser has laid out a row wider than the screen, without asking for a layout before', () => {
    renderWithProviders(<GameRow title="신규 게임" games={games} href="/game" />, { initialState: pageState() });
    // Nothing measured while hydrating: a row below the fold stays skipped until it comes near.
    expect(measured).not.toHaveBeenCalled();
    expect(forward()).toBeNull();

    laidOut();
    expect(forward()).toBeTruthy();
    expect(arrow('신규 게임 이전으로')).toBeTruthy();
  });

  it('has no arrows for a row that fits', () => {
    renderWithProviders(<GameRow title="신규 게임" games={games} href="/game" />, { initialState: pageState() });
    for (const list of document.querySelectorAll('ul')) list.dataset.width = '1400';
    laidOut();
    expect(forward()).toBeNull();
  });
});
