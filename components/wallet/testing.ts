import type { WalletRequest } from '@/lib/contract';
import type { WalletLock } from '@/lib/contract/account';
import type { ExtensionFeature } from '@/lib/contract/terms';
import { siteConfigured } from '@/store/pageSlice';
import { sessionLoaded } from '@/store/sessionSlice';
import { makeStore } from '@/store';
import { userApi, type HealthCheck } from '@/store/userApi';
import { walletApi } from '@/store/walletApi';
import { historyPage } from '@/lib/wallet';

export { fakeProxy, type ProxyAnswer, type ProxyCall } from '@/tests/utils/proxy';

export const member = (user: Partial<HealthCheck['user']> = {}): HealthCheck => ({
  status: 'authenticated',
  noteCount: 0,
  helpCount: 0,
  user: {
    userId: 'player1',
    nick: 'Player',
    phone: '010-1234-5678',
    rolling: 0,
    balance: 0,
    in_balance: 0,
    bankname: '국민은행',
    bankOwner: '홍길동',
    banknum: '12345678901',
    level: 1,
    noteCount: 0,
    helpCount: 0,
    ...user,
  },
});

export const walletRequest = (overrides: Partial<WalletRequest> = {}): WalletRequest => ({
  id: 1,
  requestId: 'r'.repeat(32),
  amount: 50_000,
  status: 'wait',
  regDate: '2025-03-01T10:00:00.000Z',
  doneDate: null,
  ...overrides,
});

type History = { list: WalletRequest[]; maxCount: number };

interface PageData {
  user?: Partial<HealthCheck['user']>;
  deposits?: History;
  withdraws?: History;
  /** The extensions get-site-config offers. */
  features?: ExtensionFeature[];
  /** get-wallet-locks as the server render loaded it. */
  locks?: WalletLock[];
}

export function memberPageState({ user, deposits, withdraws, features, locks }: PageData = {}) {
  const store = makeStore();
  store.dispatch(sessionLoaded({ authenticated: true }));
  if (features) store.dispatch(siteConfigured({ features }));
  if (locks) store.dispatch(walletApi.util.upsertQueryEntries([{ endpointName: 'walletLocks', arg: undefined, value: { status: 'success', locks } }]));
  store.dispatch(userApi.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: member(user) }]));
  if (deposits)
    store.dispatch(walletApi.util.upsertQueryEntries([{ endpointName: 'depositList', arg: historyPage(1), value: { status: 'success', ...deposits } }]));
  if (withdraws)
    store.dispatch(walletApi.util.upsertQueryEntries([{ endpointName: 'withdrawList', arg: historyPage(1), value: { status: 'success', ...withdraws } }]));
  return store.getState();
}
