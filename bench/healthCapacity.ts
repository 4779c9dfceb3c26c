// How many members polling `health-check` every 30 s one portal and one backend serve: an open-loop client sends
// at members/30 requests per second, step after step, until a step's p99 passes the limit or anything fails.
import http from 'node:http';
import { createHistogram, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export const HEALTH_CADENCE_S = 30;
export const HEALTH_P99_LIMIT_MS = 200;

export interface Session {
  userId: string;
  cookie: string;
}

export interface HealthStep {
  members: number;
  targetPerSec: number;
  sentPerSec: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  wrong: number;
  errors: number;
  /** How far the client itself fell behind its schedule at worst (a busy client would distort the figure). */
  maxLagMs: number;
  /** When (seconds into the step) the answers slower than the limit were sent: one stall, or a growing queue? */
  slowSentAtS: number[];
  pass: boolean;
  /** The second try of a step that failed on latency or timeouts alone. */
  repeated?: boolean;
}

export interface HealthCapacity {
  steps: HealthStep[];
  /** Members of the last step that passed (0 when none did). */
  capacity: number;
  /** True when every step passed: the capacity is at least the figure. */
  atLeast: boolean;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

function poll(agent: http.Agent, target: URL, session: Session, timeoutMs: number) {
  return new Promise<{ status: number; ok: boolean }>((resolve, reject) => {
    const request = http.request(
      target,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': '2', cookie: session.cookie },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let ok = false;
          try {
            const body = JSON.parse(Buffer.concat(chunks).toString()) as {
              status?: string;
              user?: { userId?: string };
            };
            ok = body.status === 'authenticated' && body.user?.userId === session.userId;
          } catch {
            // not JSON: counted as a wrong answer
          }
          resolve({ status: response.statusCode ?? 0, ok });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end('{}');
  });
}

async function step(
  portalUrl: string,
  sessions: Session[],
  members: number,
  seconds: number,
  agent: http.Agent,
): Promise<HealthStep> {
  const target = new URL('/api/routes/health-check', portalUrl);
  const perSec = members / HEALTH_CADENCE_S;
  const total = Math.max(1, Math.round(perSec * seconds));
  const interval = 1000 / perSec;
  const latencies = createHistogram();
  const counts = { non2xx: 0, wrong: 0, errors: 0 };
  const inFlight: Promise<void>[] = [];
  const slowSentAt: number[] = [];
  let maxLag = 0;
  const start = performance.now() + 20;
  for (let sent = 0; sent < total;) {
    const now = performance.now();
    const due = Math.min(total, Math.floor((now - start) / interval) + 1);
    if (due > sent) maxLag = Math.max(maxLag, now - (start + sent * interval));
    for (; sent < due; sent++) {
      const began = performance.now();
      inFlight.push(
        poll(agent, target, sessions[sent % sessions.length], 5_000).then(
          ({ status, ok }) => {
            const ms = performance.now() - began;
            latencies.record(Math.max(1, Math.round(ms * 1000)));
            if (ms > HEALTH_P99_LIMIT_MS) slowSentAt.push(round((began - start) / 1000, 2));
            if (status < 200 || status > 299) counts.non2xx++;
            else if (!ok) counts.wrong++;
          },
          () => {
            counts.errors++;
          },
        ),
      );
    }
    if (sent < total) await sleep(Math.max(0, start + sent * interval - performance.now()));
  }
  const sentSeconds = (performance.now() - start) / 1000;
  await Promise.all(inFlight);
  const ms = (p: number) => (latencies.count ? round(latencies.percentile(p) / 1000) : Number.NaN);
  const result = {
    members,
    targetPerSec: round(perSec),
    sentPerSec: round(total / Math.max(sentSeconds, seconds * 0.5)),
    requests: total,
    p50Ms: ms(50),
    p99Ms: ms(99),
    maxMs: latencies.count ? round(latencies.max / 1000) : Number.NaN,
    ...counts,
    maxLagMs: round(maxLag),
    slowSentAtS: slowSentAt.sort((a, b) => a - b).slice(0, 40),
  };
  return { ...result, pass: result.p99Ms <= HEALTH_P99_LIMIT_MS && counts.non2xx + counts.wrong + counts.errors === 0 };
}

const describe = (r: HealthStep) =>
  `health: ${r.members} members (${r.targetPerSec}/s): p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms, ` +
  `${r.non2xx} non-2xx, ${r.wrong} wrong, ${r.errors} errors, client lag ≤ ${r.maxLagMs} ms → ${r.pass ? 'pass' : 'FAIL'}`;

/**
 * Steps through `ladder` (members), `seconds` each, stopping at the first failing step. A step that fails on
 * latency or timeouts alone (no wrong answer) is tried once more: near saturation, one pause of a shared machine
 * grows a queue that an open-loop client never lets drain. Then, when time allows, one step halfway (×1.5)
 * between the last passing and the first failing figure narrows the capacity down.
 */
export async function healthCapacity(
  portalUrl: string,
  sessions: Session[],
  {
    ladder,
    seconds,
    deadline,
    log,
  }: { ladder: number[]; seconds: number; deadline: number; log: (message: string) => void },
): Promise<HealthCapacity> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const steps: HealthStep[] = [];
  const timeFor = () => performance.now() + (seconds + 6) * 1000 < deadline;
  const run = async (members: number) => {
    let result = await step(portalUrl, sessions, members, seconds, agent);
    steps.push(result);
    log(describe(result));
    if (!result.pass && result.non2xx + result.wrong === 0 && timeFor()) {
      await sleep(1_500);
      result = { ...(await step(portalUrl, sessions, members, seconds, agent)), repeated: true };
      steps.push(result);
      log(`${describe(result)} (second try)`);
    }
    return result.pass;
  };
  try {
    await step(portalUrl, sessions, Math.min(ladder[0], 300), 3, agent);
    let passed = 0;
    let failed = 0;
    for (const members of ladder) {
      if (!timeFor()) {
        log(`health: out of time before ${members} members`);
        break;
      }
      if (!(await run(members))) {
        failed = members;
        break;
      }
      passed = members;
      await sleep(1_500);
    }
    const between = Math.round((passed * 1.5) / 100) * 100;
    if (passed && failed && between > passed && between < failed && timeFor()) {
      await sleep(3_000);
      if (await run(between)) passed = between;
    }
    return { steps, capacity: passed, atLeast: !failed };
  } finally {
    agent.destroy();
  }
}
