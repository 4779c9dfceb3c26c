import type { BaseQueryFn, QueryDefinition } from '@reduxjs/toolkit/query';
import type { GetServerSidePropsContext, Redirect } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { endSession, readSessionState, touchSession, type LiveSession, type SessionUser } from '@/lib/auth';
import { resolveSite } from '@/lib/appSite';
import { cookieEndReason, type SessionEndReason } from '@/lib/auth-errors';
import { callBackend, callBackendCached, type CallOptions } from '@/lib/backend';
import { isOpName } from '@/lib/contract';
import type { ExtensionFeature } from '@/lib/contract/terms';
import { forSite } from '@/lib/domain';
import { toLocale, type PageNamespace } from '@/lib/i18n';
import { setPageCaching, setPageHeaders } from '@/lib/pageHeaders';
import { localizedPath, paths, safeCallbackUrl } from '@/lib/paths';
import { servesLanguage, type Site } from '@/lib/site';
import { originOf, visitorOf } from '@/lib/visitor';
import { siteThemeCss } from '@/styles/siteTheme';
import { api, pagesOf, requestOf, type QueryEndpoint } from '@/store/api';
import { makeServerStore, type RootState } from '@/store';
import { pageDataFailed, pageRendered, selectHasFeature, serverYear, siteConfigured } from '@/store/pageSlice';
import { protectionApi } from '@/store/protectionApi';
import { selectRestriction } from '@/store/sessionSummary';
import { sessionEnded, sessionLoaded } from '@/store/sessionSlice';
import { userApi } from '@/store/userApi';
import i18nConfig from '../next-i18next.config.js';

type ServerStore = ReturnType<typeof makeServerStore>;

export interface PortalProps extends SSRConfig {
  initialState: Partial<RootState>;
}

/** What a page's getServerSideProps returns: its props, where the visitor goes instead, or that the page is not here. */
export type PageResult<P = PortalProps> = { props: P } | { redirect: Redirect } | { notFound: true };

export interface PageContext {
  store: ServerStore;
  member: SessionUser | null;
  call: CallOptions;
  /** Whether the backend offers an extension, once get-site-config has answered; a loader that needs none runs at once. */
  offers: (feature: ExtensionFeature) => Promise<boolean>;
  /** Settles once the member's health check is in the store (at once for a visitor). */
  memberLoaded: Promise<unknown>;
}

/**
 * A page's loader in three steps, each an option here: the session (who may see the page), the site (where the page
 * exists and how it is served) and the data (`load`).
 */
export interface PageOptions {
  /** Session: a page for visitors only; a member goes home, or `back` to the callbackUrl the page was given. */
  visitorsOnly?: 'home' | 'back';
  /** The translation bundles the page renders beyond common. */
  namespaces?: readonly PageNamespace[];
  /** Site: the page exists only where the backend offers one of these extensions; elsewhere it is unknown (404). */
  requires?: readonly ExtensionFeature[];
  /** The page is the same for every visitor without a session: a shared HTTP cache may keep it. */
  shareable?: boolean;
  /** A member on a break or self-excluded is sent to the responsible-gaming page instead (docs/decisions.md). */
  closedWhenRestricted?: boolean;
  /** The page frames the operator's games (the play page): its CSP's frame-src is GAME_FRAME_ORIGINS. */
  framesGames?: boolean;
  /** Data: adds the page's own data to the store. */
  load?: (page: PageContext) => Promise<unknown>;
}

type SessionRead = Awaited<ReturnType<typeof readSessionState>>;

/** A page view is activity: a live session is touched, an ended one dropped (and revoked when it was idle) with why. */
async function sessionOf(
  ctx: GetServerSidePropsContext,
  read: SessionRead,
): Promise<{ session: LiveSession | null; ended?: SessionEndReason }> {
  if (read.state === 'live') {
    await touchSession(ctx.req, ctx.res, read.session);
    return { session: read.session };
  }
  if (read.state === 'ended') {
    await endSession(ctx.req, ctx.res);
    return { session: null, ended: cookieEndReason(read) };
  }
  return { session: null };
}

