import type { GetServerSideProps } from 'next';
import { WithdrawScreen } from '@/components/wallet/WithdrawScreen';
import { memberPageProps, prefetch, prefetchOffered } from '@/store/pageProps';
import { historyPage } from '@/lib/wallet';
import { walletApi } from '@/store/walletApi';

export const getServerSideProps: GetServerSideProps = (ctx) =>
  memberPageProps(ctx, {
    namespaces: ['wallet', 'banks'],
    load: (page) =>
      Promise.all([
        prefetch(page, { op: 'get-withdraw-list', params: historyPage(1), endpoint: walletApi.endpoints.withdrawList, arg: historyPage(1) }),
        prefetchOffered(page, 'wallet-locks', { op: 'get-wallet-locks', endpoint: walletApi.endpoints.walletLocks }),
      ]),
  });

export default WithdrawScreen;
