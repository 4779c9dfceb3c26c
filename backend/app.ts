import type { HttpBindings } from '@hono/node-server';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { httpInstrumentationMiddleware } from '@hono/otel';
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import pLimit from 'p-limit';
import { z } from 'zod';
import { contract, isOpName, type ErrorCode, type OpName } from '@/lib/contract';
import type { Operation } from '@/lib/contract/common';
import { adminContract, isAdminOpName, type AdminOpName } from '@/lib/contract/admin';
import { changerOfAuthorization, memberOfAuthorization } from './auth';
import type { Config } from './config';
import { safeEqual } from './crypto';
import type { Db } from './db';
import { Refusal, type Deps, type Handlers, type Visitor } from './ops';
import { installMetrics, log, observeOperation, requestLog, type BackendMetrics } from './observe';
import { hitLimit } from './rateLimit';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { bannerRoutes } from './routes/banners';
import { catalogueRoutes } from './routes/catalogue';
import { gameRoutes } from './routes/games';
import { helpRoutes } from './routes/help';
import { noteRoutes } from './routes/notes';
import { noticeRoutes } from './routes/notices';
import { pageRoutes } from './routes/pages';
import { protectionRoutes } from './routes/protection';
import { registerRoutes } from './routes/register';
import { securityRoutes } from './routes/security';
import { siteRoutes } from './routes/site';
import { userRoutes } from './routes/user';
import { walletRoutes } from './routes/wallet';

export const MAX_BODY_BYTES = 256 * 1024;

const handlers: Handlers = {
  ...userRoutes,
  ...registerRoutes,
  ...gameRoutes,
  ...helpRoutes,
  ...noticeRoutes,
  ...noteRoutes,
  ...walletRoutes,
  ...siteRoutes,
  ...catalogueRoutes,
  ...protectionRoutes,
  ...accountRoutes,
  ...bannerRoutes,
  ...securityRoutes,
};

const httpStatus: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
};

const fail = (c: Context, code: ErrorCode, field?: string) =>
  c.json({ status: 'error', code, ...(field ? { field } : {}) }, httpStatus[code]);

const envelope = z.strictObject({ params: z.unknown().optional() });

function fieldOf(error: z.ZodError) {
  const [issue] = error.issues;
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  return [...issue.path, ...keys.slice(0, 1)].join('.') || 'params';
}

// PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400 instead of a driver error.
const withoutNul = (key: string, value: unknown) => {
  if (typeof value === 'string' && value.includes('\0')) throw new Refusal('bad_request', key || 'body');
  return value;
};

/**
 * JSON only: a cross-site page can send text/plain, a form or multipart without a preflight (a `no-cors` fetch), but
 * not application/json. Refused before anything is counted, so such a page cannot spend a member's login attempts.
 */
const JSON_TYPE = /^application\/json\s*(;|$)/i;
const isJson = (c: Context) => JSON_TYPE.test(c.req.header('content-type') ?? '');

function paramsOf(text: string, schema: z.ZodType) {
  let body: unknown;
  try {
    body = JSON.parse(text || '{}', withoutNul);
  } catch (error) {
    throw error instanceof Refusal ? error : new Refusal('bad_request', 'body');
  }
  const outer = envelope.safeParse(body);
  if (!outer.success) throw new Refusal('bad_request', fieldOf(outer.error));
  const inner = schema.safeParse(outer.data.params ?? {});
  if (!inner.success) throw new Refusal('bad_request', fieldOf(inner.error));
  return inner.data;
}

const hostOf = (value: string | undefined) => {
  if (!value) return '';
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname.toLowerCase();
  } catch {
    return '';
  }
};

const ORIGIN = /^https?:\/\/[a-z0-9.-]{1,253}(:\d{1,5})?$/i;
const HOST_AND_PORT = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;