async function propsFor(
  ctx: GetServerSidePropsContext,
  session: LiveSession | null,
  { load, namespaces = [], shareable = false, closedWhenRestricted = false, framesGames = false }: PageOptions,
) {
  setPageHeaders(ctx.req, ctx.res, { games: framesGames });
  const store = makeServerStore();
  const call: CallOptions = { token: session?.token, visitor: visitorOf(ctx.req) };
  store.dispatch(sessionLoaded({ authenticated: Boolean(session) }));
  store.dispatch(pageRendered({ year: serverYear() }));
  let refused = false;

  const memberData = session
    ? callBackend('health-check', undefined, call).then(async (result) => {
        if (result.ok) {
          const { user } = result.data;
          // in_balance is the game money get-in-game-balance reports (docs/api.md): one backend call less per page view.
          const gameMoney = {
            status: 'success' as const,
            gameMoney: user.in_balance,
            balance: user.balance,
            rolling: user.rolling,
            userId: user.userId,
          };
          store.dispatch(
            userApi.util.upsertQueryEntries([
              { endpointName: 'healthCheck', arg: undefined, value: result.data },
              { endpointName: 'inGameBalance', arg: undefined, value: gameMoney },
            ]),
          );
        } else if (result.httpStatus === 401) {
          // Logged out elsewhere, revoked, blocked or deleted by the operator: the cookie goes too.
          refused = true;
          store.dispatch(sessionEnded());
          await endSession(ctx.req, ctx.res);
        }
      })
    : null;

  const site = resolveSite(call).then(({ site: resolved, features }) => {
    store.dispatch(siteConfigured({ features, site: resolved, themeCss: siteThemeCss(resolved.theme) }));
    return otherLanguage(ctx, resolved);
  });
  const offers = (feature: ExtensionFeature) => site.then(() => selectHasFeature(store.getState(), feature));
  const page: PageContext = {
    store,
    member: session?.user ?? null,
    call,
    offers,
    memberLoaded: memberData ?? Promise.resolve(),
  };

  const [translations, , elsewhere] = await Promise.all([
    serverSideTranslations(toLocale(ctx.locale), ['common', ...namespaces], i18nConfig),
    memberData,
    site,
    // The session time, the reality check and whether the member is restricted.
    session ? prefetchOffered(page, 'player-protection', protectionApi.endpoints.sessionSummary, undefined) : null,
    // The page's own data once the site is known: a language the host does not serve is redirected without it.
    site.then((redirect) => (redirect ? null : load?.(page))),
  ]);
  const initialState = store.getState();
  setPageCaching(ctx.res, shareable && !session && !elsewhere && initialState.page.failed.length === 0);
  const closed = closedWhenRestricted && !refused && selectRestriction(initialState) !== null;
  return { props: { ...translations, initialState } as PortalProps, refused, closed, elsewhere };
}

/** A URL in a language the host does not serve goes to the same path in its default language (docs/decisions.md). */
function otherLanguage(ctx: GetServerSidePropsContext, site: Site): { redirect: Redirect } | null {
  if (servesLanguage(site, toLocale(ctx.locale))) return null;
  return { redirect: { destination: localizedPath(ctx.resolvedUrl, site.defaultLanguage), permanent: false } };
}

const toResponsibleGaming = (ctx: GetServerSidePropsContext): { redirect: Redirect } => ({
  redirect: { destination: localizedPath(paths.protection, ctx.locale), permanent: false },
});

/** A member on a visitors' page: home, or (`back`, the login pages) where the login was asked from when that is this site. */
function toMemberPage(
  ctx: GetServerSidePropsContext,
  to: NonNullable<PageOptions['visitorsOnly']>,
): { redirect: Redirect } {
  const home = localizedPath(paths.home, ctx.locale);
  const back = to === 'back' ? safeCallbackUrl(ctx.query.callbackUrl, originOf(ctx.req)) : null;
  return { redirect: { destination: back ?? home, permanent: false } };
}

/** The page as rendered, or where the site sends the visitor instead: another language, responsible gaming, or 404. */
function pageOrElsewhere(
  ctx: GetServerSidePropsContext,
  page: Awaited<ReturnType<typeof propsFor>>,
  { requires }: PageOptions,
): PageResult {
  if (page.elsewhere) return page.elsewhere;
  if (page.closed) return toResponsibleGaming(ctx);
  const state = page.props.initialState as RootState;
  if (requires && !requires.some((feature) => selectHasFeature(state, feature))) return { notFound: true };
  return { props: page.props };
}

/** Adds a page's own props to what the loader gave it, when the page is rendered. */
export function withProps<Extra extends object>(
  page: PageResult,
  extra: (props: PortalProps) => Extra,
): PageResult<PortalProps & Extra> {
  return 'props' in page ? { props: { ...page.props, ...extra(page.props) } } : page;
}

/**
 * The props every page open to visitors starts from, as getServerSideProps returns them: translations, the session
 * flag and, for a member, the current user (health check). `load` adds the page's own data to the store; all backend
 * calls run in parallel. A member on a `visitorsOnly` page, a language the host does not serve, or a restricted member
 * on a `closedWhenRestricted` page gets a redirect instead; a page whose extensions the backend lacks is not found.
 */
