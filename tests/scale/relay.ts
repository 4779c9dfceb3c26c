// A tiny round-robin load balancer on loopback, and an HTTP client that can pick its source address.
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { freePort } from '../support/servers';

export interface Target {
  name: string;
  url: string;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer'];

const withoutHopByHop = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.includes(name)),
  ) as Record<string, string | string[]>;

/** Resolves with the upstream's answer; rejects with the socket error (ECONNREFUSED when nothing listens). */
function forward(
  target: Target,
  method: string,
  path: string,
  headers: Record<string, string | string[]>,
  body: Buffer,
) {
  const { hostname, port } = new URL(target.url);
  return new Promise<IncomingMessage>((resolve, reject) => {
    // A new connection per request (agent: false): a pooled socket to a stopping instance would fail mid-request.
    const upstream = request({ hostname, port, method, path, headers, agent: false }, resolve);
    upstream.once('error', reject);
    upstream.end(body);
  });
}

/**
 * Round-robin over the targets, set up the way the README asks of a load balancer: `Host` kept; at the edge (in front
 * of the portals) `X-Forwarded-For` is the peer's address and `X-Forwarded-Host`/`-Proto` come from the request,
 * whatever the client sent; inside (in front of the backends) the peer's address is appended to the portal's
 * `X-Forwarded-For` and the portal's `X-Forwarded-Host` passed on.
 * A target that refuses the connection is skipped and the request goes to the next one (nginx's
 * `proxy_next_upstream error`): it never reached that target, so a POST is not repeated. `X-Served-By` names the target.
 */
export async function startRelay(label: string, { edge }: { edge: boolean }) {
  let targets: Target[] = [];
  let turn = 0;
  const served = new Map<string, number>();
  const refused = new Map<string, number>();
  const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = req.url ?? '/';
    const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const headers = withoutHopByHop(req.headers);
    headers['x-forwarded-for'] = edge ? peer : [req.headers['x-forwarded-for'], peer].filter(Boolean).join(', ');
    if (edge || !headers['x-forwarded-host']) headers['x-forwarded-host'] = req.headers.host ?? '';
    if (edge || !headers['x-forwarded-proto']) headers['x-forwarded-proto'] = 'http';

    const first = turn++;
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(first + i) % targets.length];
      let answer: IncomingMessage;
      try {
        answer = await forward(target, req.method ?? 'GET', path, headers, body);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') {
          res
            .writeHead(502, { 'content-type': 'text/plain' })
            .end(`${label}: ${target.name}: ${(error as Error).message}`);
          return;
        }
        bump(refused, target.name);
        continue;
      }
      bump(served, `${target.name} ${path.split('?')[0]}`);
      res.writeHead(answer.statusCode ?? 502, { ...withoutHopByHop(answer.headers), 'x-served-by': target.name });
      answer.pipe(res);
      return;
    }
    res.writeHead(502, { 'content-type': 'text/plain' }).end(`${label}: no live target`);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    label,
    url: `http://127.0.0.1:${port}`,
    setTargets(list: Target[]) {
      targets = list;
    },
    /** Requests each target answered, for paths starting with `prefix` (all paths by default). */
    served(prefix = '') {
      const counts = Object.fromEntries(targets.map((target) => [target.name, 0]));
      for (const [key, count] of served) {
        const [name, path] = key.split(' ');
        if (path.startsWith(prefix)) counts[name] = (counts[name] ?? 0) + count;
      }
      return counts;
    },
    refused: () => Object.fromEntries(refused),
    reset() {
      served.clear();
      refused.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Relay = Awaited<ReturnType<typeof startRelay>>;

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The instance that answered, when the request went through a relay. */
  servedBy: string;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The loopback source address (127.0.0.x): each simulated visitor can have its own. */
  from?: string;
}

/** One HTTP request on a new connection, no redirects followed. */
export function send(url: string, { method = 'GET', headers = {}, body, from }: SendOptions = {}) {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      { hostname, port, method, path: pathname + search, headers, agent: false, localAddress: from },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.once('error', reject);
        res.once('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            servedBy: String(res.headers['x-served-by'] ?? '-'),
          }),
        );
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error(`${method} ${url}: no answer in 20 s`)));
    req.once('error', reject);
    req.end(body);
  });
}

/** `name=value` pairs of a reply's Set-Cookie headers, without the ones it deletes. */
export const cookiePairs = (reply: Reply) =>
  (reply.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).filter((pair) => !pair.endsWith('='));
