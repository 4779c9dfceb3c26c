import type { GetServerSideProps } from 'next';
import { HomeScreen } from '@/components/home/HomeScreen';
import { lobbyPageProps } from '@/loaders/lobby';

export const getServerSideProps: GetServerSideProps = (ctx) => lobbyPageProps(ctx);

export default HomeScreen;
