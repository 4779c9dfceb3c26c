import type { GetServerSidePropsContext } from 'next';
import { historyPage } from '@/lib/wallet';
import { memberPageProps, prefetch, prefetchOffered } from '@/loaders/pageProps';
import { protectionApi } from '@/store/protectionApi';
import { walletApi } from '@/store/walletApi';

/** Deposit: the first page of the history, the member's deposit limits and the wallet's locks. */
export const depositPageProps = (ctx: GetServerSidePropsContext) =>
  memberPageProps(ctx, {
    namespaces: ['wallet', 'banks'],
    load: (page) =>
      Promise.all([
        prefetch(page, walletApi.endpoints.depositList, historyPage(1)),
        prefetchOffered(page, 'player-protection', protectionApi.endpoints.playLimits, undefined),
        prefetchOffered(page, 'wallet-locks', walletApi.endpoints.walletLocks, undefined),
      ]),
  });

/** Withdrawal: the first page of the history and the wallet's locks. */
export const withdrawPageProps = (ctx: GetServerSidePropsContext) =>
  memberPageProps(ctx, {
    namespaces: ['wallet', 'banks'],
    load: (page) =>
      Promise.all([
        prefetch(page, walletApi.endpoints.withdrawList, historyPage(1)),
        prefetchOffered(page, 'wallet-locks', walletApi.endpoints.walletLocks, undefined),
      ]),
  });

/** Comp money: the figures come with the member's health check, which every member page loads. */
export const compPageProps = (ctx: GetServerSidePropsContext) => memberPageProps(ctx, { namespaces: ['wallet'] });
