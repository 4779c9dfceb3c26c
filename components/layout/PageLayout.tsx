import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { HydrateLater } from '@/components/common/HydrateLater';
import { useT } from '@/components/common/translation';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { paths } from '@/lib/paths';
import { useBrandName } from '@/store/brand';
import { useAppSelector } from '@/store/hooks';
import { selectRestriction } from '@/store/sessionSummary';
import { media } from '@/styles/theme';
import { Footer } from './Footer';
import { Header } from './Header';

/** The frame's account panel, for a screen that places it in a column of its own (the lobby): PageLayout is the shell's one door. */
export { AccountArea } from './AccountArea';

const RestrictionBanner = dynamic(() => import('./RestrictionBanner').then((m) => m.RestrictionBanner));

interface PageLayoutProps {
  title?: string;
  children: ReactNode;
  wide?: boolean;
}

export function PageLayout({ title, children, wide = false }: PageLayoutProps) {
  const { t } = useT();
  const appName = useBrandName(t);
  const { pathname } = useRouter();
  const restriction = useAppSelector(selectRestriction);

  return (
    <>
      <Head>
        <title>{title ? `${title} | ${appName}` : appName}</title>
        <meta name="description" content={t('app.tagline')} />
      </Head>
      <Header />
      {/* The responsible-gaming page states the restriction in full itself. */}
      {restriction && pathname !== paths.protection ? <RestrictionBanner restriction={restriction} /> : null}
      <Main id="main" tabIndex={-1} $wide={wide}>
        {children}
      </Main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </>
  );
}

const Main = styled.main<{ $wide: boolean }>`
  max-width: ${({ theme }) => theme.layout.headerMaxWidth}px;
  min-height: 60vh;
  margin: 0 auto;
  padding: ${({ $wide }) => ($wide ? '16px 12px 24px' : '24px 16px 24px')};
  outline: none;

  ${media.desktop} {
    padding: 24px;
  }
`;
