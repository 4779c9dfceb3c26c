import type { GetServerSideProps } from 'next';
import { GamesScreen } from '@/components/games/GamesScreen';
import { loadGames } from '@/loaders/games';
import { publicPageProps } from '@/loaders/pageProps';

export const getServerSideProps: GetServerSideProps = (ctx) =>
  publicPageProps(ctx, {
    load: (page) => loadGames(page, ctx.query, ctx.locale),
    shareable: true,
    closedWhenRestricted: true,
  });

export default GamesScreen;
