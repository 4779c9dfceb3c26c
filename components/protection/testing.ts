import type { PeriodLimit, ResponseOf } from '@/lib/contract';
import { makeStore } from '@/store';
import { siteConfigured } from '@/store/pageSlice';
import { protectionApi } from '@/store/protectionApi';
import { sessionLoaded } from '@/store/sessionSlice';
import { userApi } from '@/store/userApi';
import { member } from '@/components/wallet/testing';

export const noLimit: PeriodLimit = { amount: null, used: 0, left: null, freesAt: null, pending: null };

export const playLimits = (overrides: Partial<ResponseOf<'get-play-limits'>> = {}): ResponseOf<'get-play-limits'> => ({
  status: 'success',
  limits: { day: noLimit, week: noLimit, month: noLimit },
  left: null,
  realityCheckMinutes: 0,
  restriction: null,
  ...overrides,
});

/** A member's page as the server renders it, with player protection offered and, unless null, the limits loaded. */
export function protectionPageState(limits: ResponseOf<'get-play-limits'> | null = playLimits(), { offered = true, failed = false } = {}) {
  const store = makeStore();
  store.dispatch(sessionLoaded({ authenticated: true }));
  store.dispatch(siteConfigured({ features: offered ? ['player-protection'] : [] }));
  store.dispatch(userApi.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: member() }]));
  if (limits) store.dispatch(protectionApi.util.upsertQueryEntries([{ endpointName: 'playLimits', arg: undefined, value: limits }]));
  const state = store.getState();
  return failed ? { ...state, page: { ...state.page, failed: ['get-play-limits'] } } : state;
}
