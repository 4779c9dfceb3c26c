// `npm run test:scale`: two portals and two backends on one PostgreSQL, each pair behind a round-robin relay on
// loopback, to show that the portal keeps no state that matters and the backend keeps its state in the database; and
// nginx with deploy/nginx.conf in front of the same two portals, to show that its cache serves the logged-out lobby
// and never a member's page.
// Without DATABASE_URL it runs itself again under scripts/with-postgres.sh (a throwaway cluster); with it, it works
// in a new database on that server and drops it at the end. One ✓/✗ line per claim with its evidence; exit 1 on any ✗.
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  ROOT,
  backendCall,
  distDir,
  hasBuild,
  inBatches,
  proxyCall,
  registerMember,
  startBackend,
  startPortal,
  tempDir,
  type Server,
} from '../support/servers';
import { ensureNginx, startNginx, type Nginx } from '../support/nginx';
import { cookiePairs, send, startRelay, type Relay, type Reply } from './relay';

const TIME_LIMIT_MS = 180_000;
const MEMBERS = 20;
const POLL_ROUNDS = 10;
const CHECKS_PER_MINUTE = 5;
const PASSWORD = 'scale-pass-1234';
const FAIR_SHARE = [0.4, 0.6] as const;

interface Member {
  userId: string;
  password: string;
  /** The loopback address the member's browser connects from. */
  from: string;
  cookie: string;
}

const began = performance.now();
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const log = (message: string) => console.log(`[${seconds(performance.now() - began).padStart(5)} s] ${message}`);
let failures = 0;
function report(ok: boolean, claim: string, evidence: string) {
  if (!ok) failures++;
  console.log(`${ok ? '✓' : '✗'} ${claim}\n    ${evidence}`);
}
const share = (counts: Record<string, number>) => {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const parts = Object.entries(counts).map(
    ([name, n]) => `${name} ${n} (${total ? Math.round((n / total) * 100) : 0}%)`,
  );
  const fair =
    total > 0 && Object.values(counts).every((n) => n / total >= FAIR_SHARE[0] && n / total <= FAIR_SHARE[1]);
  return { fair, text: parts.join(', ') };
};

/** Without a database: the same script under scripts/with-postgres.sh, in its own process group so that a signal reaches all of it. */
function runUnderThrowawayPostgres() {
  const child = spawn(
    'bash',
    [path.join(ROOT, 'scripts', 'with-postgres.sh'), process.execPath, '--import', 'tsx', __filename],
    {
      cwd: ROOT,
      stdio: 'inherit',
      detached: true,
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    });
  }
  child.once('exit', (code) => process.exit(code ?? 1));
}

const servers: Server[] = [];
const relays: Relay[] = [];
const stubs: HttpServer[] = [];
const dataDirs: string[] = [];
let sql: pg.Pool | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let stopping: Promise<void> | undefined;

