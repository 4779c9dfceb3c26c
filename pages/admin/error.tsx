import type { GetServerSideProps } from 'next';
import { ServerErrorScreen } from '@/components/errors/ServerErrorScreen';
import { portalProps } from '@/store/pageProps';

export const getServerSideProps: GetServerSideProps = async (ctx) => ({ props: await portalProps(ctx) });

export default ServerErrorScreen;
