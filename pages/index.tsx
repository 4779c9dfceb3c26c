import type { GetServerSideProps } from 'next';
import { HomeScreen } from '@/components/home/HomeScreen';
import { pageTranslations } from '@/lib/translations';

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: { ...(await pageTranslations(locale)) },
});

export default HomeScreen;