/** The connection's own address when served by node-server (`app.request` in tests has no socket). */
const socketAddress = (c: Context) =>
  ((c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress ?? '').replace(/^::ffff:/, '');

/**
 * Who is asking. A portal says so in X-Forwarded-For/-Host, but only a request that carries the portal key is believed:
 * anyone else who reaches the backend could name a new address per attempt and escape the per-IP limits.
 */
function visitorOf(c: Context, portalKey: string | undefined): Visitor {
  const key = c.req.header('x-portal-key');
  const fromPortal = Boolean(portalKey && key && safeEqual(key, portalKey));
  const forwardedIp = fromPortal ? (c.req.header('x-forwarded-for') ?? '').split(',')[0].trim() : '';
  const origin = c.req.header('origin') ?? '';
  const siteHost = ((fromPortal ? c.req.header('x-forwarded-host') : undefined) ?? c.req.header('host') ?? '')
    .trim()
    .toLowerCase();
  return {
    ip: (forwardedIp || socketAddress(c)).slice(0, 64) || 'local',
    host: hostOf(siteHost),
    siteHost: HOST_AND_PORT.test(siteHost) ? siteHost.replace(/:443$/, '') : '',
    origin: hostOf(origin),
    originUrl: ORIGIN.test(origin) ? origin.toLowerCase() : '',
    // The portal sends the visitor's own (lib/backend.ts); it names a device in the member's sessions, nothing more.
    userAgent: (c.req.header('user-agent') ?? '').slice(0, 512),
  };
}

const PROOF_ASKERS = ['two-factor', 'passkeys', 'sessions'];

/** Operations that wait on the password hash in the thread pool: they do not hold a place among the admitted. */
const HASHING = new Set<OpName>([
  'user-do-login',
  'user-register',
  'user-change-password',
  'disable-two-factor',
  'prove-identity',
]);

/** Per visitor IP: the availability checks share one budget, registration attempts have their own. */
const throttled: Partial<Record<OpName, keyof Config['rateLimits']>> = {
  'check-user-id': 'checks',
  'check-user-nick': 'checks',
  'user-register': 'register',
  'request-password-reset': 'passwordReset',
  'start-passkey-login': 'passkeyLogin',
};

type Invoke = (params: unknown, ctx: unknown) => Promise<unknown>;

export interface AppOptions {
  db: Db;
  config: Config;
  secret: string;
  now?: () => Date;
  random?: () => number;
  /**
   * Requests handled at once, in order of arrival; unset, no limit. PGlite runs its queued queries back to back
   * without returning to the event loop, so new requests would wait for the whole queue, twice for the unlucky.
   */
  admit?: number;
  /** BACKEND_METRICS_PORT's metrics (backend/metrics.ts); none by default. */
  metrics?: BackendMetrics;
  /** Request spans (@hono/otel) when the OpenTelemetry SDK runs (backend/tracing.ts). */
  tracing?: boolean;
}

export function createApp({
  db,
  config,
  secret,
  now: clock = () => new Date(),
  random = Math.random,
  admit,
  metrics,
  tracing,
}: AppOptions) {
  let offsetMs = 0;
  const now = config.testClock ? () => new Date(clock().getTime() + offsetMs) : clock;
  const advanceClock = config.testClock ? (ms: number) => void (offsetMs += ms) : undefined;
  const deps: Deps = { db, config, secret, now, random, advanceClock };
  const app = new Hono();
  installMetrics(metrics);

  app.onError((error, c) => {
    if (error instanceof Refusal) {
      if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
      return fail(c, error.code, error.field);
    }
    log.error({ err: error }, `${c.req.method} ${c.req.routePath} failed: ${error.message}`);
    return fail(c, 'internal');
  });
  app.notFound((c) => fail(c, 'not_found'));

  const fromPortal = (c: Context) => {
    const key = c.req.header('x-portal-key');
    return Boolean(config.portalKey && key && safeEqual(key, config.portalKey));
  };
  if (tracing)
    app.use('*', httpInstrumentationMiddleware({ serviceName: process.env.OTEL_SERVICE_NAME || 'casino-backend' }));
  app.use('*', requestLog(fromPortal));
  if (metrics) app.use('*', metrics.middleware);

  app.get('/health', (c) => c.json({ status: 'ok' }));
  // Readiness: the database answers.
  app.get('/ready', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ status: 'unavailable' }, 503);
    }
  });
  app.route('/', pageRoutes(deps));

  // The rest of the body is not read: the connection cannot carry another request.
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => (c.header('Connection', 'close'), fail(c, 'too_large')),
  });
  const jsonOnly = async (c: Context, next: () => Promise<void>) => {
    if (c.req.method === 'POST' && !isJson(c)) return fail(c, 'unsupported_media_type');
    await next();
  };
  app.use('/public/*', jsonOnly, limit);
  app.use('/admin/*', jsonOnly, limit, async (c, next) => {
    const key = c.req.header('x-admin-key');
    if (!config.adminKey || !key || !safeEqual(key, config.adminKey)) return fail(c, 'forbidden');
    await next();
  });

  // An extension the operator turned off is absent, as on a legacy backend: the portal then hides it.
  const offered = (name: OpName) => {
    const { extension } = contract[name] as Operation;
    if (!extension) return true;
    // The proof that passkeys, two-step and sessions all ask for is there wherever one of them is.
    if (name === 'prove-identity')
      return PROOF_ASKERS.some((feature) => (config.siteFeatures as string[]).includes(feature));
    return extension === 'site-config'
      ? config.siteFeatures.length > 0
      : (config.siteFeatures as string[]).includes(extension);
  };

  const turns = admit ? pLimit(admit) : null;
  // The authenticated operations that answer with the unread counts (login counts its own).
  const COUNTED = new Set<OpName>(['health-check', 'get-member']);
  for (const name of (Object.keys(contract) as OpName[]).filter(offered)) {
    const { request, auth } = contract[name];
    const bucket = throttled[name];
    const answered = new WeakMap<Context, string>();
    const serve = (c: Context, text: string) =>
      observeOperation(
        name,
        () => serveOperation(c, text),
        () => answered.get(c),
        (error) => (error instanceof Refusal ? error.code : 'internal'),
      );
    const serveOperation = async (c: Context, text: string) => {
      const visitor = visitorOf(c, config.portalKey);
      const authorization = c.req.header('authorization');
      // Through a host of another currency than the member's, the token is refused as if it were none (backend/market.ts).
      const site = { host: visitor.host, defaultCurrency: config.market.currency };
      const member = auth
        ? await memberOfAuthorization(db, secret, authorization, now(), { counts: COUNTED.has(name), site })
        : null;
      const changer =
        auth && !member && name === 'user-change-password'
          ? await changerOfAuthorization(db, secret, authorization, now())
          : null;
      if (auth && !member && !changer) throw new Refusal('unauthenticated');
      if (bucket) {
        const wait = await hitLimit(db, `${bucket}:${visitor.ip}`, config.rateLimits[bucket], now());
        if (wait > 0) {
          c.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
          return fail(c, 'too_many_requests');
        }
      }
      const params = paramsOf(text, request);
      const result = await (handlers[name] as Invoke)(params, { ...deps, ...visitor, member, changer });
      answered.set(c, String((result as { status?: unknown }).status ?? 'success'));
      return c.json(result as object);
    };
    // The body is read first, so a slow sender does not hold a place.
    app.post(`/public/${name}`, async (c) => {
      const text = await c.req.text();
      if (!turns || HASHING.has(name)) return serve(c, text);
      return turns(async () => {
        await nextTurn();
        return serve(c, text);
      });
    });
  }

  for (const name of Object.keys(adminContract) as AdminOpName[]) {
    app.post(`/admin/${name}`, async (c) => {
      const params = paramsOf(await c.req.text(), adminContract[name].request);
      return c.json((await (adminRoutes[name] as Invoke)(params, deps)) as object);
    });
  }

  app.all('/:area{public|admin}/:op', (c) => {
    const op = c.req.param('op');
    const known = c.req.param('area') === 'public' ? isOpName(op) && offered(op) : isAdminOpName(op);
    if (!known) return fail(c, 'not_found');
    c.header('Allow', 'POST');
    return fail(c, 'method_not_allowed');
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
