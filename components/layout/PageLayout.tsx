import Head from 'next/head';
import { useT } from '@/lib/t';
import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { island } from '@/components/common/Island';
import { media } from '@/styles/theme';
import { Header } from './Header';

// Always below the fold: its code arrives when the visitor scrolls near it.
const Footer = island(() => import('./Footer').then((m) => m.Footer));

interface PageLayoutProps {
  title?: string;
  children: ReactNode;
  /** The lobby uses the full width for its three columns. */
  wide?: boolean;
}

export function PageLayout({ title, children, wide = false }: PageLayoutProps) {
  const { t } = useT();
  const appName = t('app.name');

  return (
    <>
      <Head>
        <title>{title ? `${title} | ${appName}` : appName}</title>
        <meta name="description" content={t('app.tagline')} />
      </Head>
      {/* Two boundaries: the browser hydrates the header and the page apart, each in short slices after the app's
          first commit, instead of in one long task; a tap on either hydrates that part at once and then counts. */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <Main id="main" tabIndex={-1} $wide={wide}>
        <Suspense fallback={null}>{children}</Suspense>
      </Main>
      <Footer />
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
