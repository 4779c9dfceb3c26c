import type { GetServerSideProps } from 'next';
import { OfflineScreen } from '@/components/offline/OfflineScreen';
import { publicPageProps } from '@/loaders/pageProps';

export const getServerSideProps: GetServerSideProps = (ctx) => publicPageProps(ctx, { shareable: true });

export default OfflineScreen;
