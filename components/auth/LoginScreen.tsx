import { useT } from '@/lib/t';
import styled from 'styled-components';
import { PageLayout } from '@/components/layout/PageLayout';
import { LoginForm } from './LoginForm';

export function LoginScreen() {
  const { t } = useT();
  return (
    <PageLayout title={t('login.title')}>
      <Card>
        <h1>{t('login.title')}</h1>
        <p>{t('login.intro')}</p>
        <LoginForm />
      </Card>
    </PageLayout>
  );
}

const Card = styled.section`
  max-width: 420px;
  margin: 6vh auto 0;
  padding: 28px 24px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h1 { margin: 0 0 4px; font-size: 1.5rem; }
  p { margin: 0 0 20px; color: ${({ theme }) => theme.colors.textMuted}; }
`;
