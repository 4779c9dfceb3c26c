import type { OpName, RequestOf, ResponseOf } from '@/lib/contract';
import { bannersApi } from './bannersApi';
import { betsApi } from './betsApi';
import { catalogueApi } from './catalogueApi';
import { gamesApi } from './gamesApi';
import { helpApi } from './helpApi';
import { notesApi } from './notesApi';
import { noticesApi } from './noticesApi';
import { protectionApi } from './protectionApi';
import { registerApi } from './registerApi';
import { securityApi } from './securityApi';
import { userApi } from './userApi';
import { walletApi } from './walletApi';

/** What a query endpoint's type says of it: its name at run time, its argument and its answer. */
export interface QueryEndpoint<Arg, Result> {
  name: string;
  Types: { QueryArg: Arg; ResultType: Result };
}

interface Served<Arg> {
  op: OpName;
  params: (arg: Arg) => RequestOf<OpName> | undefined;
}

const same = <T>(arg: T) => arg;

/** The endpoint answers what the operation answers, and the argument becomes the operation's params. */
function served<Arg, N extends OpName>(
  endpoint: QueryEndpoint<Arg, ResponseOf<N>>,
  op: N,
  params: (arg: Arg) => RequestOf<N> | undefined,
) {
  const entry: [string, Served<Arg>] = [endpoint.name, { op, params }];
  return entry;
}

const none = () => undefined;

/** The contract operation behind each query endpoint the server prefetches, by endpoint name. */
const SERVED = new Map<string, Served<never>>([
  served(registerApi.endpoints.regDomain, 'get-reg-domain', none),
  served(noticesApi.endpoints.notices, 'get-user-notices', none),
  served(notesApi.endpoints.noteList, 'get-note-list', same),
  served(helpApi.endpoints.helpList, 'get-help-list', same),
  served(helpApi.endpoints.publicHelpList, 'get-public-help-list', none),
  served(walletApi.endpoints.depositList, 'get-deposit-list', same),
  served(walletApi.endpoints.withdrawList, 'get-withdraw-list', same),
  served(walletApi.endpoints.walletLocks, 'get-wallet-locks', none),
  served(protectionApi.endpoints.playLimits, 'get-play-limits', none),
  served(protectionApi.endpoints.sessionSummary, 'get-session-summary', none),
  served(betsApi.endpoints.betList, 'get-bet-list', same),
  served(gamesApi.endpoints.casinoList, 'get-casino-setting', none),
  served(gamesApi.endpoints.slotList, 'get-slot-setting', none),
  served(gamesApi.endpoints.sportList, 'get-sport-setting', none),
  served(gamesApi.endpoints.jackpot, 'get-jackpot', none),
  served(gamesApi.endpoints.slotGames, 'get-slot-by-company', (company) => ({ company })),
  served(catalogueApi.endpoints.searchGames, 'search-games', same),
  served(catalogueApi.endpoints.searchPages, 'search-games', same),
  served(catalogueApi.endpoints.favoriteGames, 'get-favorite-games', none),
  served(catalogueApi.endpoints.recentGames, 'get-recent-games', none),
  served(bannersApi.endpoints.banners, 'get-banners', none),
  served(securityApi.endpoints.twoFactor, 'get-two-factor', none),
  served(securityApi.endpoints.passkeys, 'get-passkeys', none),
  served(securityApi.endpoints.sessions, 'get-sessions', none),
  served(securityApi.endpoints.loginHistory, 'get-login-history', same),
  served(userApi.endpoints.memberRecord, 'get-member', none),
]);

/** The operation and params the server asks lib/backend for to fill `endpoint`'s cache entry for `arg`. */
export function operationOf<Arg>(
  endpoint: QueryEndpoint<Arg, unknown>,
  arg: Arg,
): { op: OpName; params: RequestOf<OpName> | undefined } {
  // Keyed by the endpoint's own name, so the entry takes the endpoint's argument.
  const served = SERVED.get(endpoint.name) as Served<Arg> | undefined;
  if (!served) throw new Error(`No operation is named for the endpoint ${endpoint.name} (store/operations.ts)`);
  return { op: served.op, params: served.params(arg) };
}
