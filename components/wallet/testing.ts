import { stubProxyFetch } from '@/tests/utils/proxy';
import type { WalletRequest } from '@/lib/contract';
import { sessionLoaded } from '@/store/sessionSlice';
import { makeServerStore } from '@/store/ssr';
import { userApi, type HealthCheck } from '@/store/userApi';
import { walletApi } from '@/store/walletApi';
import { historyPage } from '@/lib/wallet';

/* Test-only helpers for the wallet components: the proxy faked at the HTTP boundary (fetch) and a member's state. */

export interface ProxyCall {
  op: string;
  params: Record<string, unknown> | undefined;
}

/** An answer of the proxy: a 200 body, `{ httpStatus, body }` for an error, or 'network' for a lost connection. */
export type ProxyAnswer = Record<string, unknown> | { httpStatus: number; body: Record<string, unknown> } | 'network';

type Handler = (params: Record<string, unknown> | undefined, call: ProxyCall) => ProxyAnswer | Promise<ProxyAnswer>;

/** Routes `/api/routes/<op>` to the handlers; every call is recorded, an op without a handler fails the test loudly. */
export function fakeProxy(handlers: Record<string, Handler>) {
  const calls: ProxyCall[] = [];
  const restore = stubProxyFetch(async (op, params) => {
    const call = { op, params };
    calls.push(call);
    const handler = handlers[op];
    if (!handler) throw new Error(`unexpected call to ${op}`);
    const answer = await handler(call.params, call);
    if (answer === 'network') return 'network';
    return 'httpStatus' in answer && typeof answer.httpStatus === 'number' ? { status: answer.httpStatus, body: answer.body } : { status: 200, body: answer };
  });
  return { calls, of: (op: string) => calls.filter((call) => call.op === op), restore };
}

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

/** What the server render leaves in the store for a member page: the session, the health check and page 1 of a history. */
export function memberPageState({ user, deposits, withdraws }: { user?: Partial<HealthCheck['user']>; deposits?: History; withdraws?: History } = {}) {
  const store = makeServerStore();
  store.dispatch(sessionLoaded({ authenticated: true }));
  store.dispatch(userApi.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: member(user) }]));
  if (deposits)
    store.dispatch(walletApi.util.upsertQueryEntries([{ endpointName: 'depositList', arg: historyPage(1), value: { status: 'success', ...deposits } }]));
  if (withdraws)
    store.dispatch(walletApi.util.upsertQueryEntries([{ endpointName: 'withdrawList', arg: historyPage(1), value: { status: 'success', ...withdraws } }]));
  return store.getState();
}
