import type { GetServerSideProps } from 'next';
import { WithdrawScreen } from '@/components/wallet/WithdrawScreen';
import { withdrawPageProps } from '@/loaders/wallet';

export const getServerSideProps: GetServerSideProps = (ctx) => withdrawPageProps(ctx);

export default WithdrawScreen;
