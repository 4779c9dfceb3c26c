import type { GetServerSideProps } from 'next';
import { GamesScreen } from '@/components/games/GamesScreen';
import { loadGames } from '@/components/games/loadGames';
import { publicPageProps } from '@/store/pageProps';

export const getServerSideProps: GetServerSideProps = (ctx) =>
  publicPageProps(ctx, { load: (page) => loadGames(page, ctx.query, ctx.locale), shareable: true, closedWhenRestricted: true });

export default GamesScreen;
