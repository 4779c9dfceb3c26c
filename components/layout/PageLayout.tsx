import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Header } from './Header';

interface PageLayoutProps {
  title?: string;
  children: ReactNode;
}

export function PageLayout({ title, children }: PageLayoutProps) {
  const { t } = useTranslation('common');
  const appName = t('app.name');

  return (
    <>
      <Head>
        <title>{title ? `${title} | ${appName}` : appName}</title>
        <meta name="description" content={t('app.tagline')} />
      </Head>
      <Header />
      <Main id="main">{children}</Main>
    </>
  );
}

const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.headerMaxWidth}px;
  margin: 0 auto;
  padding: 24px 16px 48px;
`;
