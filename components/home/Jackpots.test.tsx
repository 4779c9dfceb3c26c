import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageState } from '@/tests/fixtures/games';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { fakeProxy } from '@/tests/utils/proxy';
import { JACKPOT_REFRESH_MS, Jackpots } from './Jackpots';
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
  it('shows new figures at once, without counting, to a visitor who prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', matchMedia(true));
    vi.useFakeTimers();
    fakeProxy({
      'get-jackpot': () => ({ status: 'success', mega: 2_845_200_000, major: 152_380_000, minor: 8_640_500 }),
    });
    renderWithProviders(<Jackpots />, { initialState: state() });
    expect(shown()).toEqual(['₩2,845,120,000', '₩152,380,000', '₩8,640,500']);
    expect(screen.getByText('메가 잭팟')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS));
    await vi.waitFor(() => expect(shown()[0]).not.toBe('₩2,845,120,000'), { interval: 10, timeout: 5_000 });
    expect(shown()).toEqual(['₩2,845,200,000', '₩152,380,000', '₩8,640,500']);
  });

  it('shows the figures the server drew from the first render, and keeps them while the page loads', () => {
    vi.stubGlobal('matchMedia', matchMedia(false));
    vi.useFakeTimers();
    renderWithProviders(<Jackpots />, { initialState: state() });
    expect(shown()).toEqual(['₩2,845,120,000', '₩152,380,000', '₩8,640,500']);
    // Each step of a count would be drawn by now: none comes.
    for (let ms = 0; ms < 3_000; ms += COUNT_UP_STEP_MS) {
      act(() => vi.advanceTimersByTime(COUNT_UP_STEP_MS));
      expect(shown()).toEqual(['₩2,845,120,000', '₩152,380,000', '₩8,640,500']);
    }
  });

  it('asks again each minute and counts from the figures shown to the new ones, about 12 steps a second', async () => {
    vi.stubGlobal('matchMedia', matchMedia(false));
    vi.useFakeTimers();
    const { calls } = fakeProxy({
      'get-jackpot': () => ({ status: 'success', mega: 2_845_200_000, major: 152_380_000, minor: 8_640_500 }),
    });
    renderWithProviders(<Jackpots />, { initialState: state() });
    await act(() => vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS - 1_000));
    expect(calls).toHaveLength(0);
    const mega = () => Number(shown()[0]!.replace(/\D/g, ''));
    // vi.waitFor moves the fake clock on by its interval at each look.
    await vi.waitFor(() => expect(mega()).not.toBe(2_845_120_000), { interval: COUNT_UP_STEP_MS, timeout: 5_000 });
    expect(calls.map((call) => call.op)).toEqual(['get-jackpot']);
    expect(mega()).toBeLessThan(2_845_200_000);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(shown()).toEqual(['₩2,845,200,000', '₩152,380,000', '₩8,640,500']);
  });

  it('reports a failed load and keeps its place', () => {
    renderWithProviders(<Jackpots />, { initialState: { ...pageState(), page: { failed: ['get-jackpot'] } } });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(shown()).toEqual(['₩0', '₩0', '₩0']);
  });
});
