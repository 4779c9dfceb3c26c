import { contract, errorResponse, extensionFeatures, opNames, type OpName } from '@/lib/contract';
import type { Answer } from './http';
import { statusOf, type OpResult, type Probe } from './types';

export const extensionOf = (op: OpName): string | undefined => (contract[op] as { extension?: string }).extension;

/** The first problem zod finds, as `field: what came`. */
export function firstDifference(schema: (typeof contract)[OpName]['response'], body: unknown): string | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  let value: unknown = body;
  for (const key of issue.path)
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  const came = value === undefined ? 'nothing' : JSON.stringify(value).slice(0, 60);
  return `${issue.path.join('.') || '(answer)'}: ${issue.message.slice(0, 80)}; came ${came}`;
}

/** The extensions the backend offers: its get-site-config's, else those whose operations answered. */
export function offeredFeatures(
  config: { features: string[] } | undefined,
  results: OpResult[],
): { offered: string[]; unknown: string[] } {
  if (config)
    return {
      offered: config.features.filter((feature) => (extensionFeatures as readonly string[]).includes(feature)),
      unknown: [],
    };
  const offered: string[] = [];
  const unknown: string[] = [];
  for (const feature of extensionFeatures) {
    const ops = opNames.filter((op) => extensionOf(op) === feature);
    const seen = results.filter((result) => ops.includes(result.op));
    if (
      seen.some(
        (result) =>
          result.verdict === 'conforms' || (result.verdict === 'not-called' && result.detail.startsWith('present')),
      )
    )
      offered.push(feature);
    else if (!seen.some((result) => result.verdict === 'absent')) unknown.push(feature);
  }
  return { offered, unknown };
}

/** One answer against the contract: conforms, differs (where), absent or fails. */
export function judge(op: OpName, name: string, answer: Answer, probe: Probe): OpResult {
  const base = { op, name, httpStatus: answer.status, ms: answer.ms, extension: extensionOf(op) };
  if (answer.status === 404) return { ...base, verdict: 'absent', detail: 'HTTP 404' };
  if (answer.status === 200) {
    const difference = firstDifference(contract[op].response, answer.body);
    return difference
      ? { ...base, verdict: 'differs', detail: difference }
      : { ...base, verdict: 'conforms', detail: statusOf(answer.body) };
  }
  const refusal = errorResponse.safeParse(answer.body);
  if (answer.status === 400 && probe.refusalExpected && refusal.success) {
    return {
      ...base,
      verdict: 'conforms',
      detail: `refused the check's unknown id (${refusal.data.code}${refusal.data.field ? ` ${refusal.data.field}` : ''})`,
    };
  }
  const code = refusal.success ? ` ${refusal.data.code}${refusal.data.field ? ` (${refusal.data.field})` : ''}` : '';
  return { ...base, verdict: 'fails', detail: `HTTP ${answer.status}${code}` };
}
