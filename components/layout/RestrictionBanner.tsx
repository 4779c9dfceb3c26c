import Link from 'next/link';
import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import type { Restriction } from '@/lib/contract';
import { paths } from '@/lib/paths';
import { alpha, media } from '@/styles/theme';
import { useSiteFormat } from '@/store/market';

/** On every page of the restricted mode: what is closed, until when, and what still works. */
export function RestrictionBanner({ restriction }: { restriction: Restriction }) {
  const { t } = useT();
  const fmt = useSiteFormat();

  return (
    <Band aria-label={t('restricted.label')}>
      <Inner>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M9 8v8M15 8v8" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <Text>
          <strong data-testid="restriction-until">
            {t(`restricted.${restriction.kind}`, { until: fmt.dateTime(restriction.until) })}
          </strong>
          <span>
            {t('restricted.allowed')} <Link href={paths.protection}>{t('restricted.nav')}</Link>
          </span>
        </Text>
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  border-bottom: 1px solid ${({ theme }) => alpha(theme.colors.accent, 45)};
  background: ${({ theme }) => alpha(theme.colors.accent, 10)};
`;

const Inner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  max-width: ${({ theme }) => theme.layout.headerMaxWidth}px;
  margin: 0 auto;
  padding: 12px 16px;

  svg {
    flex: 0 0 auto;
    color: ${({ theme }) => theme.colors.accent};
  }

  ${media.desktop} {
    align-items: center;
    padding: 12px 24px;
  }
`;

const Text = styled.p`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  line-height: 1.5;

  strong {
    color: ${({ theme }) => theme.colors.textBright};
  }
  span {
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.92rem;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
    text-underline-offset: 3px;
  }
`;
