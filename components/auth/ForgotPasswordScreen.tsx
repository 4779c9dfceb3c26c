import Link from 'next/link';
import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { Sheet } from '@/components/common/Card';
import { PageLayout } from '@/components/layout/PageLayout';
import { paths } from '@/lib/paths';
import { ForgotPasswordForm } from './ForgotPasswordForm';

export function ForgotPasswordScreen() {
  const { t } = useT();
  return (
    <PageLayout title={t('register.forgot.title')}>
      <Sheet $width={480}>
        <h1>{t('register.forgot.title')}</h1>
        <p>{t('register.forgot.intro')}</p>
        <ForgotPasswordForm />
        <Back>
          <Link href={paths.login}>{t('register.forgot.backToLogin')}</Link>
        </Back>
      </Sheet>
    </PageLayout>
  );
}

const Back = styled.p`
  margin: 20px 0 0;
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
`;
