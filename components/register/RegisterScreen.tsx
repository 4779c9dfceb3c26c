import Link from 'next/link';
import { useT } from '@/lib/t';
import styled from 'styled-components';
import { PageLayout } from '@/components/layout/PageLayout';
import { paths } from '@/lib/paths';
import { RegisterForm } from './RegisterForm';

export function RegisterScreen() {
  const { t } = useT();
  return (
    <PageLayout title={t('register.title')}>
      <Card>
        <h1>{t('register.title')}</h1>
        <Intro>{t('register.intro')}</Intro>
        <RegisterForm />
        <HaveAccount>
          {t('register.haveAccount')} <Link href={paths.login}>{t('nav.login')}</Link>
        </HaveAccount>
      </Card>
    </PageLayout>
  );
}

const Card = styled.section`
  max-width: 560px;
  margin: 2vh auto 0;
  padding: 28px 24px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h1 {
    margin: 0 0 4px;
    font-size: 1.6rem;
  }

  @media (max-width: 599px) {
    padding: 20px 16px;
  }
`;

const Intro = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HaveAccount = styled.p`
  margin: 20px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
`;