const stopAll = () =>
  (stopping ??= (async () => {
    await Promise.allSettled(relays.map((relay) => relay.close()));
    for (const stub of stubs) stub.close();
    await Promise.allSettled(servers.map((server) => server.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await sql?.end().catch(() => undefined);
    await dropDatabase?.().catch((error: Error) => console.error(`could not drop the test database: ${error.message}`));
  })());

/** A new database on DATABASE_URL's server, dropped by stopAll. */
async function freshDatabase() {
  const server = new URL(process.env.DATABASE_URL!);
  const name = `scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: server.toString() });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function rows<T>(text: string, values: unknown[] = []) {
  return (await sql!.query(text, values)).rows as T[];
}

/** Starts the servers together; every one that started is stopped at the end, even when another failed. */
async function startTogether<T extends Server>(starts: Promise<T>[]) {
  const results = await Promise.allSettled(starts);
  for (const result of results) if (result.status === 'fulfilled') servers.push(result.value);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}

interface Instance {
  name: string;
  url: string;
  server: Server;
}
interface Cluster {
  backends: [Instance, Instance];
  portals: [Instance, Instance];
  backendRelay: Relay;
  portalRelay: Relay;
  /** deploy/nginx.conf in front of both portals. */
  nginx: Nginx;
  /** Makes this run's member ids and addresses its own, should DATABASE_URL's server be reused. */
  tag: string;
  net: number;
}

const short = (name: string) => name.replace(/^(portal|backend)-/, '');

const parse = <T = Record<string, unknown>>(reply: Reply): T => {
  try {
    return JSON.parse(reply.text) as T;
  } catch {
    return {} as T;
  }
};

const isMemberHealth = (reply: Reply, userId: string) => {
  const body = parse<{ status?: string; user?: { userId?: string } }>(reply);
  return reply.status === 200 && body.status === 'authenticated' && body.user?.userId === userId;
};

const getPage = (base: string, pathname: string, from: string, cookie?: string) =>
  send(`${base}${pathname}`, { from, headers: cookie ? { cookie } : {} });

/** A proxy call as the page's fetch sends it: same-origin, so the proxy's Origin check needs the Host the relay kept. */
const callProxy = (
  base: string,
  op: string,
  from: string,
  cookie?: string,
  params?: unknown,
  headers: Record<string, string> = {},
) =>
  send(`${base}/api/routes/${op}`, {
    method: 'POST',
    from,
    headers: {
      'content-type': 'application/json',
      origin: base,
      'sec-fetch-site': 'same-origin',
      ...headers,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(params === undefined ? {} : { params }),
  });

/** next-auth's credentials flow as the browser runs it: the csrf token, then the callback. */
async function signIn(base: string, userId: string, from: string, password = PASSWORD) {
  const csrf = await send(`${base}/api/auth/csrf`, { from });
  const { csrfToken } = parse<{ csrfToken: string }>(csrf);
  const callback = await send(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    from,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: cookiePairs(csrf).join('; '),
      origin: base,
    },
    body: new URLSearchParams({ csrfToken, userId, password, json: 'true' }).toString(),
  });
  const cookie = cookiePairs(callback).find((pair) => pair.includes('session-token='));
  return {
    cookie,
    url: parse<{ url?: string }>(callback).url ?? '',
    status: callback.status,
    csrfBy: csrf.servedBy,
    callbackBy: callback.servedBy,
  };
}

/** A member registered straight on a backend, then logged in through the round-robin from its own address. */
async function join(
  c: Cluster,
  userId: string,
  from: string,
  registerOn: Instance,
  registerIp: string,
): Promise<Member> {
  await registerMember(registerOn.url, userId, PASSWORD, registerIp);
  const login = await signIn(c.portalRelay.url, userId, from);
  if (!login.cookie) throw new Error(`login of ${userId} through the round-robin failed: ${login.status} ${login.url}`);
  return { userId, password: PASSWORD, from, cookie: login.cookie };
}

async function startCluster(): Promise<Cluster> {
  const database = await freshDatabase();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  log(`PostgreSQL database ${database.name} (${new URL(database.url).host})`);

  const backendRelay = await startRelay('backends', { edge: false });
  const portalRelay = await startRelay('portals', { edge: true });
  relays.push(backendRelay, portalRelay);

  const backendEnv = {
    DATABASE_URL: database.url,
    BACKEND_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    BACKEND_PUBLIC_URL: backendRelay.url,
    RATE_LIMIT_CHECKS_PER_MINUTE: String(CHECKS_PER_MINUTE),
    RATE_LIMIT_REGISTER_PER_HOUR: '100000',
  };
  const backendStart = performance.now();
  const [backendA, backendB] = await startTogether(
    ['a', 'b'].map((label) => {
      const dataDir = tempDir(`scale-backend-${label}`);
      dataDirs.push(dataDir);
      return startBackend({ dataDir, env: backendEnv });
    }),
  );
  const backends: Cluster['backends'] = [
    { name: 'backend-a', url: backendA.url, server: backendA },
    { name: 'backend-b', url: backendB.url, server: backendB },
  ];
  backendRelay.setTargets(backends);
  log(
    `backend-a ${backendA.url}, backend-b ${backendB.url}: started at once in ${seconds(performance.now() - backendStart)} s; their relay ${backendRelay.url}`,
  );

  const portalStart = performance.now();
  const [portalA, portalB] = await startTogether(
    [0, 1].map(() =>
      startPortal({ backendUrl: backendRelay.url, env: { NEXTAUTH_URL: portalRelay.url, TRUST_PROXY: 'true' } }),
    ),
  );
  const portals: Cluster['portals'] = [
    { name: 'portal-a', url: portalA.url, server: portalA },
    { name: 'portal-b', url: portalB.url, server: portalB },
  ];
  portalRelay.setTargets(portals);
  log(
    `portal-a ${portalA.url}, portal-b ${portalB.url} (BACKEND_URL: the backend relay): started in ${seconds(performance.now() - portalStart)} s; their relay ${portalRelay.url}`,
  );
  const [nginx] = await startTogether([startNginx({ upstreams: [portalA.url, portalB.url] })]);
  log(`nginx (deploy/nginx.conf) ${nginx.url} in front of portal-a and portal-b`);
  return {
    backends,
    portals,
    backendRelay,
    portalRelay,
    nginx,
    tag: randomBytes(3).toString('hex'),
    net: randomInt(1, 250),
  };
}

async function checkStart({ backends }: Cluster) {
  const migrationFiles = readdirSync(path.join(ROOT, 'backend', 'db', 'migrations')).filter((file) =>
    file.endsWith('.sql'),
  ).length;
  const [{ applied }] = await rows<{ applied: number }>(
    'select count(*)::int as applied from drizzle.__drizzle_migrations',
  );
  const seeded = backends.filter(({ server }) => server.output().includes('Seeded demo data')).length;
  report(
    applied === migrationFiles && seeded === 1,
    'two backends started at once on one empty database: they migrate in turn and seed once',
    `${applied} of ${migrationFiles} migrations recorded once in drizzle.__drizzle_migrations; demo data seeded by ${seeded} backend`,
  );
}

/** (a) A session made through one portal works on the other, and on both in turn. */
async function checkSessions(c: Cluster) {
  const { portalRelay, backendRelay } = c;
  backendRelay.reset();
  const userId = `sc${c.tag}a`;
  await registerMember(c.backends[0].url, userId, PASSWORD, '198.51.100.7');
  const login = await signIn(portalRelay.url, userId, '127.0.0.2');
  const alice: Member = { userId, password: PASSWORD, from: '127.0.0.2', cookie: login.cookie ?? '' };
  report(
    Boolean(login.cookie),
    '(a) a member logs in through the round-robin',
    `csrf token from ${login.csrfBy}, credentials callback on ${login.callbackBy}: ${login.cookie ? 'session cookie set' : `no session cookie (${login.status} ${login.url})`}`,
  );
  const [session] = await rows<{ ip: string }>(
    'select s.ip from sessions s join users u on u.id = s.user_id where u.user_id = $1 order by s.created_at desc limit 1',
    [userId],
  );
  report(
    session?.ip === alice.from,
    '(a) the visitor address crosses both relays (X-Forwarded-For, TRUST_PROXY=true)',
    `client ${alice.from} → portal relay → portal → backend relay → backend; the backend recorded the session from ${session?.ip ?? 'nothing'}`,
  );

  const direct: string[] = [];
  let directOk = true;
  for (const portal of [...c.portals].reverse()) {
    const page = await fetch(`${portal.url}/user`, { redirect: 'manual', headers: { cookie: alice.cookie } });
    const html = await page.text();
    const health = await proxyCall(portal.url, 'health-check', undefined, alice.cookie);
    const pageOk = page.status === 200 && html.includes(userId);
    directOk &&= pageOk && health.status === 200 && health.body.status === 'authenticated';
    direct.push(
      `${portal.name}: GET /user ${page.status}${pageOk ? ` shows ${userId}` : ` → ${page.headers.get('location')}`}, health-check ${health.body.status ?? health.status}`,
    );
  }
  report(directOk, '(a) the same cookie works on each portal directly', direct.join('; '));

  // Pairs of each kind, so that each kind lands on both portals of the alternation.
  const trail: string[] = [];
  let relayOk = true;
  for (const kind of ['/user', '/user', 'health', 'health', '/user', '/user', 'health', 'health']) {
    const reply =
      kind === '/user'
        ? await getPage(portalRelay.url, '/user', alice.from, alice.cookie)
        : await callProxy(portalRelay.url, 'health-check', alice.from, alice.cookie);
    const ok = kind === '/user' ? reply.status === 200 && reply.text.includes(userId) : isMemberHealth(reply, userId);
    relayOk &&= ok;
    trail.push(`${kind}@${short(reply.servedBy)}${ok ? '' : ` FAILED ${reply.status}`}`);
  }
  report(
    relayOk && new Set(trail.map((step) => step.split('@')[1])).size === 2,
    '(a) the cookie works through the round-robin, request after request alternating portals',
    `${trail.join(' ')}; behind them ${share(backendRelay.served('/public/')).text} backend calls with the one backend token`,
  );
  return { alice, loggedInOn: login.callbackBy };
}

/** (b) The login lockout and the registration-check limit are counted in the database, across backends. */
async function checkCounters(c: Cluster) {
  const { backends, portals, backendRelay, portalRelay } = c;
  const victim = `sc${c.tag}v`;
  // The guesses come from the address the portals' sign-ins below come from: a lock holds at the guessing address.
  const guesser = '127.0.0.4';
  await registerMember(backends[1].url, victim, PASSWORD, '198.51.100.8');
  const wrong: string[] = [];
  for (let i = 0; i < 10; i++) {
    const backend = backends[i % 2];
    const { body } = await backendCall<{ status: string }>(
      backend.url,
      'user-do-login',
      { userId: victim, password: 'wrong-pass-0000' },
      undefined,
      {
        'x-forwarded-for': guesser,
      },
    );
    wrong.push(`${short(backend.name)}:${body.status}`);
  }
  const [attempts] = await rows<{ failures: number; locked_until: Date | null }>(
    'select failures, locked_until from login_attempts where key = $1',
    [`id-ip:${victim}:${guesser}`],
  );
  const right: string[] = [];
  let locked = wrong.every((step) => step.endsWith(':pass'));
  for (const backend of backends) {
    const { body } = await backendCall<{ status: string; retryAfter?: number }>(
      backend.url,
      'user-do-login',
      { userId: victim, password: PASSWORD },
      undefined,
      {
        'x-forwarded-for': guesser,
      },
    );
    locked &&= body.status === 'time';
    right.push(`${backend.name} → ${body.status}${body.retryAfter ? ` (retry after ${body.retryAfter} s)` : ''}`);
  }
  report(
    locked && attempts?.failures === 10,
    '(b) a lockout counted on both backends holds on each',
    `10 wrong passwords from ${guesser} alternating backends: ${wrong.join(' ')}; login_attempts id-ip:${victim}:${guesser} failures=${attempts?.failures}, ` +
      `locked until ${attempts?.locked_until?.toISOString() ?? '-'}; then the right password from the same address: ${right.join(', ')}`,
  );

  const signIns: string[] = [];
  let shown = true;
  for (const portal of portals) {
    const attempt = await signIn(portal.url, victim, guesser);
    const error = new URL(attempt.url || 'http://invalid/').searchParams.get('error');
    shown &&= !attempt.cookie && error?.split(':')[0] === 'locked';
    signIns.push(
      `${portal.name} → ${attempt.cookie ? 'logged in' : `${attempt.status} {url: …/login?error=${error}}`}`,
    );
  }
  report(
    shown,
    '(b) each portal shows the lockout: next-auth sign-in with the right password fails as locked',
    signIns.join('; '),
  );

  const checkIp = `198.18.${c.net}.3`;
  const checks: string[] = [];
  for (let i = 0; i < CHECKS_PER_MINUTE + 2; i++) {
    const backend = backends[i % 2];
    const { status } = await backendCall(backend.url, 'check-user-id', { userId: `sc${c.tag}q${i}` }, undefined, {
      'x-forwarded-for': checkIp,
    });
    checks.push(`${short(backend.name)}:${status}`);
  }
  report(
    checks.every((step, i) => step.endsWith(i < CHECKS_PER_MINUTE ? ':200' : ':429')),
    `(b) the registration-check limit (${CHECKS_PER_MINUTE} a minute per address) is counted across both backends`,
    `check-user-id from ${checkIp}, alternating backends: ${checks.join(' ')}`,
  );

  // Straight to the backends without the portal key: a forged address per request is not believed; the connection's is.
  const forgedChecks: string[] = [];
  for (let i = 0; i < CHECKS_PER_MINUTE + 1; i++) {
    const backend = backends[i % 2];
    const { status } = await backendCall(backend.url, 'check-user-id', { userId: `sc${c.tag}f${i}` }, undefined, {
      'x-portal-key': '',
      'x-forwarded-for': `192.0.2.${i + 1}`,
    });
    forgedChecks.push(`${short(backend.name)}:${status}`);
  }
  const [socketLimit] = await rows<{ hits: number }>('select hits from rate_limits where key = $1', [
    'checks:127.0.0.1',
  ]);
  const [{ forgedKeys }] = await rows<{ forgedKeys: number }>(
    `select count(*)::int as "forgedKeys" from rate_limits where key like 'checks:192.0.2.%'`,
  );
  report(
    forgedChecks.every((step, i) => step.endsWith(i < CHECKS_PER_MINUTE ? ':200' : ':429')) &&
      socketLimit?.hits === CHECKS_PER_MINUTE + 1 &&
      forgedKeys === 0,
    '(b) without the portal key a backend believes no X-Forwarded-For: a new forged address per request still hits the limit of the connection',
    `check-user-id from 127.0.0.1 straight to the backends, forging X-Forwarded-For 192.0.2.1…${CHECKS_PER_MINUTE + 1}: ${forgedChecks.join(' ')}; ` +
      `rate_limits checks:127.0.0.1 hits=${socketLimit?.hits}, rows for the forged addresses: ${forgedKeys}`,
  );

  backendRelay.reset();
  const viaPortals: string[] = [];
  for (let i = 0; i < CHECKS_PER_MINUTE + 1; i++) {
    const reply = await callProxy(
      portalRelay.url,
      'check-user-id',
      '127.0.0.3',
      undefined,
      { userId: `sc${c.tag}r${i}` },
      { 'x-forwarded-for': `203.0.113.${i + 1}` },
    );
    viaPortals.push(`${short(reply.servedBy)}:${reply.status}`);
  }
  const [limit] = await rows<{ hits: number }>('select hits from rate_limits where key = $1', ['checks:127.0.0.3']);
  report(
    viaPortals.every((step, i) => step.endsWith(i < CHECKS_PER_MINUTE ? ':200' : ':429')) &&
      limit?.hits === CHECKS_PER_MINUTE + 1,
    '(b) … and through the round-robin of portals, per visitor address as the relay reported it',
    `check-user-id from 127.0.0.3, each with a forged X-Forwarded-For (203.0.113.1…${CHECKS_PER_MINUTE + 1}) that the relay replaces: ` +
      `${viaPortals.join(' ')} (backends: ${share(backendRelay.served('/public/check-user-id')).text}); ` +
      `rate_limits checks:127.0.0.3 hits=${limit?.hits}`,
  );
}

/** (c) Members polling the health check through the round-robin spread over both portals and both backends. */
async function checkSpread(c: Cluster) {
  const { backends, backendRelay, portalRelay } = c;
  const prepareStart = performance.now();
  const members = await inBatches(
    Array.from({ length: MEMBERS }, (_, i) => i),
    4,
    (i) => join(c, `sc${c.tag}m${i}`, `127.0.0.${10 + i}`, backends[i % 2], `198.51.100.${20 + i}`),
  );
  log(
    `${MEMBERS} members registered on alternating backends and logged in through the round-robin in ${seconds(performance.now() - prepareStart)} s`,
  );
  backendRelay.reset();
  portalRelay.reset();
  const polls = Array.from({ length: MEMBERS * POLL_ROUNDS }, (_, i) => members[i % MEMBERS]);
  const latencies: number[] = [];
  const bad: string[] = [];
  await inBatches(polls, 10, async (polled) => {
    const started = performance.now();
    const reply = await callProxy(portalRelay.url, 'health-check', polled.from, polled.cookie);
    latencies.push(performance.now() - started);
    if (!isMemberHealth(reply, polled.userId))
      bad.push(`${polled.userId}@${reply.servedBy}: ${reply.status} ${reply.text.slice(0, 80)}`);
  });
  latencies.sort((x, y) => x - y);
  const onPortals = share(portalRelay.served('/api/routes/health-check'));
  const onBackends = share(backendRelay.served('/public/health-check'));
  report(
    bad.length === 0 && onPortals.fair && onBackends.fair,
    `(c) ${MEMBERS} members polling health-check through the round-robin spread over both portals and both backends`,
    `${polls.length} polls, ${polls.length - bad.length} answered with the member's own data (p50 ${latencies[latencies.length >> 1]?.toFixed(0)} ms, ` +
      `p99 ${latencies[Math.floor(latencies.length * 0.99)]?.toFixed(0)} ms); portals: ${onPortals.text}; backends: ${onBackends.text}` +
      (bad.length ? `; failed: ${bad.slice(0, 3).join('; ')}` : ''),
  );
  return members;
}

const cacheStatus = (reply: Reply) => String(reply.headers['x-cache-status'] ?? '-');
/** Answers that came out of nginx's cache rather than from a portal. */
const FROM_CACHE = ['HIT', 'STALE', 'UPDATING', 'REVALIDATED'];
const tally = (values: string[]) =>
  Object.entries(
    values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {}),
  )
    .map(([value, n]) => `${value}×${n}`)
    .join(' ');

