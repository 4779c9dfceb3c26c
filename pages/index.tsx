import type { GetServerSideProps } from 'next';
import { HomeScreen } from '@/components/home/HomeScreen';
import { loadLobby } from '@/components/home/loadLobby';
import { portalProps, sharedWhenLoggedOut } from '@/lib/ssr';

export const getServerSideProps: GetServerSideProps = sharedWhenLoggedOut(async (ctx) => ({
  props: await portalProps(ctx, (page) => loadLobby(page, ctx.query)),
}));

export default HomeScreen;
