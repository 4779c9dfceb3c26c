import type { GetServerSideProps } from 'next';
import { GamesScreen } from '@/components/games/GamesScreen';
import { loadGames } from '@/components/games/loadGames';
import { portalProps } from '@/store/pageProps';

export const getServerSideProps: GetServerSideProps = async (ctx) => ({
  props: await portalProps(ctx, { load: (page) => loadGames(page, ctx.query, ctx.locale), shareable: true }),
});

export default GamesScreen;
