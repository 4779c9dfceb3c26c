import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useId } from 'react';
import styled from 'styled-components';
import { localizedPath, paths } from '@/lib/paths';
import { useBrandName } from '@/store/brand';
import { useAppSelector } from '@/store/hooks';
import { selectSite } from '@/store/pageSlice';
import { alpha } from '@/styles/theme';

/** A plain link, not next/link: the logo reloads the lobby, as players expect. */
export function Logo({ compact = false, markOnlyOnPhone = false }: { compact?: boolean; markOnlyOnPhone?: boolean }) {
  const { t } = useT();
  const { locale } = useRouter();
  const name = useBrandName(t);
  const logoUrl = useAppSelector(selectSite).logoUrl;

  return (
    <Link
      href={localizedPath(paths.home, locale)}
      aria-label={t('layout.homeLink', { name })}
      $compact={compact}
      $markOnlyOnPhone={markOnlyOnPhone}
    >
      {logoUrl ? <Image src={logoUrl} alt="" width={36} height={36} /> : <GeneratedMark />}
      <Name>{name}</Name>
    </Link>
  );
}

function GeneratedMark() {
  const gradient = `logo-gold-${useId().replace(/:/g, '')}`;
  return (
    <Mark aria-hidden="true" viewBox="0 0 64 64" width="36" height="36">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" />
          <stop offset="1" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="60" height="60" rx="16" stroke={`url(#${gradient})`} strokeWidth="3" />
      <path
        d="M32 12l6 12.2 13.4 1.9-9.7 9.4 2.3 13.4L32 42.6 20 48.9l2.3-13.4-9.7-9.4 13.4-1.9z"
        fill={`url(#${gradient})`}
      />
    </Mark>
  );
}

const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  font-weight: 800;
  letter-spacing: -0.01em;
  white-space: nowrap;
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.accentPale} 0%,
    ${({ theme }) => theme.colors.accent} 55%,
    ${({ theme }) => theme.colors.accentDeep} 100%
  );
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Link = styled.a<{ $compact: boolean; $markOnlyOnPhone: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: ${({ theme }) => theme.touchTarget};
  text-decoration: none;
  flex: 0 1 auto;
  min-width: 0;

  ${Name} {
    font-size: ${({ $compact }) => ($compact ? '1.05rem' : '1.3rem')};
  }
  @media (max-width: 479px) {
    ${Name} {
      display: ${({ $markOnlyOnPhone }) => ($markOnlyOnPhone ? 'none' : 'inline')};
      /* Between the phone bar's two buttons a brand of three words ("Sòng bạc Hoàng Gia") fits down to 360 px. */
      font-size: ${({ $compact }) => ($compact ? '1.05rem' : 'clamp(0.95rem, 4.3vw, 1.3rem)')};
    }
  }
`;

const Image = styled.img`
  flex: 0 0 auto;
  width: 36px;
  height: 36px;
  object-fit: contain;
`;

const Mark = styled.svg`
  flex: 0 0 auto;
  filter: drop-shadow(0 2px 8px ${({ theme }) => alpha(theme.colors.accent, 35)});

  stop:first-child {
    stop-color: ${({ theme }) => theme.colors.accentLight};
  }
  stop:last-child {
    stop-color: ${({ theme }) => theme.colors.accentDeep};
  }
  rect {
    fill: ${({ theme }) => theme.colors.background};
  }
`;