/** A stand-in portal on loopback whose answers say `public, s-maxage=60`, one path of them with a cookie being set. */
async function startStub() {
  const reached: string[] = [];
  const stub = createServer((req, res) => {
    reached.push(req.url ?? '/');
    const headers: Record<string, string> = { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=60' };
    if (req.url === '/sets-cookie') headers['set-cookie'] = `promo=${reached.length}; Path=/; HttpOnly`;
    res.writeHead(200, headers).end(`<p>answer ${reached.length}</p>`);
  });
  stubs.push(stub);
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`, reached };
}

/** (d) nginx with deploy/nginx.conf in front of both portals: the logged-out lobby from its cache, a member's page never. */
async function checkReverseProxy(c: Cluster, members: Member[]) {
  const { nginx, portals } = c;
  const viaNginx: { what: string; reply: Reply }[] = [];
  const get = async (what: string, pathname: string, from: string, cookie?: string) => {
    const reply = await getPage(nginx.url, pathname, from, cookie);
    viaNginx.push({ what, reply });
    return reply;
  };
  const portalOf = (upstream: string) =>
    portals.find((portal) => upstream.includes(new URL(portal.url).host))?.name ?? (upstream || 'cache');

  const lobby: string[] = [];
  let cachedOk = true;
  for (const pathname of ['/', '/en']) {
    const first = await get('logged-out page', pathname, '127.0.0.7');
    const again = await get('logged-out page', pathname, '127.0.0.8');
    const control = String(first.headers['cache-control'] ?? '');
    const ok =
      first.status === 200 &&
      again.status === 200 &&
      /\bpublic\b/.test(control) &&
      /\bs-maxage=[1-9]/.test(control) &&
      cacheStatus(again) === 'HIT' &&
      again.text === first.text;
    cachedOk &&= ok;
    lobby.push(
      `${pathname}: ${first.status} ${cacheStatus(first)} from 127.0.0.7, then ${again.status} ${cacheStatus(again)} from 127.0.0.8 ` +
        `(${again.text === first.text ? 'the same bytes' : 'other bytes'}); Cache-Control "${control}", Vary "${first.headers.vary ?? ''}"`,
    );
  }
  const lobbyLog = nginx.log().filter((line) => ['/', '/en'].includes(line.uri));
  report(
    cachedOk,
    '(d) nginx (deploy/nginx.conf) serves the logged-out lobby from its cache: Cache-Control public, s-maxage; HIT on a repeat within it',
    `${lobby.join('; ')}; ${lobbyLog.filter((line) => line.upstream).length} of ${lobbyLog.length} requests reached a portal`,
  );

  const newcomer = `sc${c.tag}n`;
  await registerMember(c.backends[1].url, newcomer, PASSWORD, '198.51.100.10');
  const login = await signIn(nginx.url, newcomer, '127.0.0.6');
  const [session] = await rows<{ ip: string }>(
    'select s.ip from sessions s join users u on u.id = s.user_id where u.user_id = $1 order by s.created_at desc limit 1',
    [newcomer],
  );
  report(
    Boolean(login.cookie) && session?.ip === '127.0.0.6',
    '(d) a member logs in through nginx, which passes the visitor on (X-Forwarded-For, X-Forwarded-Host, TRUST_PROXY=true)',
    `${newcomer}: csrf token and credentials callback through nginx from 127.0.0.6: ${login.cookie ? 'session cookie set' : `no session cookie (${login.status} ${login.url})`}; ` +
      `the backend recorded the session from ${session?.ip ?? 'nothing'}`,
  );

  // Two members (one logged in through nginx, one through the relay), a visitor and a forged chunked __Secure- session
  // cookie, each round at once, on alternating pages.
  const pair: Member[] = [
    { userId: newcomer, password: PASSWORD, from: '127.0.0.6', cookie: login.cookie ?? '' },
    members[0],
  ];
  const forged = `__Secure-next-auth.session-token.0=${randomBytes(24).toString('base64url')}`;
  const rounds = 20;
  const seen = { member: pair.map(() => [] as string[]), visitor: [] as string[], forged: [] as string[] };
  const wrong: string[] = [];
  const hasId = (reply: Reply) =>
    pair.filter((member) => reply.text.includes(member.userId)).map((member) => member.userId);
  const before = nginx.log().length;
  for (let round = 0; round < rounds; round++) {
    const pages = round % 2 ? ['/user', '/'] : ['/', '/user'];
    await Promise.all([
      ...pair.map(async (member, i) => {
        const reply = await get("a member's page", pages[i], member.from, member.cookie);
        const control = String(reply.headers['cache-control'] ?? '');
        seen.member[i].push(cacheStatus(reply));
        const ids = hasId(reply);
        if (
          reply.status !== 200 ||
          ids.length !== 1 ||
          ids[0] !== member.userId ||
          cacheStatus(reply) !== 'BYPASS' ||
          !/\bprivate\b/.test(control) ||
          !/no-store/.test(control)
        ) {
          wrong.push(
            `${member.userId} ${pages[i]}: ${reply.status} ${cacheStatus(reply)} "${control}" ids [${ids.join(',')}]`,
          );
        }
      }),
      (async () => {
        const reply = await get('logged-out page', '/', '127.0.0.9');
        seen.visitor.push(cacheStatus(reply));
        if (reply.status !== 200 || hasId(reply).length)
          wrong.push(`visitor /: ${reply.status} ${cacheStatus(reply)} ids [${hasId(reply).join(',')}]`);
      })(),
      (async () => {
        const reply = await get('forged session cookie', pages[0], '127.0.0.10', forged);
        seen.forged.push(cacheStatus(reply));
        if (cacheStatus(reply) !== 'BYPASS' || hasId(reply).length)
          wrong.push(
            `forged cookie ${pages[0]}: ${reply.status} ${cacheStatus(reply)} ids [${hasId(reply).join(',')}]`,
          );
      })(),
    ]);
  }
  const memberLines = nginx
    .log()
    .slice(before)
    .filter((line) => line.cache === 'BYPASS' && ['/', '/user'].includes(line.uri));
  const perPortal = Object.fromEntries(
    portals.map((portal) => [
      portal.name,
      memberLines.filter((line) => portalOf(line.upstream) === portal.name).length,
    ]),
  );
  const byPortal = share(perPortal);
  report(
    wrong.length === 0 &&
      seen.visitor.some((status) => FROM_CACHE.includes(status)) &&
      Object.values(perPortal).every((n) => n > 0),
    "(d) two members through nginx, interleaved, each get their own page (Cache-Control private, no-store), never the other's nor the cached one",
    `${rounds} rounds, each at once: ${pair.map((member, i) => `${member.userId} (${member.from}) ${tally(seen.member[i])}`).join(', ')}, ` +
      `each page showing its own member only; a visitor's / ${tally(seen.visitor)}, never a member's id; ` +
      `a forged chunked __Secure- session cookie ${tally(seen.forged)}; members' pages rendered by ${byPortal.text}` +
      (wrong.length ? `; wrong: ${wrong.slice(0, 4).join('; ')}` : ''),
  );

  // The shipped config in front of a stand-in that marks a page public while setting a cookie: nothing may be stored.
  const stub = await startStub();
  const [stubNginx] = await startTogether([startNginx({ upstreams: [stub.url] })]);
  const statuses = { setsCookie: [] as string[], plain: [] as string[] };
  for (let i = 0; i < 5; i++) statuses.setsCookie.push(cacheStatus(await send(`${stubNginx.url}/sets-cookie`)));
  for (let i = 0; i < 2; i++) statuses.plain.push(cacheStatus(await send(`${stubNginx.url}/plain`)));
  const stubReached = stub.reached.filter((url) => url === '/sets-cookie').length;
  await stubNginx.stop();
  const withCookie = viaNginx.filter(({ reply }) => reply.headers['set-cookie']);
  const served = withCookie.filter(({ reply }) => FROM_CACHE.includes(cacheStatus(reply)));
  report(
    stubReached === 5 &&
      statuses.setsCookie.every((status) => status === 'MISS') &&
      statuses.plain.join(' ') === 'MISS HIT' &&
      served.length === 0,
    '(d) a response that sets a cookie is never stored by nginx, even when it says public',
    `a stand-in portal answering "public, s-maxage=60" with Set-Cookie behind the same config: 5 GETs, ${tally(statuses.setsCookie)}, ` +
      `${stubReached} reached it (the same answer without Set-Cookie: ${statuses.plain.join(', ')}); through nginx in front of the portals ` +
      `${withCookie.length} page answers set a cookie (${tally(withCookie.map(({ what }) => what)) || 'none'}), ${served.length} of them from the cache`,
  );
}

