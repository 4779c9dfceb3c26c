import type { GetServerSideProps } from 'next';
import { DepositScreen } from '@/components/wallet/DepositScreen';
import { depositPageProps } from '@/loaders/wallet';

export const getServerSideProps: GetServerSideProps = (ctx) => depositPageProps(ctx);

export default DepositScreen;
