import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { encode } from 'next-auth/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentType,
  FUZZ_RUNS,
  FUZZ_SEED,
  headerText,
  isAccepted,
  malformedBody,
  pollution,
  publicExamples,
  REFUSE_ONLY,
} from '@/backend/fuzzing';
import { setupBackend } from '@/backend/testing';
import { contract, isOpName, opNames } from '@/lib/contract';
import { LOCALES } from '@/lib/i18n';
import { loadBundle } from '@/tests/utils/i18n';
import { proxyHandler, SERVER_ONLY } from './proxy';

// Reproduce a failure with FUZZ_SEED=<seed printed by fast-check>; FUZZ_RUNS sets the requests per property.
const SECRET = 'proxy-fuzz-secret-0123456789abcdef';
const backend = setupBackend();
const servers: Server[] = [];
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
let proxyPort = 0;
let memberCookie = '';
let backendToken = '';
let member: { userId: string; token: string };

/** Codes every bundle translates (`apiError.<code>`), plus the ones lib/api derives in the browser. */
const translated = new Set(
  Object.keys(loadBundle('ko').apiError as object).filter((code) =>
    LOCALES.every((locale) => {
      const text = (loadBundle(locale).apiError as Record<string, unknown>)[code];
      return typeof text === 'string' && text.trim() !== '';
    }),
  ),
);

const listening = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  const real = serve({ fetch: backend.app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
  await new Promise((resolve) => real.once('listening', resolve));
  servers.push(real);
  process.env.BACKEND_URL = `http://127.0.0.1:${(real.address() as AddressInfo).port}`;
  process.env.BACKEND_TIMEOUT_MS = '10000';
  process.env.NEXTAUTH_SECRET = SECRET;
  const proxy = http.createServer((req, res) => void proxyHandler(req, res));
  servers.push(proxy);
  proxyPort = await listening(proxy);

  member = await backend.member(50_000);
  backendToken = member.token;
  const now = Date.now();
  const claims = {
    sub: member.userId,
    userId: member.userId,
    nick: member.userId,
    backendToken,
    loginAt: now,
    activeAt: now,
  };
  memberCookie = `next-auth.session-token=${await encode({ token: claims, secret: SECRET })}`;
});

