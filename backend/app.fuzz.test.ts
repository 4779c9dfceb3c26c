import fc from 'fast-check';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract, extensionFeatures, opNames } from '@/lib/contract';
import { adminContract, type AdminOpName } from '@/lib/contract/admin';
import {
  adminExamples,
  contentType,
  errorBody,
  FUZZ_RUNS,
  FUZZ_SEED,
  headerText,
  HTTP_STATUS_OF,
  isAccepted,
  malformedBody,
  pollution,
  publicExamples,
  REFUSE_ONLY,
} from './fuzzing';
import { ADMIN_KEY, requestIdOf, setupBackend } from './testing';

// Reproduce a failure with FUZZ_SEED=<seed printed by fast-check>; FUZZ_RUNS raises or lowers the count per route.
const backend = setupBackend({ SITE_FEATURES: extensionFeatures.join(',') });
let member: { userId: string; token: string };

interface Route {
  path: string;
  name: string;
  request: z.ZodType;
  response: z.ZodType;
  example: Record<string, unknown>;
  credentials: 'member' | 'admin' | 'none';
}

const routes: Route[] = [
  ...opNames.map((name) => ({
    path: `/public/${name}`,
    name,
    request: contract[name].request,
    response: contract[name].response,
    example: publicExamples[name],
    credentials: contract[name].auth ? ('member' as const) : ('none' as const),
  })),
  ...(Object.keys(adminContract) as AdminOpName[]).map((name) => ({
    path: `/admin/${name}`,
    name,
    request: adminContract[name].request,
    response: adminContract[name].response,
    example: adminExamples[name],
    credentials: 'admin' as const,
  })),
];

const visitorHeaders = fc.record(
  { 'x-forwarded-for': headerText(), 'x-forwarded-host': headerText(), origin: headerText() },
  { requiredKeys: [] },
);

async function money() {
  const audit = await backend.admin('get-wallet-audit');
  const wallet = await backend.admin('get-user-wallet', { userId: member.userId });
  return { audit, wallet };
}

let before: Awaited<ReturnType<typeof money>>;

beforeAll(async () => {
  member = await backend.member(100_000);
  const withdraw = await backend.call(
    'apply-user-withdraw',
    { amount: 30_000, requestId: requestIdOf('held') },
    member.token,
  );
  expect(withdraw.status).toBe('success');
  const deposit = await backend.call(
    'apply-user-deposit',
    { amount: 10_000, requestId: requestIdOf('waiting') },
    member.token,
  );
  expect(deposit.status).toBe('success');
  before = await money();
  expect(before.wallet).toMatchObject({ balance: 70_000, held: 30_000 });
});

/** What is wrong with an answer, if anything (plain checks: expect() in a loop of 46,000 requests costs seconds). */
function problemWith(
  { request, response }: Route,
  type: string,
  body: string,
  status: number,
  text: string,
): string | null {
  if (status >= 500) return `HTTP ${status}: ${text}`;
  if (!/^application\/json\s*(;|$)/i.test(type) && status !== 415)
    return `HTTP ${status} to a body of type "${type}": ${text.slice(0, 200)}`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `HTTP ${status} with a body that is not JSON: ${text.slice(0, 200)}`;
  }
  if (status === 200) {
    if (!isAccepted(body, request)) return `200 to a request its schema refuses: ${text.slice(0, 200)}`;
    return response.safeParse(json).success ? null : `not a contract answer: ${text.slice(0, 300)}`;
  }
  const refusal = errorBody.safeParse(json);
  if (!refusal.success) return `not an error body: ${text.slice(0, 300)}`;
  if (status !== HTTP_STATUS_OF[refusal.data.code]) return `HTTP ${status} for ${refusal.data.code}`;
  if (refusal.data.code === 'unauthenticated' || refusal.data.code === 'forbidden')
    return `credentials refused: ${text}`;
  return null;
}

describe.each(routes)('$path', (route) => {
  it(`answers ${FUZZ_RUNS} malformed requests without a 5xx, with a JSON refusal or a contract answer`, async () => {
    const { path, name, request, example, credentials } = route;
    const body = malformedBody(example).filter((text) => !(REFUSE_ONLY.has(name) && isAccepted(text, request)));

    await fc.assert(
      fc.asyncProperty(body, contentType, visitorHeaders, async (text, type, visitor) => {
        const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.50', ...visitor };
        if (type) headers['content-type'] = type;
        if (credentials === 'member') headers.authorization = `Bearer ${member.token}`;
        if (credentials === 'admin') headers['x-admin-key'] = ADMIN_KEY;
        const answer = await backend.app.request(path, { method: 'POST', headers, body: text });
        const problem = problemWith(route, type, text, answer.status, await answer.text());
        if (problem) throw new Error(problem);
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );

    expect(await money()).toEqual(before);
    expect(pollution()).toEqual([]);
  });
});
