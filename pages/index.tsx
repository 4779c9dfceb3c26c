import type { GetServerSideProps } from 'next';
import { HomeScreen } from '@/components/home/HomeScreen';
import { loadLobby } from '@/loaders/lobby';
import { publicPageProps } from '@/loaders/pageProps';

export const getServerSideProps: GetServerSideProps = (ctx) =>
  publicPageProps(ctx, { load: (page) => loadLobby(page, ctx.query), shareable: true, closedWhenRestricted: true });

export default HomeScreen;
