import Link from 'next/link';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LanguageSwitcher } from '@/components/common/LanguageSwitcher';
import { paths } from '@/lib/paths';

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
      <Header>
        <HeaderInner>
          <Brand href={paths.home}>{appName}</Brand>
          <LanguageSwitcher />
        </HeaderInner>
      </Header>
      <Main id="main">{children}</Main>
    </>
  );
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HeaderInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  max-width: ${({ theme }) => theme.layout.headerMaxWidth}px;
  margin: 0 auto;
  padding: 10px 16px;
`;

const Brand = styled(Link)`
  font-size: 1.25rem;
  font-weight: 800;
  letter-spacing: 0.02em;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.accent};
`;

const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.headerMaxWidth}px;
  margin: 0 auto;
  padding: 24px 16px 48px;
`;
