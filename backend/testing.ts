import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { contract, type OpName, type RequestOf, type ResponseOf } from '@/lib/contract';
import { adminContract, type AdminOpName, type AdminRequestOf, type AdminResponseOf } from '@/lib/contract/admin';
import { createApp, type App } from './app';
import { loadConfig } from './config';
import { migrationsFolder, openDb, type Database } from './db';
import { scratchDatabase } from './db/scratch';
import { DEMO_USER, seedDemo } from './db/seed';

export const ADMIN_KEY = 'test-admin-key';
/** The key the test portal sends: requests made here say who the visitor is, as the portal's do. */
export const PORTAL_KEY = 'test-portal-key-0123456789';
export const PUBLIC_URL = 'http://backend.test';

const TEMPLATE_PREFIX = 'casino-backend-template-';

const readOrNull = (file: string) => {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
};

/** A migrated, seeded PGlite dump shared by test files (an initdb costs seconds, loading a dump does not). */
async function pgliteFromTemplate() {
  const sources = [
    ...readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' })
      .sort()
      .map((f) => join(migrationsFolder, f)),
    join(migrationsFolder, '..', 'seed.ts'),
    join(migrationsFolder, '..', 'demoCatalogue.ts'),
  ].filter((f) => f.endsWith('.sql') || f.endsWith('.json') || f.endsWith('.ts'));
  const hash = createHash('sha256');
  for (const file of sources) hash.update(readFileSync(file));
  const file = join(tmpdir(), `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}.tar`);
  const cached = existsSync(file) ? readOrNull(file) : null;
  if (cached) return openDb({ loadDataDir: new Blob([cached]) });

  const database = await openDb({});
  await seedDemo(database.db);
  const dump = Buffer.from(await (await database.client!.dumpDataDir('none')).arrayBuffer());
  // Older templates go; this one's files stay, since another worker may be writing it at the same moment.
  const stale = (f: string) => f.startsWith(TEMPLATE_PREFIX) && !f.startsWith(basename(file));
  for (const old of readdirSync(tmpdir()).filter(stale)) rmSync(join(tmpdir(), old), { force: true });
  writeFileSync(`${file}.${process.pid}`, dump);
  renameSync(`${file}.${process.pid}`, file);
  return database;
}

/** A migrated database with nothing in it, on the driver the suite runs on; `close()` removes it. */
export const emptyDatabase = (): Promise<Database> =>
  process.env.DATABASE_URL ? scratchDatabase(process.env.DATABASE_URL) : openDb({});

/** A fresh database for one test file: in-memory PGlite, or a new database on DATABASE_URL's server. */
const freshDatabase = (): Promise<Database> =>
  process.env.DATABASE_URL ? scratchDatabase(process.env.DATABASE_URL) : pgliteFromTemplate();

export interface TestBackend {
  app: App;
  database: Database;
  clock: { now: Date };
  /** The demo game's next random numbers, first out first; when empty, 0.1 (a spin that wins nothing). */
  rolls: number[];
  call<N extends OpName>(
    name: N,
    params?: RequestOf<N>,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<ResponseOf<N>>;
  admin<N extends AdminOpName>(name: N, params?: AdminRequestOf<N>): Promise<AdminResponseOf<N>>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** The same database behind a backend started with these settings too, as after an operator changes them. */
  restartedWith(env: Record<string, string>): { post: TestBackend['post'] };
  login(userId?: string, password?: string): Promise<string>;
  /** Registers a new member, funds it through an approved deposit, and logs it in; `headers` name the site it all happens on. */
  member(balance?: number, headers?: Record<string, string>): Promise<{ userId: string; token: string }>;
}

let members = 0;
export const requestIdOf = (label: string | number) => `req-${label}-${randomBytes(4).toString('hex')}`;

/** Builds an isolated, seeded app for the current test file (set up in beforeAll, closed in afterAll). */
export function setupBackend(env: Record<string, string> = {}): TestBackend {
  const backend = { clock: { now: new Date() }, rolls: [] } as unknown as TestBackend;
  // Test files register many members from one address: the rate limits stay out of the way unless a test sets them.
  const settings = (more: Record<string, string> = {}) =>
    loadConfig({
      ADMIN_KEY,
      PORTAL_KEY,
      BACKEND_PUBLIC_URL: PUBLIC_URL,
      BACKEND_TOKEN_SECRET: 'x'.repeat(40),
      RATE_LIMIT_CHECKS_PER_MINUTE: '1000000',
      RATE_LIMIT_REGISTER_PER_HOUR: '1000000',
      ...env,
      ...more,
    });
  const config = settings();
  const appWith = (appConfig: typeof config) =>
    createApp({
      db: backend.database.db,
      config: appConfig,
      secret: appConfig.tokenSecret!,
      now: () => backend.clock.now,
      random: () => backend.rolls.shift() ?? 0.1,
    });

  const postTo = (app: App, path: string, body: unknown, headers: Record<string, string> = {}) =>
    Promise.resolve(
      app.request(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-portal-key': PORTAL_KEY,
          'x-forwarded-for': '203.0.113.7',
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    postTo(backend.app, path, body, headers);

  async function expectValid(response: Response, schema: { parse(v: unknown): unknown }) {
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    return schema.parse(body);
  }

  beforeAll(async () => {
    backend.database = await freshDatabase();
    await seedDemo(backend.database.db);
    backend.app = appWith(config);
  });
  afterAll(() => backend.database?.close());

  backend.post = post;
  backend.restartedWith = (more) => {
    const app = appWith(settings(more));
    return { post: (path, body, headers) => postTo(app, path, body, headers) };
  };
  backend.call = async (name, params, token, headers = {}) => {
    const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await post(`/public/${name}`, { params: params ?? {} }, { ...auth, ...headers });
    return expectValid(response, contract[name].response) as never;
  };
  backend.admin = async (name, params) => {
    const response = await post(`/admin/${name}`, { params: params ?? {} }, { 'x-admin-key': ADMIN_KEY });
    return expectValid(response, adminContract[name].response) as never;
  };
  backend.login = async (userId = DEMO_USER.userId, password = DEMO_USER.password) => {
    const result = await backend.call('user-do-login', { userId, password });
    if (result.status !== 'success') throw new Error(`login failed: ${result.status}`);
    return result.token;
  };
  backend.member = async (balance = 0, headers = {}) => {
    const userId = `member${++members}${randomBytes(2).toString('hex')}`;
    const profile = {
      userId,
      password: 'secret-pass',
      nick: userId,
      phone: '010-0000-0000',
      bankname: 'Test Bank',
      bankOwner: 'Tester',
      banknum: '100-200-300',
    };
    const registered = await backend.call('user-register', profile, undefined, headers);
    expect(registered.status).toBe('success');
    const loggedIn = await backend.call('user-do-login', { userId, password: 'secret-pass' }, undefined, headers);
    if (loggedIn.status !== 'success') throw new Error(`login failed: ${loggedIn.status}`);
    const { token } = loggedIn;
    if (balance > 0) {
      const applied = await backend.call(
        'apply-user-deposit',
        { amount: balance, requestId: requestIdOf('fund') },
        token,
        headers,
      );
      if (applied.status !== 'success') throw new Error('funding deposit refused');
      await backend.admin('approve-deposit', { id: applied.request.id });
    }
    return { userId, token };
  };
  return backend;
}
