import type { GetServerSideProps } from 'next';
import { AccountScreen } from '@/components/account/AccountScreen';
import { memberPageProps } from '@/store/pageProps';

export const getServerSideProps: GetServerSideProps = (ctx) => memberPageProps(ctx, { namespaces: ['account', 'banks'] });

export default AccountScreen;
