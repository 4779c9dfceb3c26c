/* Test-only: pages of a backend that offers player protection, with the member's session summary. */
import { member as aMember, pageState } from '@/components/games/testing';
import type { ResponseOf } from '@/lib/contract';
import type { RootState } from './index';
import type { HealthCheck } from './userApi';

export type SessionSummary = ResponseOf<'get-session-summary'>;

export const sessionSummary = (changes: Partial<SessionSummary> = {}): SessionSummary => ({
  status: 'success',
  loginAt: '2026-03-01T10:00:00.000Z',
  balanceAtLogin: 100_000,
  gameMoneyAtLogin: 0,
  balance: 105_000,
  gameMoney: 0,
  deposits: 0,
  withdrawals: 0,
  net: 5_000,
  realityCheckMinutes: 0,
  restriction: null,
  ...changes,
});

interface ProtectedPage {
  member?: HealthCheck;
  summary?: SessionSummary | null;
  entries?: { endpointName: string; arg: unknown; value: unknown }[];
}

/** A member's page as the server renders it when the backend offers `player-protection`. */
export function protectedPage({ member = aMember(), summary = sessionSummary(), entries = [] }: ProtectedPage = {}): Partial<RootState> {
  const state = pageState({ member, entries: summary ? [...entries, { endpointName: 'sessionSummary', arg: undefined, value: summary }] : entries });
  return { ...state, page: { ...state.page!, features: ['player-protection'] } };
}
