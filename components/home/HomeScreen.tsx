import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { PageLayout } from '@/components/layout/PageLayout';

export function HomeScreen() {
  const { t } = useTranslation('common');
  return (
    <PageLayout>
      <Hero>
        <h1>{t('home.welcome')}</h1>
        <p>{t('home.intro')}</p>
      </Hero>
    </PageLayout>
  );
}

const Hero = styled.section`
  padding: 32px 24px;
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.surfaceRaised}, ${({ theme }) => theme.colors.surface});
  border: 1px solid ${({ theme }) => theme.colors.border};

  h1 { margin: 0 0 8px; font-size: clamp(1.5rem, 4vw, 2.25rem); }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;
