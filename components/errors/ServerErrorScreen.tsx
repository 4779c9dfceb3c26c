import { useT } from '@/components/common/translation';
import { PageLayout } from '@/components/layout/PageLayout';
import { ErrorScreen } from './ErrorScreen';

export function ServerErrorScreen() {
  const { t } = useT();
  return (
    <PageLayout title={t('error.title')}>
      <ErrorScreen title={t('error.title')} body={t('error.body')} homeLabel={t('error.goHome')} />
    </PageLayout>
  );
}
