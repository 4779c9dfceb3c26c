import type { GetServerSideProps } from 'next';
import { GamesScreen } from '@/components/games/GamesScreen';
import { gamesPageProps } from '@/loaders/games';

export const getServerSideProps: GetServerSideProps = (ctx) => gamesPageProps(ctx);

export default GamesScreen;
