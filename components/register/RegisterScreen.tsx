import Link from 'next/link';
import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { Sheet } from '@/components/common/Card';
import { PageLayout } from '@/components/layout/PageLayout';
import { paths } from '@/lib/paths';
import { RegisterForm } from './RegisterForm';

export function RegisterScreen() {
  const { t } = useT();
  return (
    <PageLayout title={t('register.title')}>
      <Sheet>
        <h1>{t('register.title')}</h1>
        <p>{t('register.intro')}</p>
        <RegisterForm />
        <HaveAccount>
          {t('register.haveAccount')} <Link href={paths.login}>{t('nav.login')}</Link>
        </HaveAccount>
      </Sheet>
    </PageLayout>
  );
}

const HaveAccount = styled.p`
  margin: 20px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
`;
