import type { Game, SlotCompany, Vendor } from '@/lib/contract';
import type { RootState } from '@/store';
import { api } from '@/store/api';
import { sessionLoaded } from '@/store/sessionSlice';
import { makeStore } from '@/store';
import { userApi, type HealthCheck } from '@/store/userApi';

export { fakeProxy } from '@/tests/utils/proxy';

export const vendor = (code: string, nameKo: string, nameEn: string, used: 'y' | 'n' = 'y'): Vendor => ({
  code,
  gameCompany: `${code}-co`,
  nameKo,
  nameEn,
  used,
  imgUrl: `https://backend.test/art/casino/${code}.svg`,
});

export const company = (code: string, nameKo: string, nameEn: string, used: 'y' | 'n' = 'y'): SlotCompany => ({
  code,
  nameKo,
  nameEn,
  used,
  imgUrl: `https://backend.test/art/slot/${code}.svg`,
});

export const game = (code: string, nameKo: string, nameEn: string, used?: 'y' | 'n'): Game => ({
  code,
  gameCompany: 'jade',
  nameKo,
  nameEn,
  used,
  imgUrl: `https://backend.test/art/game/jade.${code}.svg`,
});

export const member = (user: Partial<HealthCheck['user']> = {}, counts: Partial<Pick<HealthCheck, 'noteCount' | 'helpCount'>> = {}): HealthCheck => ({
  status: 'authenticated',
  noteCount: 0,
  helpCount: 0,
  ...counts,
  user: {
    userId: 'player1',
    nick: 'Player',
    phone: '010-1234-5678',
    rolling: 0,
    balance: 0,
    in_balance: 0,
    bankname: '',
    bankOwner: '',
    banknum: '',
    level: 1,
    noteCount: 0,
    helpCount: 0,
    ...user,
  },
});

interface PageData {
  member?: HealthCheck | null;
  entries?: { endpointName: string; arg: unknown; value: unknown }[];
}

export function pageState({ member: current = null, entries = [] }: PageData = {}): Partial<RootState> {
  const store = makeStore();
  store.dispatch(sessionLoaded({ authenticated: Boolean(current) }));
  if (current) store.dispatch(userApi.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: current }]));
  if (entries.length > 0) store.dispatch(api.util.upsertQueryEntries(entries as never));
  return store.getState();
}
