import type { GetServerSideProps } from 'next';
import { AccountScreen } from '@/components/account/AccountScreen';
import { loadAccount } from '@/loaders/account';
import { memberPageProps } from '@/loaders/pageProps';

export const getServerSideProps: GetServerSideProps = (ctx) =>
  memberPageProps(ctx, { namespaces: ['account', 'banks'], load: loadAccount });

export default AccountScreen;
