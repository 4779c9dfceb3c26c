import type { GetServerSideProps } from 'next';
import { DepositScreen } from '@/components/wallet/DepositScreen';
import { memberPageProps, prefetch } from '@/store/pageProps';
import { historyPage } from '@/lib/wallet';
import { walletApi } from '@/store/walletApi';

export const getServerSideProps: GetServerSideProps = (ctx) =>
  memberPageProps(ctx, {
    namespaces: ['wallet', 'banks'],
    load: (page) => prefetch(page, { op: 'get-deposit-list', params: historyPage(1), endpoint: walletApi.endpoints.depositList, arg: historyPage(1) }),
  });

export default DepositScreen;