afterAll(async () => {
  agent.destroy();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

interface Probe {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A raw HTTP request: the path goes out exactly as generated (fetch would normalise dots and escapes). */
function send({ method, path, headers, body }: Probe): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    // A declared length: without it Node sends a GET or HEAD body unframed, and the server reads it as the next request.
    const framed = { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const request = http.request(
      { host: '127.0.0.1', port: proxyPort, method, path, headers: framed, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.setTimeout(5_000, () => request.destroy(new Error(`no answer within 5 s to ${method} ${path}`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** Characters outside what an HTTP request line may carry are percent-encoded; the rest stays raw. */
const rawPath = (segment: string) =>
  `/api/routes/${segment.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char))}`;

const TRICKY_SEGMENTS = [
  '',
  '.',
  '..',
  '%2e%2e',
  '..%2Fadmin%2Fapprove-deposit',
  '..%2F..%2Fpublic%2Fhealth-check',
  'health-check%2F..%2F..%2Fadmin',
  'health-check/extra',
  'health-check/',
  'health-check?x=1',
  'health-check#x',
  'health-check;x',
  '%5Chealth-check',
  'HEALTH-CHECK',
  'health-check.json',
  'health-check%00',
  'health-check\u0000',
  '%ff',
  '💰',
  '%F0%9F%92%B0',
  'a'.repeat(70),
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'admin',
  'public',
  'user-do-login',
  'health%2Dcheck',
  'health-check%20',
  ' health-check',
];

const opSegment = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...opNames) },
  { weight: 2, arbitrary: fc.constantFrom(...TRICKY_SEGMENTS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...opNames), fc.constantFrom('%00', '..', '%2F', '/', '~', '.json', '%2f..%2fadmin', '\\'))
      .map(([op, tail]) => op + tail),
  },
);

const method = fc.constantFrom(
  'POST',
  'POST',
  'POST',
  'POST',
  'POST',
  'GET',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'HEAD',
  'PROPFIND',
);

const JUNK_COOKIES = [
  'next-auth.session-token=garbage',
  'next-auth.session-token=',
  '__Secure-next-auth.session-token=garbage',
  'next-auth.session-token.0=abc; next-auth.session-token.1=def',
  'next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z',
  '=; ;;; =x',
  `next-auth.session-token=${'a'.repeat(3_000)}`,
  '__proto__=polluted; constructor=x',
];

const AUTHORIZATION = [
  'Bearer %%',
  'Bearer ',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'a'.repeat(2_000)}`,
  'Bearer a.b',
  'null',
];

const ORIGIN_AND_SITE = fc.record(
  {
    origin: fc.constantFrom(
      'same',
      'null',
      'https://evil.example',
      'http://127.0.0.1:1',
      'not a url',
      'http://[',
      'file://',
    ),
    'sec-fetch-site': fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'junk'),
  },
  { requiredKeys: [] },
);

// Node refuses a request whose headers pass 16 KiB with its own 431 before any handler runs; these stay under that.
const header = headerText(1_200);
const extraHeaders = fc.record(
  {
    'x-forwarded-for': header,
    'x-forwarded-host': header,
    'x-forwarded-proto': header,
    'x-real-ip': header,
    forwarded: header,
    'x-middleware-subrequest': fc.constantFrom(
      '1',
      'pages/api/routes/[op]',
      'middleware:middleware:middleware:middleware:middleware',
    ),
    'x-admin-key': header,
  },
  { requiredKeys: [] },
);

const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/** Three in four requests pass the proxy's gates (contract op, POST, JSON, same site), so their bodies reach validation. */
const gates = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      method: fc.constant('POST'),
      segment: fc.constantFrom(...opNames.filter((name) => !SERVER_ONLY.has(name))),
      type: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'APPLICATION/JSON',
        'application/json;charset=UTF-8',
      ),
      site: fc.constantFrom(
        {},
        { origin: 'same' },
        { 'sec-fetch-site': 'same-origin' },
        { origin: 'same', 'sec-fetch-site': 'same-origin' },
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ method, segment: opSegment, type: contentType, site: ORIGIN_AND_SITE }) },
);

const probe = (asMember: boolean) =>
  fc
    .record({
      gate: gates,
      extra: extraHeaders,
      junkCookie: sometimes(fc.constantFrom(...JUNK_COOKIES)),
      authorization: sometimes(fc.oneof(fc.constantFrom(...AUTHORIZATION), fc.constant('backend-token'))),
    })
    .map(({ gate, ...rest }) => ({ ...gate, ...rest }))
    .chain((parts) => {
      const example = isOpName(parts.segment) ? publicExamples[parts.segment] : {};
      return malformedBody(example).map((body) => ({ ...parts, body }));
    })
    .filter(
      ({ segment, body }) =>
        !(isOpName(segment) && REFUSE_ONLY.has(segment) && isAccepted(body, contract[segment].request)),
    )
    .map(({ method, segment, type, site, extra, junkCookie, authorization, body }): Probe & { op: string } => {
      const headers: Record<string, string> = { ...extra };
      if (type) headers['content-type'] = type;
      if (site.origin) headers.origin = site.origin === 'same' ? `http://127.0.0.1:${proxyPort}` : site.origin;
      if (site['sec-fetch-site']) headers['sec-fetch-site'] = site['sec-fetch-site'];
      const cookies = [asMember ? memberCookie : null, junkCookie].filter(Boolean);
      if (cookies.length) headers.cookie = cookies.join('; ');
      if (authorization)
        headers.authorization = authorization === 'backend-token' ? `Bearer ${backendToken}` : authorization;
      return { method, path: rawPath(segment), headers, body, op: segment };
    });

function jsonOf(status: number, text: string) {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${status} answered a body that is not JSON: ${JSON.stringify(text.slice(0, 200))}`);
  }
}

async function wallet() {
  return {
    audit: await backend.admin('get-wallet-audit'),
    wallet: await backend.admin('get-user-wallet', { userId: member.userId }),
  };
}

async function fuzz(asMember: boolean) {
  const before = await wallet();
  const answers = new Map<string, number>();
  await fc.assert(
    fc.asyncProperty(probe(asMember), async (request) => {
      const { status, text } = await send(request);
      const label = status === 200 ? '200' : `${status} ${/"code":"(\w+)"/.exec(text)?.[1] ?? ''}`.trim();
      answers.set(label, (answers.get(label) ?? 0) + 1);
      expect(status).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(500);
      if (request.method === 'HEAD') return;
      const body = jsonOf(status, text);
      if (status === 200) {
        expect(isOpName(request.op)).toBe(true);
        const operation = contract[request.op as keyof typeof contract];
        expect(asMember || !operation.auth, `a visitor got a member answer from ${request.op}`).toBe(true);
        const answer = operation.response.safeParse(body);
        expect(answer.success, `not a contract answer: ${text.slice(0, 300)}`).toBe(true);
        return;
      }
      expect(
        Object.keys(body).every((key) => ['status', 'code', 'field'].includes(key)),
        text.slice(0, 300),
      ).toBe(true);
      expect(body.status).toBe('error');
      expect(translated.has(body.code), `no apiError.${body.code} in every bundle`).toBe(true);
    }),
    { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
  );
  console.info(`${asMember ? 'member' : 'visitor'}:`, Object.fromEntries([...answers].sort()));
  expect(await wallet()).toEqual(before);
  expect(pollution()).toEqual([]);
}

describe('the proxy under malformed requests', () => {
  it('leaves headers over 16 KiB to Node, which refuses them with 431 before the proxy runs', async () => {
    const { status } = await send({
      method: 'POST',
      path: '/api/routes/health-check',
      headers: { cookie: memberCookie, 'x-junk': 'j'.repeat(17_000) },
      body: '{}',
    });
    expect(status).toBe(431);
  });

  it(`answers ${FUZZ_RUNS} requests of a logged-in member without a 5xx, with translated refusals`, () => fuzz(true));
  it(`answers ${FUZZ_RUNS} requests of a visitor without a 5xx, with translated refusals`, () => fuzz(false));
});
