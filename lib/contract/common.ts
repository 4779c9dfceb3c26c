import { z } from 'zod';

// The browser's Content-Security-Policy forbids eval; zod must not even probe for it (it does when a schema is built).
if (typeof window !== 'undefined') z.config({ jitless: true });

// `alread` and `alread_have_user` are legacy wire spellings that operators' backends already send.
export const statuses = [
  'success',
  'authenticated',
  'alread_have_user',
  'cant_find_code',
  'already',
  'alread',
  'wait',
  'time',
  'balance',
  'low_point',
  'pass',
  'limit',
  'restricted',
  'early',
  'none',
  'change',
  'locked',
  'two-factor',
  'expired',
  'other_market',
  'proof',
] as const;
export type Status = (typeof statuses)[number];

export const MAX_MONEY = 1_000_000_000;

export interface Operation {
  name: string;
  auth: boolean;
  /** Not in operators' existing backends: offered only when get-site-config names the feature (lib/contract/catalogue.ts). */
  extension?: string;
  request: z.ZodType;
  response: z.ZodType;
}

export const op = <const O extends Operation>(operation: O) => operation;

export type Table<Ops extends readonly Operation[]> = { [O in Ops[number] as O['name']]: O };

export const table = <const Ops extends readonly Operation[]>(...ops: Ops) =>
  Object.fromEntries(ops.map((o) => [o.name, o])) as Table<Ops>;

/* Requests: strict objects, bounded strings and integers. */

export const empty = z.strictObject({});
/** Unicode's bidi controls (ALM U+061C, LRM/RLM U+200E-F, embeddings and overrides, isolates) make text read otherwise than it is stored. */
const BIDI_CONTROL = /\p{Bidi_Control}/u;
/** Something a reader can see: not only spaces, zero-width and other format characters, or Hangul fillers. */
const VISIBLE = /[^\p{Z}\p{C}\s\u115F\u1160\u3164\uFFA0]/u;
/** Player-written text, NFKC-normalised (fullwidth letters become the usual ones) before it is checked. */
const written = () =>
  z
    .string()
    .normalize('NFKC')
    .trim()
    .refine((value) => !BIDI_CONTROL.test(value), 'bidirectional control characters')
    .refine((value) => VISIBLE.test(value), 'nothing visible');
export const text = (max: number) => written().min(1).max(max);
export const money = z.int().min(1).max(MAX_MONEY);
export const id = z.int().min(1).max(2_147_483_647);
export const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
export const USER_ID_LENGTH = { min: 4, max: 16 } as const;
export const userId = z.string().regex(new RegExp(`^[a-z0-9]{${USER_ID_LENGTH.min},${USER_ID_LENGTH.max}}$`));
export const password = z.string().min(8).max(64);
/** Scripts with letters that look alike: a nickname mixing them can pass for another member's. */
const LOOKALIKE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];
/**
 * What shows as nothing or a blank: default-ignorables (zero-widths, joiners, Hangul fillers U+115F U+1160 U+3164
 * U+FFA0, variation selectors, soft hyphen), bidi controls, line and paragraph separators and the braille blank.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Zl}\p{Zp}\u2800]/u;
export const hasInvisible = (value: string) => INVISIBLE.test(value.normalize('NFKC'));
export const nick = written()
  .min(2)
  .max(16)
  .refine((value) => !hasInvisible(value), 'invisible or blank characters')
  .regex(/^[^\p{C}<>&"']+$/u)
  .refine(
    (value) => LOOKALIKE_SCRIPTS.filter((script) => script.test(value)).length <= 1,
    'look-alike letters of different alphabets',
  );
/**
 * Every date a request or a cursor names: years 1900 to 9999 as UTC, which PostgreSQL and JavaScript both read and
 * write alike (year 0, negative years and five-digit years are not, and would reach the database as errors).
 */
export const DATE_RANGE = { earliest: '1900-01-01', latest: '9999-12-31' } as const;
const inDateRange = (value: string) => {
  const at = Date.parse(value);
  return at >= Date.parse(`${DATE_RANGE.earliest}T00:00:00Z`) && at <= Date.parse(`${DATE_RANGE.latest}T23:59:59.999Z`);
};
const dateRangeMessage = `from ${DATE_RANGE.earliest} to ${DATE_RANGE.latest}`;
/** An instant with its offset (`2026-05-01T00:00:00+09:00`): the portal sends its own day boundaries. */
export const instant = z.iso.datetime({ offset: true }).refine(inDateRange, dateRangeMessage);
/** A calendar day (`2026-05-01`). */
export const calendarDate = z.iso.date().refine(inDateRange, dateRangeMessage);
export const paging = z.strictObject({
  page: z.int().min(1).max(10_000).optional(),
  size: z.int().min(1).max(50).optional(),
});

/* Responses: loose objects, so operators may send more fields; numbers may arrive as numeric strings. */

export const amount = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
export const yesNo = z.enum(['y', 'n']);
export const date = z.string();

export const reply = <const S extends Status, T extends z.ZodRawShape = Record<never, never>>(status: S, shape?: T) =>
  z.looseObject({ status: z.literal(status), ...(shape as T) });

export const refusal = <const S extends readonly [Status, ...Status[]]>(...refused: S) =>
  z.looseObject({ status: z.enum(refused), message: z.string().optional(), retryAfter: amount.optional() });

/** Non-2xx answers of the backend (and of the portal's proxy) carry this body. */
export const errorCodes = [
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal',
] as const;
export const errorResponse = z.looseObject({
  status: z.literal('error'),
  code: z.string(),
  field: z.string().optional(),
});
export type ErrorCode = (typeof errorCodes)[number];
export type ErrorResponse = z.infer<typeof errorResponse>;
