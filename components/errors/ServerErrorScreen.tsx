import { useTranslation } from 'next-i18next/pages';
import { PageLayout } from '@/components/layout/PageLayout';
import { ErrorScreen } from './ErrorScreen';

export function ServerErrorScreen() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('error.title')}>
      <ErrorScreen title={t('error.title')} body={t('error.body')} homeLabel={t('error.goHome')} />
    </PageLayout>
  );
}
