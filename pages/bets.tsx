import type { GetServerSideProps } from 'next';
import { BetsScreen } from '@/components/bets/BetsScreen';
import { betsPageProps } from '@/loaders/bets';

export const getServerSideProps: GetServerSideProps = (ctx) => betsPageProps(ctx);

export default BetsScreen;
