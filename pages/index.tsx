import type { GetServerSideProps } from 'next';
import { HomeScreen } from '@/components/home/HomeScreen';
import { loadLobby } from '@/components/home/loadLobby';
import { portalProps } from '@/store/pageProps';

export const getServerSideProps: GetServerSideProps = async (ctx) => ({
  props: await portalProps(ctx, { load: (page) => loadLobby(page, ctx.query), shareable: true }),
});

export default HomeScreen;
