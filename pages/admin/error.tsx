import type { GetServerSideProps } from 'next';
import { ServerErrorScreen } from '@/components/errors/ServerErrorScreen';
import { pageTranslations } from '@/lib/translations';

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: { ...(await pageTranslations(locale)) },
});

export default ServerErrorScreen;
