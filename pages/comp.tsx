import type { GetServerSideProps } from 'next';
import { CompScreen } from '@/components/wallet/CompScreen';
import { compPageProps } from '@/loaders/wallet';

export const getServerSideProps: GetServerSideProps = (ctx) => compPageProps(ctx);

export default CompScreen;
