import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { Banner } from '@/lib/contract';
import { alpha, media } from '@/styles/theme';
import { slideOf } from './bannerSlides';

/** The size operators draw banners for (docs/decisions.md); the frame has a fixed ratio, so nothing moves as images load. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

interface BannerSlideProps extends HTMLAttributes<HTMLDivElement> {
  banner: Banner;
  first: boolean;
  /** A banner without carousel controls under it: its words sit in the middle. */
  alone?: boolean;
}

export function BannerSlide({ banner, first, alone = false, ...group }: BannerSlideProps) {
  const { t } = useT();
  const { locale } = useRouter();
  const { imageUrl, title, text, link } = slideOf(banner, locale);

  return (
    <Slide {...group}>
      <Image
        src={imageUrl}
        alt=""
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        draggable={false}
      />
      <Copy $alone={alone}>
        <Title>
          {link === null ? (
            title
          ) : link.external ? (
            <Target href={link.href} target="_blank" rel="noopener noreferrer">
              {title}
              <span className="visually-hidden"> {t('home.bannerNewTab')}</span>
            </Target>
          ) : (
            <Target as={Link} href={link.href} prefetch={false}>
              {title}
            </Target>
          )}
        </Title>
        {text ? <Text>{text}</Text> : null}
      </Copy>
    </Slide>
  );
}

/** One banner alone: no carousel and none of its script. */
export default function SingleBanner({ banner }: { banner: Banner }) {
  const { t } = useT();
  return (
    <BannerFrame aria-label={t('home.bannersLabel')}>
      <BannerSlide banner={banner} first alone />
    </BannerFrame>
  );
}

export const BannerFrame = styled.section`
  position: relative;
  overflow: hidden;
  container-type: inline-size;
  border-radius: 18px;
  border: 1px solid ${({ theme }) => alpha(theme.colors.accent, 28)};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.bannerStart},
    ${({ theme }) => theme.colors.surface} 55%,
    ${({ theme }) => theme.colors.bannerEnd}
  );
  box-shadow: 0 18px 48px ${({ theme }) => alpha(theme.colors.shadow, 35)};
`;

const Slide = styled.div`
  position: relative;
  flex: 0 0 100%;
  /* The banner's ratio, never under 220 px (an aspect-ratio with a min-height would widen the slide instead). */
  height: max(220px, calc(100cqw * ${BANNER_HEIGHT} / ${BANNER_WIDTH}));
  scroll-snap-align: start;
  scroll-snap-stop: always;
`;

const Image = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  object-position: 70% 50%;
`;

// The bottom padding keeps the words clear of the carousel's controls.
const Copy = styled.div<{ $alone: boolean }>`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 8px;
  padding: ${({ $alone }) => ($alone ? '20px' : '20px 20px 60px')};
  background: linear-gradient(
    90deg,
    ${({ theme }) => alpha(theme.colors.scrim, 88)} 0%,
    ${({ theme }) => alpha(theme.colors.scrim, 60)} 50%,
    transparent 85%
  );

  ${media.desktop} {
    padding: ${({ $alone }) => ($alone ? '28px 40px' : '28px 40px 64px')};
  }
`;

const clamp = (lines: number) => `
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  overflow: hidden;
  overflow-wrap: anywhere;
  max-width: 560px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: clamp(1.35rem, 3.6vw, 2.2rem);
  line-height: 1.2;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.textBright};
  ${clamp(2)}
`;

/** The whole banner is the link's target area; its name is the title. */
const Target = styled.a`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -4px;
    border-radius: 16px;
  }
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.98rem;
  ${clamp(2)}

  ${media.desktop} {
    -webkit-line-clamp: 3;
  }
`;
