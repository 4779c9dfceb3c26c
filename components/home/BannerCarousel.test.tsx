import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@/lib/contract';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import BannerCarousel, { ROTATE_MS } from './BannerCarousel';

const banners: Banner[] = [1, 2, 3].map((id) => ({
  id,
  imageUrl: `https://cdn.test/${id}.png`,
  title: { en: `Bonus ${id}` },
  text: {},
  link: `/promo/${id}`,
  order: id,
}));
const WIDTH = 600;

let scrolledTo: number[];

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

function renderCarousel() {
  const view = renderWithProviders(<BannerCarousel banners={banners} />, { locale: 'en' });
  const track = view.container.querySelector<HTMLElement>('[aria-live]')!;
  Object.defineProperty(track, 'clientWidth', { value: WIDTH });
  // jsdom does not scroll: a scroll lands at once, as with reduced motion.
  track.scrollTo = ((options: ScrollToOptions) => {
    scrolledTo.push(options.left! / WIDTH);
    track.scrollLeft = options.left!;
    fireEvent.scroll(track);
  }) as typeof track.scrollTo;
  return { ...view, track };
}

const slide = (n: number) => screen.getByRole('group', { name: `${n} of 3` });

beforeEach(() => {
  scrolledTo = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BannerCarousel', () => {
  it('goes forward and back with the buttons, around at the ends, and to a slide by its picker', () => {
    prefersReducedMotion(true);
    renderCarousel();
    expect(slide(1).hasAttribute('inert')).toBe(false);
    expect(slide(2).hasAttribute('inert')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slide(2).hasAttribute('inert')).toBe(false);
    expect(slide(1).hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('button', { name: 'Show slide 2' }).getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(scrolledTo).toEqual([1, 0, 2]);
    expect(slide(3).hasAttribute('inert')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Show slide 1' }));
    expect(slide(1).hasAttribute('inert')).toBe(false);
  });

  it('does not rotate for a visitor who asked for reduced motion, until they press play', () => {
    prefersReducedMotion(true);
    const { track } = renderCarousel();
    act(() => void vi.advanceTimersByTime(ROTATE_MS * 3));
    expect(scrolledTo).toEqual([]);
    expect(track.getAttribute('aria-live')).toBe('polite');

    fireEvent.click(screen.getByRole('button', { name: 'Start the slide show' }));
    act(() => void vi.advanceTimersByTime(ROTATE_MS));
    expect(scrolledTo).toEqual([1]);
    expect(track.getAttribute('aria-live')).toBe('off');
  });

  it('rotates otherwise, and stands still while paused, hovered or focused', () => {
    prefersReducedMotion(false);
    const { track } = renderCarousel();
    act(() => void vi.advanceTimersByTime(ROTATE_MS));
    act(() => void vi.advanceTimersByTime(ROTATE_MS));
    expect(scrolledTo).toEqual([1, 2]);
    act(() => void vi.advanceTimersByTime(ROTATE_MS));
    expect(scrolledTo).toEqual([1, 2, 0]);

    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.mouseEnter(region);
    act(() => void vi.advanceTimersByTime(ROTATE_MS * 2));
    fireEvent.mouseLeave(region);
    expect(scrolledTo).toHaveLength(3);

    act(() => screen.getByRole('link', { name: 'Bonus 1' }).focus());
    act(() => void vi.advanceTimersByTime(ROTATE_MS * 2));
    expect(scrolledTo).toHaveLength(3);
    act(() => screen.getByRole('link', { name: 'Bonus 1' }).blur());
    act(() => void vi.advanceTimersByTime(ROTATE_MS));
    expect(scrolledTo).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Stop the slide show' }));
    act(() => void vi.advanceTimersByTime(ROTATE_MS * 2));
    expect(scrolledTo).toHaveLength(4);
    expect(track.getAttribute('aria-live')).toBe('polite');
  });
});
