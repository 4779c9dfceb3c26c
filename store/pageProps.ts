import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import type { OpName, RequestOf } from '@/lib/contract';
import type { RootState } from '@/store';
import { api } from '@/store/api';
import { pageDataFailed, pageRendered, serverYear } from '@/store/pageSlice';
import { sessionEnded, sessionLoaded } from '@/store/sessionSlice';
import { dehydrate, makeServerStore, type ServerStore } from '@/store/ssr';
import { userApi } from '@/store/userApi';
import { endSession, readSessionState, touchSession, type LiveSession, type SessionUser } from './auth';
import { callBackend, callBackendCached, type CallOptions } from './backend';
import { forSite } from './domain';
import { serverEnv } from './env';
import { PageCache, captureHtml, mayUseCache, withNonce } from './pageCache';
import { newNonce, setPageHeaders } from './pageHeaders';
import { localizedPath, paths } from './paths';
import { pageTranslations, type PageNamespace } from './translations';
import { visitorOf } from './visitor';

export interface PortalProps extends SSRConfig {
  initialState: Partial<RootState>;
}

export interface PageContext {
  store: ServerStore;
  member: SessionUser | null;
  call: CallOptions;
}

/** A page view is activity: a live session is touched, an ended one dropped (and revoked when it was idle). */
async function sessionOf(ctx: GetServerSidePropsContext): Promise<LiveSession | null> {
  const read = await readSessionState(ctx.req);
  if (read.state === 'live') {
    await touchSession(ctx.res, read.session);
    return read.session;
  }
  if (read.state === 'ended') endSession(ctx.res, read, visitorOf(ctx.req));
  return null;
}

type Loader = (page: PageContext) => Promise<unknown>;

export interface PageOptions {
  /** Adds the page's own data to the store. */
  load?: Loader;
  /** The translation bundles the page renders beyond common. */
  namespaces?: readonly PageNamespace[];
}

const optionsOf = (options?: Loader | PageOptions): PageOptions => (typeof options === 'function' ? { load: options } : (options ?? {}));

/**
 * The props every page starts from: translations, the session flag and, for a member, the current user
 * (health check). `load` adds the page's own data to the store; all backend calls run in parallel.
 */
export async function portalProps(ctx: GetServerSidePropsContext, options?: Loader | PageOptions): Promise<PortalProps> {
  return (await propsFor(ctx, await sessionOf(ctx), optionsOf(options))).props;
}

async function propsFor(ctx: GetServerSidePropsContext, session: LiveSession | null, { load, namespaces }: PageOptions) {
  const store = makeServerStore();
  const call: CallOptions = { token: session?.token, visitor: visitorOf(ctx.req) };
  store.dispatch(sessionLoaded({ authenticated: Boolean(session) }));
  store.dispatch(pageRendered({ year: serverYear() }));
  let refused = false;

  const memberData = session
    ? callBackend('health-check', undefined, call).then((result) => {
        if (result.ok) store.dispatch(userApi.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: result.data }]));
        else if (result.httpStatus === 401) {
          // Logged out elsewhere, revoked, blocked or deleted by the operator: the cookie goes too.
          refused = true;
          store.dispatch(sessionEnded());
          endSession(ctx.res, { state: 'ended' });
        }
      })
    : null;

  await Promise.all([memberData, load?.({ store, member: session?.user ?? null, call })]);
  return { props: { ...pageTranslations(ctx.locale, namespaces), initialState: dehydrate(store) } as PortalProps, refused };
}

/**
 * Member pages: a visitor without a session, or whose token the backend no longer takes, is sent to /login
 * and brought back after login.
 */
export async function memberPageProps(ctx: GetServerSidePropsContext, options?: Loader | PageOptions) {
  const session = await sessionOf(ctx);
  const page = session ? await propsFor(ctx, session, optionsOf(options)) : null;
  if (!page || page.refused) {
    const back = localizedPath(ctx.resolvedUrl, ctx.locale);
    return {
      redirect: { destination: `${localizedPath(paths.login, ctx.locale)}?callbackUrl=${encodeURIComponent(back)}`, permanent: false },
    };
  }
  return { props: page.props };
}

const pages = new PageCache();

/**
 * getServerSideProps of a page that a visitor without a session sees exactly as every other such visitor of the same
 * host, language and URL (the lobby). Its HTML is kept for PAGE_CACHE_SECONDS and served again, with a fresh nonce,
 * without loading or rendering anything. A member's page, a data request and a page with an unavailable section
 * are never served from or kept in the cache.
 */
export function sharedWhenLoggedOut(getProps: GetServerSideProps<PortalProps>): GetServerSideProps<PortalProps> {
  return async (ctx) => {
    const seconds = serverEnv().PAGE_CACHE_SECONDS;
    if (seconds === 0 || !mayUseCache(ctx.req)) return getProps(ctx);
    const key = `${ctx.locale} ${visitorOf(ctx.req).host ?? ''} ${ctx.resolvedUrl}`;
    const cached = pages.get(key);
    if (cached) {
      const nonce = newNonce();
      setPageHeaders(ctx.req, ctx.res, nonce);
      ctx.res.setHeader('Content-Type', cached.contentType);
      ctx.res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      ctx.res.setHeader('X-Page-Cache', 'hit');
      ctx.res.end(withNonce(cached, nonce));
      // Next sends nothing more for a response that has ended.
      return { props: {} as PortalProps };
    }
    const result = await getProps(ctx);
    if ('props' in result && !(await result.props).initialState.page?.failed.length) captureHtml(ctx.res, (page) => pages.set(key, page, seconds));
    return result;
  };
}

interface Prefetch<N extends OpName> {
  op: N;
  params?: RequestOf<N>;
  /** The RTK Query endpoint (e.g. `gamesApi.endpoints.casinoList`) and argument whose cache the answer fills. */
  endpoint: { name: string };
  arg?: unknown;
}

/** Loads one operation for the page through lib/backend; a failure marks the section as unavailable. */
export async function prefetch<N extends OpName>({ store, call }: PageContext, { op, params, endpoint, arg }: Prefetch<N>): Promise<boolean> {
  const result = await callBackendCached(op, params, call);
  if (!result.ok) {
    store.dispatch(pageDataFailed(op));
    return false;
  }
  const value = forSite(op, result.data, call.visitor?.host);
  store.dispatch(api.util.upsertQueryEntries([{ endpointName: endpoint.name, arg, value }] as never));
  return true;
}
