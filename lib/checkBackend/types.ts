import { randomBytes } from 'node:crypto';
import type { OpName } from '@/lib/contract';

export type Verdict = 'conforms' | 'differs' | 'absent' | 'fails' | 'not-called';

export interface OpResult {
  op: OpName;
  /** The name it answered under (the contract's, or the family's older one). */
  name: string;
  verdict: Verdict;
  detail: string;
  httpStatus?: number;
  ms?: number;
  extension?: string;
}

export interface CheckOptions {
  url: string;
  /** The portal's public origin (`https://casino.example`): sent as Origin and forwarded host. */
  site?: string;
  member?: { userId: string; password: string };
  write?: boolean;
  timeoutMs?: number;
  /** Sent as x-portal-key, as the portal does. */
  portalKey?: string;
  /** Told each operation's result as it comes. */
  progress?: (result: OpResult) => void;
}

export interface Settings {
  tokenHeader: string | null;
  tokenScheme: string | null;
  wrapped: boolean;
  operationNames: Partial<Record<OpName, string>>;
  siteConfig: boolean;
  /** The extensions offered (from get-site-config, else as found); `unknown` those whose operations were not asked. */
  features: string[];
  unknownFeatures: string[];
}

export interface Report {
  url: string;
  ok: boolean;
  /** Why the check stopped, in one line, when it could not go on. */
  fatal?: string;
  settings: Settings;
  results: OpResult[];
  /** What --write changed on the member, in sentences. */
  changes: string[];
  logins: number;
  /** The core operations that do not conform. */
  failing: OpName[];
}

/** The most logins the check makes on the member: one to start, none after a refusal. */

export interface Probe {
  params: unknown;
  /** A 400 refusal is the expected answer to this input (an id that does not exist). */
  refusalExpected?: boolean;
}

export const ok = (result: OpResult) => result.verdict === 'conforms';

/** A short random tag that marks what the check writes (request ids, question titles). */
export const tag = () => randomBytes(4).toString('hex');

/** The status an answer names, or '' for one without. */
export const statusOf = (body: unknown) =>
  body && typeof body === 'object' && 'status' in body ? String((body as { status: unknown }).status) : '';
