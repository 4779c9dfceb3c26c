import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RequestOf } from '@/lib/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesOf, requestOf, type QueryEndpoint } from './api';
import { bannersApi } from './bannersApi';
import { betsApi } from './betsApi';
import { catalogueApi } from './catalogueApi';
import { gamesApi } from './gamesApi';
import { helpApi } from './helpApi';
import { makeStore, type RootState } from './index';
import { notesApi } from './notesApi';
import { noticesApi } from './noticesApi';
import { protectionApi } from './protectionApi';
import { registerApi } from './registerApi';
import { FIRST_HISTORY_PAGE, securityApi } from './securityApi';
import { userApi } from './userApi';
import { walletApi } from './walletApi';

/** What the browser asked the proxy: the operation in the path and the params in the body. */
let asked: { op: string; params: unknown } | null = null;
const proxy = setupServer(
  http.post('*/api/routes/:op', async ({ params, request }) => {
    const body = (await request.json()) as { params?: unknown };
    asked = { op: String(params.op), params: body.params };
    return HttpResponse.json({ status: 'error', code: 'test' }, { status: 500 });
  }),
);
beforeAll(() => proxy.listen({ onUnhandledRequest: 'error' }));
afterAll(() => proxy.close());

const paging = { page: 1, limit: 10 };
const bets = { from: '2026-11-20T00:00:00+09:00', to: '2026-11-21T00:00:00+09:00', page: 1, limit: 50 };
const search: RequestOf<'search-games'> = { kind: 'slot', limit: 48 };

interface Case {
  name: string;
  ask: (store: ReturnType<typeof makeStore>) => PromiseLike<unknown>;
  expected: () => ReturnType<typeof requestOf>;
}

/** The endpoint as the browser asks it, and what the server asks lib/backend for it. */
function prefetchable<Arg>(
  endpoint: QueryEndpoint<Arg, unknown> & {
    initiate: (arg: Arg) => ThunkAction<PromiseLike<unknown>, RootState, unknown, UnknownAction>;
  },
  arg: Arg,
): Case {
  return {
    name: endpoint.name,
    ask: (store) => store.dispatch(endpoint.initiate(arg)),
    expected: () => requestOf(endpoint, arg),
  };
}

/** Every endpoint a page loader prefetches (loaders/), with an argument the pages give it. */
const prefetched: Case[] = [
  prefetchable(registerApi.endpoints.regDomain, undefined),
  prefetchable(noticesApi.endpoints.notices, undefined),
  prefetchable(notesApi.endpoints.noteList, paging),
  prefetchable(helpApi.endpoints.helpList, paging),
  prefetchable(helpApi.endpoints.publicHelpList, undefined),
  prefetchable(walletApi.endpoints.depositList, paging),
  prefetchable(walletApi.endpoints.withdrawList, paging),
  prefetchable(walletApi.endpoints.walletLocks, undefined),
  prefetchable(protectionApi.endpoints.playLimits, undefined),
  prefetchable(protectionApi.endpoints.sessionSummary, undefined),
  prefetchable(betsApi.endpoints.betList, bets),
  prefetchable(gamesApi.endpoints.casinoList, undefined),
  prefetchable(gamesApi.endpoints.slotList, undefined),
  prefetchable(gamesApi.endpoints.sportList, undefined),
  prefetchable(gamesApi.endpoints.jackpot, undefined),
  prefetchable(gamesApi.endpoints.slotGames, 'PRAGMATIC'),
  prefetchable(catalogueApi.endpoints.searchGames, search),
  prefetchable(catalogueApi.endpoints.favoriteGames, undefined),
  prefetchable(catalogueApi.endpoints.recentGames, undefined),
  prefetchable(bannersApi.endpoints.banners, undefined),
  prefetchable(securityApi.endpoints.twoFactor, undefined),
  prefetchable(securityApi.endpoints.passkeys, undefined),
  prefetchable(securityApi.endpoints.sessions, undefined),
  prefetchable(securityApi.endpoints.loginHistory, FIRST_HISTORY_PAGE),
  prefetchable(userApi.endpoints.memberRecord, undefined),
];

describe('the operation the server prefetches for an endpoint', () => {
  it.each(prefetched)(
    '$name: the one the browser asks the proxy for, with the same params',
    async ({ ask, expected }) => {
      asked = null;
      await ask(makeStore());
      expect(asked).toEqual(expected());
    },
  );

  it('pages the catalogue as the browser does: the first page by the search, the next by the cursor it names', async () => {
    const paged = pagesOf<RequestOf<'search-games'>, { nextCursor?: string | null }, string | null>(
      catalogueApi.endpoints.searchPages,
    );
    asked = null;
    await makeStore().dispatch(catalogueApi.endpoints.searchPages.initiate(search));
    expect(asked).toEqual(paged.request(search, paged.initialPageParam));
    expect(paged.request(search, 'c2')).toEqual({
      op: 'search-games',
      params: { ...search, cursor: 'c2', facets: [] },
    });
    expect(paged.nextPageParam([{ nextCursor: 'c2' }], [null], search)).toBe('c2');
    expect(paged.nextPageParam([{ nextCursor: null }], [null], search)).toBeUndefined();
  });

  it('asks no mutation on a page view: a money operation is nothing the server fills a page with', () => {
    expect(() => requestOf(gamesApi.endpoints.openGame, { code: 'x', company: 'y', timeStemp: 1 })).toThrow(
      /no query the server can fill/,
    );
    expect(() => requestOf(walletApi.endpoints.applyDeposit, { amount: 10_000 } as never)).toThrow(
      /no query the server can fill/,
    );
  });

  it('names no operation for an endpoint whose definitions were not served, rather than guess one', () => {
    expect(() =>
      requestOf({ name: 'notAnEndpoint', Types: { QueryArg: undefined, ResultType: undefined } }, undefined),
    ).toThrow(/no query the server can fill/);
  });
});
