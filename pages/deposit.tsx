import type { GetServerSideProps } from 'next';
import { DepositScreen } from '@/components/wallet/DepositScreen';
import { memberPageProps, prefetch, prefetchOffered } from '@/loaders/pageProps';
import { historyPage } from '@/lib/wallet';
import { protectionApi } from '@/store/protectionApi';
import { walletApi } from '@/store/walletApi';

export const getServerSideProps: GetServerSideProps = (ctx) =>
  memberPageProps(ctx, {
    namespaces: ['wallet', 'banks'],
    load: (page) =>
      Promise.all([
        prefetch(page, walletApi.endpoints.depositList, historyPage(1)),
        prefetchOffered(page, 'player-protection', protectionApi.endpoints.playLimits, undefined),
        prefetchOffered(page, 'wallet-locks', walletApi.endpoints.walletLocks, undefined),
      ]),
  });

export default DepositScreen;
