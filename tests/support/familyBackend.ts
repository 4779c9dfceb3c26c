// A backend of the spec's family as operators run them, in front of the reference backend: the member's token in a
// `session` header with no scheme, every answer wrapped in `{data: …}`, no get-site-config, and two operations only
// under their older names (`user_del_help`, `get_member`). check-backend must find exactly that.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';

/** Older name → the contract's, and the contract's names that this backend does not answer. */
const OLDER: Record<string, string> = { user_del_help: 'del-help-message', get_member: 'get-member' };
const HIDDEN = new Set(['get-site-config', ...Object.values(OLDER)]);
const FORWARDED = ['content-type', 'x-forwarded-for', 'x-forwarded-host', 'x-portal-key', 'user-agent', 'origin'];

export interface FamilyBackend {
  url: string;
  /** The Origin header of every get-reg-domain it received. */
  regDomainOrigins: (string | null)[];
  close(): Promise<void>;
}

export function familyApp(referenceUrl: string, regDomainOrigins: (string | null)[] = []) {
  const app = new Hono();
  app.get('/health', (c) => c.text('ok'));
  app.post('/public/:name', async (c) => {
    const name = c.req.param('name');
    if (HIDDEN.has(name)) return c.json({ data: { status: 'error', code: 'not_found' } }, 404);
    const op = OLDER[name] ?? name;
    if (op === 'get-reg-domain') regDomainOrigins.push(c.req.header('origin') ?? null);
    const headers = new Headers();
    for (const header of FORWARDED) {
      const value = c.req.header(header);
      if (value) headers.set(header, value);
    }
    // Only `session` carries the token here: an Authorization header means nothing to this backend.
    const session = c.req.header('session');
    if (session) headers.set('authorization', `Bearer ${session}`);
    const answer = await fetch(`${referenceUrl}/public/${op}`, { method: 'POST', headers, body: await c.req.text() });
    const body = await answer.json();
    return c.json({ data: body }, answer.status as 200);
  });
  return app;
}

/** The family backend on a free loopback port, in front of `referenceUrl`. */
export async function startFamilyBackend(referenceUrl: string, port = 0): Promise<FamilyBackend> {
  const regDomainOrigins: (string | null)[] = [];
  const app = familyApp(referenceUrl, regDomainOrigins);
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => resolve(started));
  });
  const { port: chosen } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${chosen}`,
    regDomainOrigins,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An app served on a free loopback port (the reference backend in a test process). */
export async function serveApp(fetchHandler: (request: Request) => Response | Promise<Response>) {
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: fetchHandler, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
