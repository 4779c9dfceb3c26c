import type { GetServerSideProps } from 'next';
import { WithdrawScreen } from '@/components/wallet/WithdrawScreen';
import { memberPageProps, prefetch, prefetchOffered } from '@/loaders/pageProps';
import { historyPage } from '@/lib/wallet';
import { walletApi } from '@/store/walletApi';

export const getServerSideProps: GetServerSideProps = (ctx) =>
  memberPageProps(ctx, {
    namespaces: ['wallet', 'banks'],
    load: (page) =>
      Promise.all([
        prefetch(page, walletApi.endpoints.withdrawList, historyPage(1)),
        prefetchOffered(page, 'wallet-locks', walletApi.endpoints.walletLocks, undefined),
      ]),
  });

export default WithdrawScreen;