export async function publicPageProps(ctx: GetServerSidePropsContext, options: PageOptions = {}): Promise<PageResult> {
  const read = await readSessionState(ctx.req);
  if (options.visitorsOnly && read.state === 'live') return toMemberPage(ctx, options.visitorsOnly);
  const page = await propsFor(ctx, (await sessionOf(ctx, read)).session, options);
  return pageOrElsewhere(ctx, page, options);
}

/**
 * Member pages: a visitor without a session, or whose token the backend no longer takes, is sent to /login
 * and brought back after login.
 */
export async function memberPageProps(ctx: GetServerSidePropsContext, options: PageOptions = {}): Promise<PageResult> {
  const { session, ended } = await sessionOf(ctx, await readSessionState(ctx.req));
  const page = session ? await propsFor(ctx, session, options) : null;
  if (!page || page.refused) {
    setPageHeaders(ctx.req, ctx.res);
    setPageCaching(ctx.res, false);
    const back = localizedPath(ctx.resolvedUrl, ctx.locale);
    // The login page says why the session ended, when it did.
    const reason = page?.refused ? 'revoked' : ended;
    return {
      redirect: {
        destination: `${localizedPath(paths.login, ctx.locale)}?callbackUrl=${encodeURIComponent(back)}${reason ? `&reason=${reason}` : ''}`,
        permanent: false,
      },
    };
  }
  return pageOrElsewhere(ctx, page, options);
}

/** The API slice as the server's prefetch sees it: any query endpoint by name (requestOf ties each entry to its endpoint). */
const anyQuery = api.injectEndpoints({
  endpoints: (): Record<string, QueryDefinition<unknown, BaseQueryFn, string, unknown>> => ({}),
});

interface PrefetchOptions {
  /** A failure leaves the section as it is: the browser asks again for what is missing. */
  optional?: boolean;
}

/** prefetch, when the backend offers the extension the operation belongs to. */
export async function prefetchOffered<Arg, Result>(
  page: PageContext,
  feature: ExtensionFeature,
  endpoint: QueryEndpoint<Arg, Result>,
  arg: Arg,
  options?: PrefetchOptions,
) {
  return (await page.offers(feature)) && prefetch(page, endpoint, arg, options);
}

/**
 * Fills `endpoint`'s cache entry for `arg` with the answer of the contract operation its own `query` asks for
 * (requestOf), asked through lib/backend; a failure marks the section as unavailable.
 */
export async function prefetch<Arg, Result>(
  { store, call }: PageContext,
  endpoint: QueryEndpoint<Arg, Result>,
  arg: Arg,
  { optional = false }: PrefetchOptions = {},
): Promise<boolean> {
  const { op, params } = requestOf(endpoint, arg);
  if (!isOpName(op)) throw new Error(`${endpoint.name} names no contract operation (${op})`);
  const result = await callBackendCached(op, params, call);
  if (!result.ok) {
    if (!optional) store.dispatch(pageDataFailed(op));
    return false;
  }
  store.dispatch(
    anyQuery.util.upsertQueryEntries([
      { endpointName: endpoint.name, arg, value: forSite(op, result.data, call.visitor?.host) },
    ]),
  );
  return true;
}

/**
 * Fills an infinite query's entry for `arg` with its first `count` pages, each asked with the param the page before
 * names (the endpoint's own infiniteQueryOptions); only the first page's failure is the page's, a later one leaves the
 * browser to ask for the rest.
 */
export async function prefetchPages<Arg, Result, Param>(
  { store, call }: PageContext,
  endpoint: QueryEndpoint<Arg, Result>,
  arg: Arg,
  count: number,
): Promise<boolean> {
  const paging = pagesOf<Arg, Result, Param>(endpoint);
  const pages: Result[] = [];
  const pageParams: Param[] = [];
  let param: Param | undefined | null = paging.initialPageParam;
  while (pages.length < count) {
    const { op, params } = paging.request(arg, param);
    if (!isOpName(op)) throw new Error(`${endpoint.name} names no contract operation (${op})`);
    const result = await callBackendCached(op, params, call);
    if (!result.ok) {
      if (pages.length > 0) break;
      store.dispatch(pageDataFailed(op));
      return false;
    }
    pages.push(forSite(op, result.data, call.visitor?.host) as Result);
    pageParams.push(param);
    param = paging.nextPageParam(pages, pageParams, arg);
    if (param === undefined || param === null) break;
  }
  store.dispatch(
    anyQuery.util.upsertQueryEntries([{ endpointName: endpoint.name, arg, value: { pages, pageParams } }]),
  );
  return true;
}
