import type { GetServerSidePropsContext } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import type { OpName, RequestOf } from '@/lib/contract';
import type { RootState } from '@/store';
import { api } from '@/store/api';
import { pageDataFailed } from '@/store/pageSlice';
import { sessionEnded, sessionLoaded } from '@/store/sessionSlice';
import { dehydrate, makeServerStore, type ServerStore } from '@/store/ssr';
import { userApi } from '@/store/userApi';
import { readSession, type SessionUser } from './auth';
import { callBackend, type CallOptions } from './backend';
import { localizedPath, paths } from './paths';
import { pageTranslations } from './translations';
import { visitorOf } from './visitor';

export interface PortalProps extends SSRConfig {
  initialState: Partial<RootState>;
}

export interface PageContext {
  store: ServerStore;
  member: SessionUser | null;
  call: CallOptions;
}

const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

/** A revoked or expired backend token: drop the cookie so the browser stops presenting it. */
function clearSessionCookie(ctx: GetServerSidePropsContext) {
  ctx.res.setHeader(
    'Set-Cookie',
    SESSION_COOKIES.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`),
  );
}

/**
 * The props every page starts from: translations, the session flag and, for a member, the current user
 * (health check). `load` adds the page's own data to the store; all backend calls run in parallel.
 */
export async function portalProps(ctx: GetServerSidePropsContext, load?: Loader): Promise<PortalProps> {
  return propsFor(ctx, await readSession(ctx.req), load);
}

type Loader = (page: PageContext) => Promise<unknown>;
type Session = Awaited<ReturnType<typeof readSession>>;

async function propsFor(ctx: GetServerSidePropsContext, session: Session, load?: Loader): Promise<PortalProps> {
  const store = makeServerStore();
  const call: CallOptions = { token: session?.token, visitor: visitorOf(ctx.req) };
  store.dispatch(sessionLoaded({ authenticated: Boolean(session) }));

  const memberData = session
    ? callBackend('health-check', undefined, call).then((result) => {
        if (result.ok) store.dispatch(userApi.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: result.data }]));
        else if (result.httpStatus === 401) {
          store.dispatch(sessionEnded());
          clearSessionCookie(ctx);
        }
      })
    : null;

  const [translations] = await Promise.all([
    pageTranslations(ctx.locale),
    memberData,
    load?.({ store, member: session?.user ?? null, call }),
  ]);
  return { ...translations, initialState: dehydrate(store) };
}

/** Member pages: a visitor without a session is sent to /login and brought back after login. */
export async function memberPageProps(ctx: GetServerSidePropsContext, load?: Loader) {
  const session = await readSession(ctx.req);
  if (!session) {
    const back = localizedPath(ctx.resolvedUrl, ctx.locale);
    return {
      redirect: { destination: `${localizedPath(paths.login, ctx.locale)}?callbackUrl=${encodeURIComponent(back)}`, permanent: false },
    };
  }
  return { props: await propsFor(ctx, session, load) };
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
  const result = await callBackend(op, params, call);
  if (!result.ok) {
    store.dispatch(pageDataFailed(op));
    return false;
  }
  store.dispatch(api.util.upsertQueryEntries([{ endpointName: endpoint.name, arg, value: result.data }] as never));
  return true;
}
