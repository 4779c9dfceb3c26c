import type { GetServerSideProps } from 'next';
import { DepositScreen } from '@/components/wallet/DepositScreen';
import { memberPageProps, prefetch, prefetchOffered } from '@/store/pageProps';
import { historyPage } from '@/lib/wallet';
import { protectionApi } from '@/store/protectionApi';
import { walletApi } from '@/store/walletApi';

export const getServerSideProps: GetServerSideProps = (ctx) =>
  memberPageProps(ctx, {
    namespaces: ['wallet', 'banks'],
    load: (page) =>
      Promise.all([
        prefetch(page, { op: 'get-deposit-list', params: historyPage(1), endpoint: walletApi.endpoints.depositList, arg: historyPage(1) }),
        prefetchOffered(page, 'player-protection', { op: 'get-play-limits', endpoint: protectionApi.endpoints.playLimits }),
        prefetchOffered(page, 'wallet-locks', { op: 'get-wallet-locks', endpoint: walletApi.endpoints.walletLocks }),
      ]),
  });

export default DepositScreen;
