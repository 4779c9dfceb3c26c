import { useT } from '@/components/common/translation';
import { PageLayout } from '@/components/layout/PageLayout';
import { ErrorScreen } from './ErrorScreen';

export function NotFoundScreen() {
  const { t } = useT();
  return (
    <PageLayout title={t('error.notFoundTitle')}>
      <ErrorScreen
        code={404}
        title={t('error.notFoundTitle')}
        body={t('error.notFoundBody')}
        homeLabel={t('error.goHome')}
      />
    </PageLayout>
  );
}