/** (e) One portal and one backend stop mid-run (SIGTERM), without being taken out of the relays first. */
async function checkFailover(
  c: Cluster,
  members: Member[],
  { alice, loggedInOn }: Awaited<ReturnType<typeof checkSessions>>,
) {
  const { backends, portals, backendRelay, portalRelay } = c;
  const poll = (polled: Member) =>
    callProxy(portalRelay.url, 'health-check', polled.from, polled.cookie).catch((error: Error): Reply => ({
      status: 0,
      headers: {},
      text: error.message,
      servedBy: '-',
    }));
  const healthCounts = () => ({
    portals: portalRelay.served('/api/routes/health-check'),
    backends: backendRelay.served('/public/health-check'),
  });
  const during: { ok: boolean; status: number; at: number; detail: string; retry?: { ok: boolean; status: number } }[] =
    [];
  let polling = true;
  backendRelay.reset();
  portalRelay.reset();
  const poller = inBatches(
    Array.from({ length: 6 }, (_, i) => i),
    6,
    async (worker) => {
      for (let round = 0; polling; round++) {
        const polled = members[(worker + round * 6) % MEMBERS];
        const reply = await poll(polled);
        const entry: (typeof during)[number] = {
          ok: isMemberHealth(reply, polled.userId),
          status: reply.status,
          at: performance.now(),
          detail: `${reply.status} ${reply.text.slice(0, 60)}`,
        };
        // As the page does: a failed poll keeps the session (only a 401 ends it), and the next poll asks again.
        if (!entry.ok) {
          const again = await poll(polled);
          entry.retry = { ok: isMemberHealth(again, polled.userId), status: again.status };
        }
        during.push(entry);
      }
    },
  );
  await sleep(1500);
  const stopAt = performance.now();
  await Promise.all([portals[1].server.stop(), backends[1].server.stop()]);
  const stoppedAt = performance.now();
  const before = healthCounts();
  backendRelay.reset();
  portalRelay.reset();
  await sleep(2500);
  polling = false;
  await poller;
  const after = healthCounts();
  const refused = { portals: portalRelay.refused(), backends: backendRelay.refused() };
  const failed = during.filter((entry) => !entry.ok);
  const unauthenticated = during.filter((entry) => entry.status === 401 || entry.retry?.status === 401);
  const late = failed.filter((entry) => entry.at > stoppedAt + 1000);
  const onlySurvivors =
    after.portals['portal-b'] === 0 && after.backends['backend-b'] === 0 && after.portals['portal-a'] > 0;
  report(
    unauthenticated.length === 0 && late.length === 0 && failed.every((entry) => entry.retry?.ok) && onlySurvivors,
    '(e) portal-b and backend-b stopped (SIGTERM) mid-run: the relays skip them and every member stays logged in',
    `${during.length} polls by ${MEMBERS} members, the two stopped in ${seconds(stoppedAt - stopAt)} s; ` +
      `before: portals ${share(before.portals).text}, backends ${share(before.backends).text}; ` +
      `after: portals ${share(after.portals).text}, backends ${share(after.backends).text}, refused connections skipped ${JSON.stringify(refused)}; ` +
      `${failed.length} poll(s) failed at the moment of the stop` +
      (failed.length
        ? ` (${failed.map((entry) => entry.detail).join('; ')}), each asked again at once: ${failed.map((entry) => (entry.retry?.ok ? 'authenticated' : entry.retry?.status)).join(', ')}`
        : '') +
      `; ${unauthenticated.length} answered 401`,
  );

  const newcomer = await join(c, `sc${c.tag}z`, '127.0.0.5', backends[0], '198.51.100.9');
  const page = await getPage(portalRelay.url, '/user', alice.from, alice.cookie);
  const health = await callProxy(portalRelay.url, 'health-check', newcomer.from, newcomer.cookie);
  report(
    page.status === 200 && page.text.includes(alice.userId) && isMemberHealth(health, newcomer.userId),
    '(e) the survivors carry on: old sessions and new logins',
    `${alice.userId} (logged in on ${loggedInOn}) GET /user via ${page.servedBy} ${page.status}; ` +
      `${newcomer.userId} registered and logged in after the stop, health-check via ${health.servedBy}: ${parse(health).status ?? health.status}`,
  );
}

