import type { GetServerSideProps } from 'next';
import { ServerErrorScreen } from '@/components/errors/ServerErrorScreen';
import { publicPageProps } from '@/loaders/pageProps';

export const getServerSideProps: GetServerSideProps = (ctx) => publicPageProps(ctx);

export default ServerErrorScreen;
