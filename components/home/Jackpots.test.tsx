import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageState } from '@/tests/fixtures/games';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { Jackpots } from './Jackpots';
import { COUNT_UP_STEP_MS } from './useCountUp';

const state = () =>
  pageState({
    entries: [
      {
        endpointName: 'jackpot',
        arg: undefined,
        value: { status: 'success', mega: 2_845_120_000, major: '152380000', minor: 8_640_500.9 },
      },
    ],
  });

const shown = () =>
  within(screen.getByRole('region', { name: '프로그레시브 잭팟' }))
    .getAllByText(/^₩[\d,]+$/, { selector: '[aria-hidden="true"]' })
    .map((node) => node.textContent);

function matchMedia(reduce: boolean) {
  return vi.fn((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Jackpots', () => {
  it('shows the three figures at once for a visitor who prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', matchMedia(true));
    renderWithProviders(<Jackpots />, { initialState: state() });
    expect(shown()).toEqual(['₩2,845,120,000', '₩152,380,000', '₩8,640,500']);
    expect(screen.getByText('메가 잭팟')).toBeTruthy();
  });

  it('counts up from 0 to the figures, about 12 steps a second', () => {
    vi.stubGlobal('matchMedia', matchMedia(false));
    vi.useFakeTimers();
    const step = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    renderWithProviders(<Jackpots />, { initialState: state() });
    // The server's figures until the page's first task is over.
    expect(shown()).toEqual(['₩2,845,120,000', '₩152,380,000', '₩8,640,500']);
    step(0);
    expect(shown()).toEqual(['₩0', '₩0', '₩0']);
    // About 12 rewrites a second, not one per frame: a 16 ms frame later the figure has not been rewritten.
    step(16);
    expect(shown()).toEqual(['₩0', '₩0', '₩0']);
    step(COUNT_UP_STEP_MS);
    expect(Number(shown()[0]!.replace(/\D/g, ''))).toBeGreaterThan(0);
    step(600);
    const halfway = Number(shown()[0]!.replace(/\D/g, ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(2_845_120_000);
    step(2_000);
    expect(shown()).toEqual(['₩2,845,120,000', '₩152,380,000', '₩8,640,500']);
  });

  it('reports a failed load and keeps its place', () => {
    renderWithProviders(<Jackpots />, { initialState: { ...pageState(), page: { failed: ['get-jackpot'] } } });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(shown()).toEqual(['₩0', '₩0', '₩0']);
  });
});
