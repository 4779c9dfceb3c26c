import type { GetServerSideProps } from 'next';
import { WithdrawScreen } from '@/components/wallet/WithdrawScreen';
import { memberPageProps, prefetch } from '@/store/pageProps';
import { historyPage } from '@/lib/wallet';
import { walletApi } from '@/store/walletApi';

export const getServerSideProps: GetServerSideProps = (ctx) =>
  memberPageProps(ctx, {
    namespaces: ['wallet', 'banks'],
    load: (page) => prefetch(page, { op: 'get-withdraw-list', params: historyPage(1), endpoint: walletApi.endpoints.withdrawList, arg: historyPage(1) }),
  });

export default WithdrawScreen;
