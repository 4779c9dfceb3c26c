import type { GetServerSideProps } from 'next';
import { BetsScreen } from '@/components/bets/BetsScreen';
import { betsPageProps } from '@/components/bets/betsPage';

export const getServerSideProps: GetServerSideProps = (ctx) => betsPageProps(ctx);

export default BetsScreen;
