import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { GuardedLink } from '@/components/common/GuardedLink';
import { paths } from '@/lib/paths';
import { useBannersQuery } from '@/store/bannersApi';
import { useAppSelector } from '@/store/hooks';
import { selectHasFeature, selectPageDataFailed } from '@/store/pageSlice';
import { selectLoggedOut } from '@/store/sessionSlice';
import { alpha, media } from '@/styles/theme';

// Server-rendered like the rest; the browser loads a banner's script only when there is one, the carousel's only for two or more.
const SingleBanner = dynamic(() => import('./BannerSlide'));
const BannerCarousel = dynamic(() => import('./BannerCarousel'));

/** The operator's banners for this host; the site's own welcome without any (or from a backend without `banners`). */
export function Banner() {
  const { t } = useT();
  const loggedOut = useAppSelector(selectLoggedOut);
  const offered = useAppSelector((state) => selectHasFeature(state, 'banners'));
  const failed = useAppSelector((state) => selectPageDataFailed(state, 'get-banners'));
  const banners = useBannersQuery(undefined, { skip: !offered || failed }).data?.banners ?? [];

  if (banners.length > 0) {
    return (
      <>
        <h1 className="visually-hidden">{t('home.welcome')}</h1>
        {banners.length === 1 ? <SingleBanner banner={banners[0]} /> : <BannerCarousel banners={banners} />}
      </>
    );
  }
  return (
    <Hero>
      <Art aria-hidden="true" viewBox="0 0 420 240" preserveAspectRatio="xMaxYMid slice">
        <defs>
          <radialGradient id="banner-glow" cx="0.7" cy="0.45" r="0.6">
            <stop offset="0" stopOpacity="0.45" />
            <stop offset="1" stopOpacity="0" />
          </radialGradient>
          <linearGradient id="banner-gold" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" />
            <stop offset="1" />
          </linearGradient>
        </defs>
        <rect width="420" height="240" fill="url(#banner-glow)" />
        <g fill="none" stroke="url(#banner-gold)" strokeWidth="3" opacity="0.9">
          <circle cx="300" cy="120" r="74" />
          <circle cx="300" cy="120" r="56" strokeDasharray="10 8" />
          <circle cx="300" cy="120" r="20" />
        </g>
        <g fill="url(#banner-gold)" opacity="0.85">
          <path d="M300 58l5 10 11 1.6-8 7.8 1.9 11L300 83.2l-9.8 5.2 1.9-11-8-7.8 11-1.6z" />
          <path d="M372 58c-9 10-20 17-20 27 0 6 5 10 10 10 4 0 7-2 9-5-1 5-3 9-6 12h14c-3-3-5-7-6-12 2 3 5 5 9 5 5 0 10-4 10-10 0-10-11-17-20-27z" />
          <path d="M214 150c-6-9-18-13-18-23 0-6 5-10 10-10 4 0 6 2 8 5 2-3 4-5 8-5 5 0 10 4 10 10 0 10-12 14-18 23z" />
        </g>
        <g className="sparks" opacity="0.35">
          <circle cx="392" cy="196" r="6" />
          <circle cx="236" cy="42" r="4" />
          <circle cx="196" cy="206" r="3" />
        </g>
      </Art>
      <Copy>
        <Eyebrow>{t('home.bannerEyebrow')}</Eyebrow>
        <h1>{t('home.welcome')}</h1>
        <p>{t(loggedOut === false ? 'home.introMember' : 'home.intro')}</p>
        <Actions>
          {loggedOut === false ? (
            <Primary as={GuardedLink} href={paths.deposit}>
              {t('home.bannerCtaMember')}
            </Primary>
          ) : (
            <Primary as={Link} href={paths.register} prefetch={false}>
              {t('home.bannerCtaGuest')}
            </Primary>
          )}
          <Secondary href="#lobby-games">{t('home.bannerGames')}</Secondary>
        </Actions>
      </Copy>
    </Hero>
  );
}

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  min-height: 200px;
  padding: 28px 20px;
  border-radius: 18px;
  border: 1px solid ${({ theme }) => alpha(theme.colors.accent, 28)};
  background:
    radial-gradient(120% 140% at 0% 0%, ${({ theme }) => alpha(theme.colors.bannerGlow, 35)}, transparent 55%),
    linear-gradient(
      120deg,
      ${({ theme }) => theme.colors.bannerStart} 0%,
      ${({ theme }) => theme.colors.surface} 55%,
      ${({ theme }) => theme.colors.bannerEnd} 100%
    );
  box-shadow: 0 18px 48px ${({ theme }) => alpha(theme.colors.shadow, 35)};

  ${media.desktop} {
    min-height: 240px;
    padding: 40px 44px;
  }
`;

const Art = styled.svg`
  position: absolute;
  top: 0;
  right: 0;
  width: min(70%, 460px);
  height: 100%;
  opacity: 0.3;

  #banner-glow stop {
    stop-color: ${({ theme }) => theme.colors.accent};
  }
  .sparks {
    fill: ${({ theme }) => theme.colors.accent};
  }
  #banner-gold stop:first-child {
    stop-color: ${({ theme }) => theme.colors.accentPale};
  }
  #banner-gold stop:last-child {
    stop-color: ${({ theme }) => theme.colors.accentDark};
  }
  @media (min-width: 700px) {
    opacity: 1;
  }
`;

const Copy = styled.div`
  position: relative;
  max-width: 560px;

  h1 {
    margin: 4px 0 8px;
    font-size: clamp(1.7rem, 4.5vw, 2.6rem);
    line-height: 1.15;
    letter-spacing: -0.02em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1rem;
  }
`;

const Eyebrow = styled.span`
  display: inline-block;
  padding: 4px 10px;
  border-radius: 999px;
  font-size: 0.78rem;
  font-weight: 800;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => alpha(theme.colors.accent, 12)};
  border: 1px solid ${({ theme }) => alpha(theme.colors.accent, 35)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 20px;
`;

const Primary = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 46px;
  padding: 0 22px;
  border-radius: 12px;
  font-weight: 800;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.accentText};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.accentBright},
    ${({ theme }) => theme.colors.accent} 60%,
    ${({ theme }) => theme.colors.accentWarm}
  );
  box-shadow: 0 6px 20px ${({ theme }) => alpha(theme.colors.accent, 35)};
`;

const Secondary = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 46px;
  padding: 0 18px;
  border-radius: 12px;
  font-weight: 700;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => alpha(theme.colors.background, 50)};
`;
