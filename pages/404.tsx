import type { GetStaticProps } from 'next';
import { NotFoundScreen } from '@/components/errors/NotFoundScreen';
import { pageTranslations } from '@/lib/translations';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await pageTranslations(locale)) },
});

export default NotFoundScreen;
