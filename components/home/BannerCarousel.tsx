import { useT } from '@/components/common/translation';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import type { Banner } from '@/lib/contract';
import { alpha } from '@/styles/theme';
import { BannerFrame, BannerSlide } from './BannerSlide';

export const ROTATE_MS = 6_000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
// The server cannot know: it renders the carousel standing still.
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? true;
function watchReducedMotion(changed: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

const ICONS = {
  previous: 'M10 3L5 8l5 5',
  next: 'M6 3l5 5-5 5',
  pause: 'M5 3v10M11 3v10',
  play: 'M5 3l8 5-8 5z',
};

/**
 * The WAI-ARIA carousel: rotation control, previous and next, a picker per slide. Slides scroll with CSS scroll
 * snap (a finger swipes them); the one in view is the current one. It rotates only for a visitor who has not asked
 * for reduced motion, and stands still while pointer or focus is inside.
 */
export default function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useT();
  const trackId = useId();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const reduced = useSyncExternalStore(watchReducedMotion, prefersReducedMotion, () => true);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reduced;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;
  const rotating = playing && !hovered && !focused;

  const show = (index: number) => scrollToSlide(track.current, index, count);

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => scrollToSlide(track.current, current + 1, count), ROTATE_MS);
    return () => clearTimeout(timer);
  }, [rotating, current, count]);

  const onScroll = () => {
    const list = track.current;
    if (list && list.clientWidth > 0) setCurrent(Math.min(count - 1, Math.round(list.scrollLeft / list.clientWidth)));
  };

  return (
    <BannerFrame
      aria-roledescription={t('home.bannerCarousel')}
      aria-label={t('home.bannersLabel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(!event.target.hasAttribute('data-rotation'))}
      onBlur={(event) => event.currentTarget.contains(event.relatedTarget) || setFocused(false)}
    >
      <Controls>
        <Control
          type="button"
          data-rotation=""
          aria-label={t(playing ? 'home.bannerPause' : 'home.bannerPlay')}
          onClick={() => setChosen(!playing)}
        >
          <Icon d={playing ? ICONS.pause : ICONS.play} />
        </Control>
        <Control
          type="button"
          aria-controls={trackId}
          aria-label={t('home.bannerPrevious')}
          onClick={() => show(current - 1)}
        >
          <Icon d={ICONS.previous} />
        </Control>
        <Pickers>
          {banners.map((banner, index) => (
            <Picker
              key={banner.id}
              type="button"
              aria-controls={trackId}
              aria-label={t('home.bannerShow', { n: index + 1 })}
              aria-current={index === current}
              onClick={() => show(index)}
            />
          ))}
        </Pickers>
        <Control
          type="button"
          aria-controls={trackId}
          aria-label={t('home.bannerNext')}
          onClick={() => show(current + 1)}
        >
          <Icon d={ICONS.next} />
        </Control>
      </Controls>
      <Track id={trackId} ref={track} aria-live={rotating ? 'off' : 'polite'} onScroll={onScroll}>
        {banners.map((banner, index) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            first={index === 0}
            role="group"
            aria-roledescription={t('home.bannerSlide')}
            aria-label={t('home.bannerPosition', { n: index + 1, m: count })}
            inert={index !== current}
          />
        ))}
      </Track>
    </BannerFrame>
  );
}

/** Wraps around at both ends; the track's scroll-behavior animates it unless motion is reduced (global style). */
function scrollToSlide(list: HTMLElement | null, index: number, count: number) {
  list?.scrollTo({ left: ((index + count) % count) * list.clientWidth });
}

function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

const Track = styled.div`
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  overscroll-behavior-x: contain;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
`;

const Controls = styled.div`
  position: absolute;
  z-index: 1;
  right: 12px;
  bottom: 12px;
  display: flex;
  align-items: center;
  gap: 2px;
  max-width: calc(100% - 24px);
  padding: 2px;
  border-radius: 999px;
  background: ${({ theme }) => alpha(theme.colors.scrim, 75)};
  border: 1px solid ${({ theme }) => alpha(theme.colors.border, 80)};
`;

const Control = styled.button`
  display: inline-flex;
  flex: 0 0 auto;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  min-width: 0;
`;

/** A small dot in a 24-pixel target. */
const Picker = styled.button`
  width: 24px;
  height: 36px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    width: 8px;
    height: 8px;
    margin: auto;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.textMuted};
    transition: width 0.2s;
  }
  &[aria-current='true']::before {
    width: 18px;
    background: ${({ theme }) => theme.colors.accent};
  }
`;
