import { useTranslation } from 'next-i18next/pages';
import { Sheet } from '@/components/common/Card';
import { PageLayout } from '@/components/layout/PageLayout';
import { LoginForm } from './LoginForm';

export function LoginScreen() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('login.title')}>
      <Sheet $width={420}>
        <h1>{t('login.title')}</h1>
        <p>{t('login.intro')}</p>
        <LoginForm />
      </Sheet>
    </PageLayout>
  );
}