async function main() {
  const cluster = await startCluster();
  await checkStart(cluster);
  const sessions = await checkSessions(cluster);
  await checkCounters(cluster);
  const members = await checkSpread(cluster);
  await checkReverseProxy(cluster, members);
  await checkFailover(cluster, members, sessions);
}

const nginxMissing = (() => {
  try {
    ensureNginx();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
})();
if (!hasBuild()) {
  console.error(`✗ no production build in ${distDir()}: run "NEXT_DIST_DIR=${distDir()} npm run build" first`);
  process.exit(1);
} else if (nginxMissing) {
  console.error(`✗ ${nginxMissing}`);
  process.exit(1);
} else if (!process.env.DATABASE_URL) {
  runUnderThrowawayPostgres();
} else {
  const deadline = setTimeout(() => {
    console.error(`✗ the run took longer than ${TIME_LIMIT_MS / 1000} s: stopping`);
    void stopAll().finally(() => process.exit(1));
  }, TIME_LIMIT_MS);
  deadline.unref();
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the portals, the backends and the relays`);
      void stopAll().finally(() => process.exit(code));
    });
  }
  main()
    .catch((error: Error) => {
      failures++;
      if (!stopping) console.error(`✗ ${error.stack ?? error.message}`);
    })
    .finally(async () => {
      await stopAll();
      log(failures ? `${failures} check(s) failed` : 'all checks passed');
      process.exit(failures ? 1 : 0);
    });
}
