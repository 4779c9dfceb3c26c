import type { GetServerSideProps } from 'next';
import { AccountScreen } from '@/components/account/AccountScreen';
import { loadLastLogin } from '@/loaders/security';
import { memberPageProps } from '@/loaders/pageProps';

export const getServerSideProps: GetServerSideProps = (ctx) => memberPageProps(ctx, { namespaces: ['account', 'banks'], load: loadLastLogin });

export default AccountScreen;
