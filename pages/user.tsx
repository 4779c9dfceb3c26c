import type { GetServerSideProps } from 'next';
import { AccountScreen } from '@/components/account/AccountScreen';
import { accountPageProps } from '@/loaders/account';

export const getServerSideProps: GetServerSideProps = (ctx) => accountPageProps(ctx);

export default AccountScreen;
