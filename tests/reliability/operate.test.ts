// Operating the portal (docs/operations.md) on real processes: one trace across portal and backend, Prometheus
// scraping both metrics listeners, no secret in any log line, the request id end to end, readiness while the
// backend is away, and a clean stop on SIGTERM with a request in flight.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HIGH_RATE_LIMITS,
  backendCall,
  backendLogin,
  freePort,
  loginThroughPortal,
  outputTail,
  proxyCall,
  registerMember,
  startBackend,
  startPortal,
  tempDir,
  type Server,
} from '../support/servers';

const tag = randomBytes(3).toString('hex');
const member = { userId: `op${tag}`, password: `Secret-pass-${tag}` };
const BANK_NUMBER = '12345678901';
const dataDir = tempDir('operate');
const promDir = tempDir('prometheus');
const PROMETHEUS = process.env.PROMETHEUS_PATH || '/usr/bin/prometheus';

interface Span {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
}

/** A small OTLP/HTTP receiver (http/json): every span both processes export. */
async function otlpReceiver() {
  const spans: Span[] = [];
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    type Value = { stringValue?: string; intValue?: string; boolValue?: boolean };
    type Attribute = { key: string; value: Value };
    const parsed = JSON.parse(body) as {
      resourceSpans: {
        resource: { attributes: Attribute[] };
        scopeSpans: { spans: (Omit<Span, 'service' | 'attributes'> & { attributes?: Attribute[] })[] }[];
      }[];
    };
    const value = (v: Value) => v.stringValue ?? v.intValue ?? v.boolValue;
    for (const { resource, scopeSpans } of parsed.resourceSpans ?? []) {
      const service = String(value(resource.attributes.find((a) => a.key === 'service.name')?.value ?? {}));
      for (const { spans: batch } of scopeSpans) {
        for (const span of batch) {
          spans.push({
            ...span,
            service,
            attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, value(a.value)])),
          });
        }
      }
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A relay in front of the backend that can hold the answers to one path, so a request is surely in flight at the portal. */
async function relay(target: () => string) {
  let slow: { path: string; ms: number; seen: () => void } | undefined;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
    ) as Record<string, string>;
    const held = slow && req.url === slow.path ? slow : undefined;
    try {
      const answer = fetch(`${target()}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
      });
      if (held) {
        held.seen();
        await new Promise((resolve) => setTimeout(resolve, held.ms));
      }
      const response = await answer;
      res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/json' });
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch {
      res.destroy();
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** Holds the next answers to `path` for `ms`; resolves when one such request arrives. */
    hold: (path: string, ms: number) => new Promise<void>((seen) => (slow = { path, ms, seen })),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** Every line a process writes from now on (the tail in Server.output() is bounded). */
function allLines(server: Server) {
  let text = '';
  server.process.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  server.process.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
let front: Awaited<ReturnType<typeof relay>>;
let backend: Server;
let portal: Server;
let prometheus: { url: string; process: ChildProcess; output: () => string } | undefined;
let portalLines: () => string;
let backendLines: () => string;
let cookie: string;
let backendPort: number;
const ports = { portalMetrics: 0, backendMetrics: 0 };

const observed = (otlp: string) => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: otlp,
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  OTEL_BSP_SCHEDULE_DELAY: '200',
  LOG_LEVEL: 'trace',
});

async function startOurBackend() {
  backend = await startBackend({
    dataDir,
    port: backendPort,
    env: {
      SEED_DEMO: 'false',
      ...HIGH_RATE_LIMITS,
      ...observed(receiver.url),
      BACKEND_METRICS_PORT: String(ports.backendMetrics),
    },
  });
  backendLines = allLines(backend);
}

async function startPrometheus() {
  if (!existsSync(PROMETHEUS))
    throw new Error(
      `no prometheus at ${PROMETHEUS}: run "node scripts/ensure-prometheus.mjs" (npm run test:reliability does) or set PROMETHEUS_PATH`,
    );
  const port = await freePort();
  const config = path.join(promDir, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global: { scrape_interval: 1s, evaluation_interval: 1s }',
      'scrape_configs:',
      `  - { job_name: portal, static_configs: [ { targets: ['127.0.0.1:${ports.portalMetrics}'] } ] }`,
      `  - { job_name: backend, static_configs: [ { targets: ['127.0.0.1:${ports.backendMetrics}'] } ] }`,
      '',
    ].join('\n'),
  );
  mkdirSync(path.join(promDir, 'data'), { recursive: true });
  const child = spawn(
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(promDir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = outputTail(child);
  const url = `http://127.0.0.1:${port}`;
  await until(
    'prometheus to be ready',
    async () => (await fetch(`${url}/-/ready`).catch(() => undefined))?.ok || undefined,
    60_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}:\n${output()}`);
  });
  return { url, process: child, output };
}

async function query(expression: string): Promise<number | undefined> {
  const response = await fetch(`${prometheus!.url}/api/v1/query?query=${encodeURIComponent(expression)}`);
  const body = (await response.json()) as { data: { result: { value: [number, string] }[] } };
  const [first] = body.data.result;
  return first ? Number(first.value[1]) : undefined;
}

beforeAll(async () => {
  receiver = await otlpReceiver();
  [backendPort, ports.portalMetrics, ports.backendMetrics] = await Promise.all([freePort(), freePort(), freePort()]);
  await startOurBackend();
  front = await relay(() => backend.url);
  await registerMember(backend.url, member.userId, member.password);
  [portal, prometheus] = await Promise.all([
    startPortal({
      backendUrl: front.url,
      env: {
        ...observed(receiver.url),
        OTEL_SERVICE_NAME: 'portal-under-test',
        METRICS_PORT: String(ports.portalMetrics),
        TRUST_PROXY: 'true',
      },
    }),
    startPrometheus(),
  ]);
  portalLines = allLines(portal);
  cookie = await loginThroughPortal(portal.url, member);
});

afterAll(async () => {
  await Promise.all([portal?.stop('SIGKILL'), backend?.stop('SIGKILL')]);
  prometheus?.process.kill('SIGKILL');
  await Promise.all([front?.close(), receiver?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(promDir, { recursive: true, force: true });
});

describe('operating the portal', () => {
  it("gives a request one id: a trusted proxy's or a new one, on the answer and in both processes' lines", async () => {
    const given = `lb-${tag}-1`;
    const answer = await fetch(`${portal.url}/user`, { headers: { cookie, 'x-request-id': given } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe(given);
    const own = await fetch(`${portal.url}/api/health`);
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const portalLine = await until('the portal line', () =>
      jsonLines(portalLines()).find((line) => line.request_id === given && line.route === '/user'),
    );
    expect(portalLine).toMatchObject({
      level: 'info',
      method: 'GET',
      status: 200,
      route: '/user',
      host: expect.any(String),
      duration_ms: expect.any(Number),
    });
    const backendLine = await until('a backend line', () =>
      jsonLines(backendLines()).find((line) => line.request_id === given),
    );
    expect(backendLine).toMatchObject({ method: 'POST', route: expect.stringMatching(/^\/public\//) });
  });

  it("makes a member's / one trace across both processes: page → backend call → backend operation → SQL", async () => {
    const answer = await fetch(`${portal.url}/`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get('x-request-id');
    const line = await until('the request line', () =>
      jsonLines(portalLines()).find((l) => l.request_id === requestId && l.route === '/'),
    );
    const traceId = String(line.trace_id);
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);

    const byId = () => new Map(receiver.spans.filter((s) => s.traceId === traceId).map((s) => [s.spanId, s]));
    const ancestors = (span: Span, spans: Map<string, Span>) => {
      const chain: Span[] = [];
      for (
        let at = span.parentSpanId && spans.get(span.parentSpanId);
        at;
        at = at.parentSpanId && spans.get(at.parentSpanId)
      )
        chain.push(at);
      return chain;
    };
    // An SQL span whose ancestors reach the trace's root: every span between them has been exported.
    const sql = await until('a backend SQL span under a portal backend call, up to the root', () => {
      const spans = byId();
      return [...spans.values()].find((s) => {
        const chain = ancestors(s, spans);
        return (
          s.attributes['db.system'] === 'postgresql' &&
          chain.length > 0 &&
          !chain.at(-1)!.parentSpanId &&
          chain.some((a) => a.name.startsWith('backend '))
        );
      });
    });
    const chain = ancestors(sql, byId());
    const names = chain.map((a) => `${a.service}: ${a.name}`).join(' ← ');
    expect(sql.service, names).toBe('casino-backend');
    const operation = chain.findIndex((a) => a.service === 'casino-backend' && a.name.startsWith('operation '));
    const call = chain.findIndex((a) => a.service === 'portal-under-test' && a.name.startsWith('backend '));
    expect(operation, names).toBeGreaterThanOrEqual(0);
    expect(call, names).toBeGreaterThan(operation);
    expect(chain[call].attributes).toMatchObject({
      'backend.operation': chain[operation].attributes['backend.operation'],
      'backend.outcome': 'ok',
    });
    // The root is the portal's span of the page request.
    expect(chain.at(-1)!.service, names).toBe('portal-under-test');
    expect(
      chain.slice(call).some((a) => a.attributes['http.route'] === '/' || a.attributes['next.route'] === '/'),
      names,
    ).toBe(true);
    expect(String(sql.attributes['db.statement'])).not.toContain(member.password);
  });

  it('never writes a secret: a login, two-step turned on and a deposit leave no password, token, code or account number in any line', async () => {
    const token = await backendLogin(backend.url, member);
    const started = await proxyCall(portal.url, 'start-two-factor', undefined, cookie);
    expect(started.body).toMatchObject({ status: 'success' });
    const secret = String(started.body.secret);
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    const confirmed = await proxyCall(portal.url, 'confirm-two-factor', { code }, cookie);
    expect(confirmed.body).toMatchObject({ status: 'success' });
    const recoveryCodes = confirmed.body.recoveryCodes as string[];
    const deposit = await proxyCall(
      portal.url,
      'apply-user-deposit',
      { amount: 50_000, requestId: `dep-${tag}-1` },
      cookie,
    );
    expect(deposit.body).toMatchObject({ status: 'success' });
    expect((await backendCall(backend.url, 'get-deposit-list', {}, token)).status).toBe(200);
    await until(
      'the deposit line',
      () => jsonLines(portalLines()).find((l) => l.route === '/api/routes/[op]' && l.method === 'POST') && true,
    );

    const written = `${portalLines()}\n${portal.output()}\n${backendLines()}\n${backend.output()}`;
    expect(jsonLines(written).length).toBeGreaterThan(10);
    const sessionValue = cookie.split('=').slice(1).join('=');
    const secrets = {
      password: member.password,
      token,
      sessionValue,
      secret,
      code,
      bankNumber: BANK_NUMBER,
      ...Object.fromEntries(recoveryCodes.map((c, i) => [`recovery${i}`, c])),
    };
    for (const [name, value] of Object.entries(secrets))
      expect(written.includes(value), `${name} appears in a log line`).toBe(false);
    expect(written).not.toMatch(/bearer\s+\S/i);
  });

  it('is scraped by Prometheus: both targets up, and the request and money counters move with a deposit', async () => {
    const targets = await until('both targets up', async () => {
      const response = await fetch(`${prometheus!.url}/api/v1/targets`);
      const body = (await response.json()) as {
        data: { activeTargets: { labels: { job: string }; health: string }[] };
      };
      const up = body.data.activeTargets.filter((t) => t.health === 'up').map((t) => t.labels.job);
      return up.includes('portal') && up.includes('backend') ? up : undefined;
    });
    expect(targets.sort()).toEqual(['backend', 'portal']);
    expect(await until('up{job="portal"}', () => query('up{job="portal"}'))).toBe(1);

    const requests = 'sum(http_server_request_duration_seconds_count{job="portal",route="/api/routes/[op]"})';
    const deposits = 'sum(backend_money_operations_total{job="backend",kind="deposit",result="success"})';
    const calls =
      'sum(portal_backend_request_duration_seconds_count{job="portal",operation="apply-user-deposit",outcome="ok"})';
    const before = await Promise.all([requests, deposits, calls].map((e) => until(e, () => query(e))));
    // A second deposit waits for the first one: it is cancelled first, then asked again.
    const list = await proxyCall(portal.url, 'get-deposit-list', {}, cookie);
    for (const row of (list.body.list as { id: number; status: string }[]).filter((r) => r.status === 'wait')) {
      expect((await proxyCall(portal.url, 'cansel-user-deposit', { id: row.id }, cookie)).body).toMatchObject({
        status: 'success',
      });
    }
    expect(
      (await proxyCall(portal.url, 'apply-user-deposit', { amount: 60_000, requestId: `dep-${tag}-2` }, cookie)).body,
    ).toMatchObject({ status: 'success' });
    await until('the counters to move', async () => {
      const after = await Promise.all([requests, deposits, calls].map((e) => query(e)));
      return after.every((value, i) => value !== undefined && value > before[i]) ? after : undefined;
    });
    expect(await query('sum(portal_logins_total{outcome="success"})')).toBeGreaterThanOrEqual(1);
    expect(await query('count(process_resident_memory_bytes)')).toBe(2);
  });

  it('answers /api/ready 503 while the backend is stopped and 200 once it is back; the backend stops with exit 0', async () => {
    expect((await fetch(`${portal.url}/api/ready`)).status).toBe(200);
    expect((await fetch(`${backend.url}/ready`)).status).toBe(200);
    await backend.stop('SIGTERM');
    expect(backend.process.exitCode).toBe(0);
    expect(
      await until('/api/ready 503', async () =>
        (await fetch(`${portal.url}/api/ready`)).status === 503 ? 503 : undefined,
      ),
    ).toBe(503);
    expect((await fetch(`${portal.url}/api/health`)).status).toBe(200);
    // The failed probe is a warn line: which operation, how it failed, how long it took.
    expect(jsonLines(portalLines()).find((l) => l.level === 'warn' && l.operation === 'health-check')).toMatchObject({
      outcome: 'unreachable',
      duration_ms: expect.any(Number),
    });
    await startOurBackend();
    expect(
      await until('/api/ready 200', async () =>
        (await fetch(`${portal.url}/api/ready`)).status === 200 ? 200 : undefined,
      ),
    ).toBe(200);
  });

  it('finishes a slow request on SIGTERM, refuses new connections meanwhile, and exits 0', async () => {
    const held = front.hold('/public/get-deposit-list', 4_000);
    const slow = proxyCall(portal.url, 'get-deposit-list', {}, cookie).catch((error: Error) => error);
    await held;
    const exited = new Promise<number | null>((resolve) => portal.process.once('exit', (code) => resolve(code)));
    portal.process.kill('SIGTERM');
    await until(
      'the listener to close',
      async () => ((await fetch(`${portal.url}/api/health`).catch(() => 'refused')) === 'refused' ? true : undefined),
      3_000,
    );
    const answer = await slow;
    if (answer instanceof Error) throw new Error(`the stop cut the request off: ${answer.message}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'success' });
    expect(await exited).toBe(0);
  });
});
