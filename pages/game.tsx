import type { GetServerSideProps } from 'next';
import { GamesScreen } from '@/components/games/GamesScreen';
import { loadGames } from '@/components/games/loadGames';
import { portalProps } from '@/lib/ssr';

export const getServerSideProps: GetServerSideProps = async (ctx) => ({ props: await portalProps(ctx, (page) => loadGames(page, ctx.query)) });

export default GamesScreen;
