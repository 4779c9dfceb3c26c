import { z } from 'zod';
import { extensionFeatures, isOpName, type ExtensionFeature, type OpName } from './contract';
import { parseFrameAncestors, parseFrameOrigins } from './securityHeaders';

const BACKEND_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** `operation=name,…`: the names under which the operator's backend answers some contract operations. */
export function parseOperationNames(value: string | undefined): Partial<Record<OpName, string>> {
  const names: Partial<Record<OpName, string>> = {};
  const taken = new Set<string>();
  for (const pair of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([^=\s]+)\s*=\s*(\S+)$/.exec(pair);
    if (!match) throw new Error(`"${pair}" is not operation=name`);
    const [, op, name] = match;
    if (!isOpName(op)) throw new Error(`"${op}" is not an operation of the contract`);
    if (!BACKEND_NAME.test(name)) throw new Error(`"${name}" is not a backend operation name (letters, digits, _ . -)`);
    if (names[op]) throw new Error(`"${op}" is named twice`);
    if (taken.has(name)) throw new Error(`"${name}" is given to two operations`);
    names[op] = name;
    taken.add(name);
  }
  // A name that another operation still answers under would send this one's calls (and their bodies) to that one.
  for (const [op, name] of Object.entries(names)) {
    if (name !== op && isOpName(name) && !names[name])
      throw new Error(`"${name}" is the operation ${name} itself: ${op} cannot be sent to it`);
  }
  return names;
}

/** `feature,…` (or `none`): the extensions a backend without get-site-config offers, by the names of its `features`. */
export function parseFeatures(value: string | undefined): ExtensionFeature[] {
  const names = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && part !== 'none');
  for (const name of names) {
    if (!(extensionFeatures as readonly string[]).includes(name))
      throw new Error(`"${name}" is not an extension (${extensionFeatures.join(', ')})`);
  }
  return [...new Set(names)] as ExtensionFeature[];
}

const serverEnvSchema = z.object({
  BACKEND_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4000'),
  BACKEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Sent to the backend with every call (x-portal-key): the reference backend believes the visitor address only with it. */
  PORTAL_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 visible ASCII characters')
        .optional(),
    ),
  /** The header that carries the member's token to the backend (`authorization`, or an operator's own header name). */
  BACKEND_TOKEN_HEADER: z
    .string()
    .optional()
    .transform((value) => (value || 'authorization').toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be a header name (letters, digits and -)')),
  /** The scheme before the token in that header: `Bearer` by default, `none` for the raw token. */
  BACKEND_TOKEN_SCHEME: z
    .string()
    .optional()
    .transform((value) => (!value ? 'Bearer' : value === 'none' ? '' : value))
    .pipe(z.string().regex(/^([A-Za-z][A-Za-z0-9-]{0,31})?$/, 'must be a scheme such as Bearer, or none')),
  /** Operations the operator's backend answers under its own legacy names, e.g. `del-help-message=user_del_help`. */
  BACKEND_OPERATION_NAMES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseOperationNames(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** The extensions a backend without get-site-config offers (`npm run check-backend` finds them). */
  BACKEND_FEATURES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseFeatures(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  NEXTAUTH_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  NEXTAUTH_URL: z.url().optional(),
  /** How long answers that are the same for every visitor (game lists, jackpots, notices) are reused; 0 turns it off. */
  SHARED_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** s-maxage of the pages a shared HTTP cache may keep for visitors without a session (the lobby); 0: none may. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(2),
  /** Minutes without a page view or member action after which the session ends (the 8-hour limit stays). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(480).default(120),
  /** Who may show the portal in a frame: `'none'` or the operator's origins (CSP frame-ancestors). */
  FRAME_ANCESTORS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseFrameAncestors(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** The origins of the games the play page may frame (CSP frame-src of that page): `'none'` unless set. */
  GAME_FRAME_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseFrameOrigins(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Environment variables parsed with `schema`; a bad value fails fast with the variable's name. */
export function parseEnv<S extends z.ZodType>(schema: S, source: Record<string, string | undefined>): z.output<S> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return result.data;
}

/** The variables the portal server reads. */
export const parseServerEnv = (source: Record<string, string | undefined>): ServerEnv =>
  parseEnv(serverEnvSchema, source);

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/** What operating the portal reads (docs/operations.md): metrics, logs and the stop; OTEL_* are the SDK's own. */
const operationsEnvSchema = z.object({
  /** The Prometheus listener's port; unset, there is none and nothing is counted. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** How long a stop waits for requests in flight before it closes their connections. */
  SHUTDOWN_SECONDS: z.coerce.number().min(0).max(600).default(10),
});

export type OperationsEnv = z.infer<typeof operationsEnvSchema>;

export const parseOperationsEnv = (source: Record<string, string | undefined>): OperationsEnv =>
  parseEnv(operationsEnvSchema, {
    ...source,
    METRICS_PORT: source.METRICS_PORT || undefined,
    LOG_LEVEL: source.LOG_LEVEL || undefined,
  });
