import type { GetServerSideProps } from 'next';
import { AccountScreen } from '@/components/account/AccountScreen';
import { loadAccount } from '@/components/account/accountPage';
import { memberPageProps } from '@/store/pageProps';

export const getServerSideProps: GetServerSideProps = (ctx) => memberPageProps(ctx, { namespaces: ['account', 'banks'], load: loadAccount });

export default AccountScreen;
