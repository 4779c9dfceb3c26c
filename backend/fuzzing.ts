import fc from 'fast-check';
import { z } from 'zod';
import { errorCodes, type OpName } from '@/lib/contract';
import type { AdminOpName } from '@/lib/contract/admin';

/** Test-only: generators of malformed requests, shared by the backend and proxy fuzz tests. */

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

/** A valid request per operation: the fuzzers break it in one place, so refusals come from deep in the validation. */
export const publicExamples: Record<OpName, Record<string, unknown>> = {
  'user-do-login': { userId: 'nobody1', password: 'wrong-password' },
  'user-do-logout': {},
  'health-check': {},
  'get-in-game-balance': {},
  'get-member': {},
  'user-change-password': { password: 'wrong-password', newPassword: 'another-pass' },
  'user-register': {
    userId: 'fuzzer01',
    password: 'long-enough',
    nick: '퍼저',
    phone: '010-1234-5678',
    bankname: 'Fuzz Bank',
    bankOwner: 'Fuzzer',
    banknum: '123-456-789',
    code: '',
  },
  'check-user-id': { userId: 'fuzzer01' },
  'check-user-nick': { nick: '퍼저' },
  'get-reg-domain': {},
  'get-casino-setting': {},
  'get-slot-setting': {},
  'get-sport-setting': {},
  'get-slot-by-company': { company: 'lucky-star' },
  'open-game': { company: 'lucky-star', code: 'golden-fortune', timeStemp: 1_700_000_000_000 },
  'get-jackpot': {},
  'get-help-list': { page: 1, size: 10 },
  'get-public-help-list': {},
  'user-write-help': { title: 'Question', contents: 'Where is my deposit?' },
  'read-help-message': { id: 1 },
  'del-help-message': { id: 1 },
  'del-all-help': {},
  'get-user-notices': {},
  'get-notice-popup': {},
  'get-user-note': {},
  'get-note-list': { page: 1, size: 10 },
  'read-note-message': { id: 1 },
  'del-note-message': { id: 1 },
  'read-all-note': {},
  'del-all-note': {},
  'user-ask-account': {},
  'apply-user-deposit': { amount: 10_000, requestId: 'fuzz-request-1' },
  'apply-user-withdraw': { amount: 30_000, requestId: 'fuzz-request-2' },
  'cansel-user-deposit': { id: 1 },
  'get-deposit-list': { page: 1, size: 10 },
  'get-withdraw-list': { page: 1, size: 10 },
  'roll-to-balance': { amount: 10_000, requestId: 'fuzz-request-3' },
  'get-site-config': {},
  'search-games': {
    q: '드래곤',
    kind: 'slot',
    companies: ['lucky-star'],
    tags: ['new'],
    sort: 'az',
    lang: 'en',
    limit: 24,
  },
  'get-favorite-games': {},
  'set-favorite-game': { company: 'lucky-star', code: 'golden-fortune', on: true },
  'get-recent-games': {},
  'get-play-limits': {},
  'set-deposit-limit': { period: 'day', amount: 100_000 },
  'confirm-limit-change': { period: 'day' },
  'set-reality-check': { minutes: 30 },
  'take-break': { days: 7 },
  'self-exclude': { months: 6 },
  'get-session-summary': {},
  'request-password-reset': { userId: 'nobody1', phone: '010-0000-0000' },
  'transfer-out': {},
  'transfer-in': { amount: 10_000 },
  'get-bet-list': {
    page: 1,
    size: 10,
    from: '2026-01-01T00:00:00+09:00',
    to: '2026-02-01T00:00:00+09:00',
    company: 'lucky-star',
    code: 'golden-fortune',
  },
  'get-wallet-locks': {},
  'del-wallet-history': { kind: 'deposit', id: 1 },
  'change-to-point': { amount: 10_000, requestId: 'fuzz-request-4' },
  'get-banners': {},
  'get-two-factor': {},
  'start-two-factor': {},
  'confirm-two-factor': { code: '123456' },
  'disable-two-factor': { password: 'wrong-password', code: 'abcde-fghij' },
  'verify-two-factor': { challenge: 'AAAAAAAAAAAAAAAAAAAAAAAA', code: '123456' },
  'start-passkey-registration': {},
  'finish-passkey-registration': {
    name: 'Phone',
    credential: {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', attestationObject: 'oA' },
    },
  },
  'get-passkeys': {},
  'remove-passkey': { id: 1 },
  'start-passkey-login': {},
  'finish-passkey-login': {
    credential: {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    },
  },
  'get-sessions': {},
  'end-session': { id: 'AAAAAAAAAAAAAAAAAAAAAA' },
  'end-other-sessions': {},
  'renew-recovery-codes': {},
  'prove-identity': { password: 'wrong-password' },
  'get-login-history': { page: 1, size: 10 },
};

export const adminExamples: Record<AdminOpName, Record<string, unknown>> = {
  'approve-deposit': { id: 1 },
  'cancel-deposit': { id: 1 },
  'approve-withdraw': { id: 1 },
  'cancel-withdraw': { id: 1 },
  'list-waiting-requests': { page: 1, size: 10, kind: 'withdraw' },
  'answer-help': { id: 1, answer: '<p>Answered</p>' },
  'send-note': { userId: 'demo', title: 'Hello', contents: '<p>Note</p>' },
  'create-notice': { title: 'Notice', contents: '<p>Notice</p>', domain: '' },
  'create-popup': { title: 'Popup', titleColor: '#fff', contents: '<p>Popup</p>', posX: 0, posY: 0, domain: '' },
  'set-game-used': { company: 'lucky-star', code: 'golden-fortune', used: 'y' },
  'advance-clock': { ms: 60_000 },
  'set-user-state': { userId: 'demo', state: 'active' },
  'get-user-wallet': { userId: 'demo' },
  'get-wallet-audit': {},
  'get-protection-audit': { userId: 'demo', page: 1, size: 10 },
  'get-restricted-members': { page: 1, size: 10 },
  'set-site-config': {
    host: 'fuzz.example',
    name: { ko: '퍼즈 카지노', en: 'Fuzz Casino' },
    logoUrl: 'https://cdn.fuzz.example/logo.svg',
    faviconUrl: null,
    theme: { accent: '#33ccff', accentText: '#001018' },
    languages: ['en', 'th'],
    defaultLanguage: 'th',
    links: { terms: '/info/terms', contact: 'https://help.fuzz.example/' },
    support: {
      email: 'help@fuzz.example',
      messenger: { app: 'telegram', handle: '@fuzz_help', url: 'https://t.me/fuzz_help' },
    },
    currency: 'VND',
    timeZone: 'Asia/Ho_Chi_Minh',
    wallet: {
      depositMin: 50_000,
      depositStep: 10_000,
      withdrawMin: 100_000,
      withdrawStep: 50_000,
      rollMin: 20_000,
      quickAmounts: [50_000, 100_000, 500_000],
    },
  },
  'get-site-config': { host: 'fuzz.example' },
  'list-site-configs': { page: 1, size: 10 },
  'delete-site-config': { host: 'fuzz.example' },
  'get-password-resets': { page: 1, size: 10, open: true },
  'reset-password': { userId: 'demo' },
  'lock-wallet': { kind: 'deposit', userId: 'demo', reason: 'Bank maintenance', until: '2030-01-01T00:00:00Z' },
  'unlock-wallet': { id: 1 },
  'list-wallet-locks': { page: 1, size: 10, active: true },
  'create-banner': {
    imageUrl: 'https://cdn.fuzz.example/banner.png',
    title: { ko: '환영 보너스', en: 'Welcome bonus' },
    text: { en: 'Up to 100%' },
    link: '/game',
    order: 1,
    domain: 'fuzz.example',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: null,
  },
  'update-banner': { id: 1, imageUrl: 'https://cdn.fuzz.example/banner.png', title: { en: 'Bonus' } },
  'delete-banner': { id: 1 },
  'list-banners': { page: 1, size: 10 },
  'reset-two-factor': { userId: 'demo' },
};

/** Valid input to these moves money, changes who may log in or what they may do: the fuzzers send only requests they must refuse. */
export const REFUSE_ONLY = new Set<string>([
  'user-do-logout',
  'user-change-password',
  'apply-user-withdraw',
  'roll-to-balance',
  'cansel-user-deposit',
  'approve-deposit',
  'cancel-deposit',
  'approve-withdraw',
  'cancel-withdraw',
  'set-user-state',
  'set-deposit-limit',
  'take-break',
  'self-exclude',
  'open-game',
  'transfer-out',
  'transfer-in',
  'change-to-point',
  'del-wallet-history',
  'reset-password',
  'lock-wallet',
  'unlock-wallet',
  'disable-two-factor',
  'confirm-two-factor',
  'end-session',
  'end-other-sessions',
  'renew-recovery-codes',
  'prove-identity',
  'remove-passkey',
  'reset-two-factor',
]);

const char = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));

const TRICKY_STRINGS = [
  '',
  ' ',
  '\t\n',
  "' or 1=1 --",
  "'; drop table users; --",
  '" or ""="',
  "admin'--",
  '{"$gt":""}',
  '{"$ne":null}',
  '$where',
  '__proto__',
  'constructor',
  'prototype',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '💰💰',
  '\u202e',
  '\ufeff',
  'ｆｕｌｌ',
  '１０００',
  '가나다라',
  'ภาษาไทย',
  'Tiếng Việt',
  '中文',
  'にほんご',
  'e\u0301',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '\\',
  '${7*7}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e309',
  '0x10',
  '0b1',
  '1_000',
  '10000',
  '-10000',
  '0.5',
  '1,000',
  ' 1000 ',
  'lucky-star',
  'demo',
  'golden-fortune',
];

export const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.oneof(char(0xd800, 0xdfff), char(0, 0x1f), fc.constantFrom('a', '가', '💰')),
      maxLength: 20,
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom(...[1_000, 10_000, 100_000, 300_000].map((length) => 'x'.repeat(length))) },
);

export const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    -0.5,
    1.5,
    1e308,
    -1e308,
    5e-324,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31),
    2 ** 63,
    1e21,
    999_999_999.5,
    1_000_000_000,
    1_000_000_001,
    10_000,
    1,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const leaf = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
export const dangerousKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  '$gt',
  '$ne',
  '$where',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '',
);
const anyKey = fc.oneof(dangerousKey, fc.string({ maxLength: 8 }));

export const nastyValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(anyKey, tie('value'), { maxKeys: 4 }),
    fc.constantFrom(
      JSON.parse('{"__proto__":{"polluted":"yes"}}'),
      { constructor: { prototype: { polluted: 'yes' } } },
      { prototype: { polluted: 'yes' } },
    ),
  ),
})).value;

const pad = (value: number, length: number) => String(Math.abs(value)).padStart(length, '0');
/** Years PostgreSQL or JavaScript read otherwise (0, negative, five digits) beside ordinary ones and the range's edges. */
const year = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(0, -1, 1, 1899, 1900, 1970, 2026, 9999, 10_000, 99_999, 275_760) },
  { weight: 1, arbitrary: fc.integer({ min: -300_000, max: 300_000 }) },
);
const yearText = fc
  .tuple(year, fc.integer({ min: 0, max: 9 }))
  .map(([y, dice]) => (y < 0 || y > 9999 || dice === 0 ? `${y < 0 ? '-' : '+'}${pad(y, 6)}` : pad(y, 4)));
const inOrOut = (usual: [number, number], rare: [number, number]) =>
  fc.oneof(
    { weight: 9, arbitrary: fc.integer({ min: usual[0], max: usual[1] }) },
    { weight: 1, arbitrary: fc.integer({ min: rare[0], max: rare[1] }) },
  );
const offset = fc.constantFrom('Z', '+09:00', '-05:00', '+14:00', '-12:00', '+00:00');
const calendarDay = fc
  .tuple(yearText, inOrOut([1, 12], [0, 13]), inOrOut([1, 28], [0, 32]))
  .map(([y, month, day]) => `${y}-${pad(month, 2)}-${pad(day, 2)}`);
/** A date as a request or a cursor may carry one: mostly well formed, in any year (0, negative, 10000+), at any offset. */
export const nastyDate = (kind: 'day' | 'instant'): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 9,
      arbitrary:
        kind === 'day'
          ? calendarDay
          : fc
              .tuple(calendarDay, inOrOut([0, 23], [0, 24]), offset)
              .map(([day, hour, zone]) => `${day}T${pad(hour, 2)}:00:00${zone}`),
    },
    { weight: 1, arbitrary: kind === 'day' ? nastyDate('instant') : calendarDay },
  );

const looksLikeDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);
const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const withKey = (object: Record<string, unknown>, key: string, value: unknown) => ({ ...object, [key]: value });
const without = (object: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));

/** The example broken once: a field of the wrong type or range, a field missing, an unknown field, or no object at all. */
export function malformedParams(example: Record<string, unknown>) {
  const keys = Object.keys(example);
  const field = keys.length ? fc.constantFrom(...keys) : anyKey;
  const dateFields = keys.filter((key) => looksLikeDate(example[key]));
  // Every date field, and the date inside a search's keyset cursor, gets arbitrary dates (year 0, negative, 10000+).
  const dates = [
    ...dateFields.map((key) =>
      nastyDate(String(example[key]).length > 10 ? 'instant' : 'day').map((value) => withKey(example, key, value)),
    ),
    ...('sort' in example && !('cursor' in example)
      ? [
          fc
            .tuple(nastyDate('day'), fc.integer({ min: 1, max: 3_000 }))
            .map(([day, id]) => ({ ...example, sort: 'new', cursor: encodeCursor(['new', day, id]) })),
        ]
      : []),
  ];
  return fc.oneof(
    ...dates.map((arbitrary) => ({ weight: 4, arbitrary })),
    { weight: 5, arbitrary: fc.tuple(field, nastyValue).map(([key, value]) => withKey(example, key, value)) },
    { weight: 1, arbitrary: field.map((key) => without(example, key)) },
    { weight: 2, arbitrary: fc.tuple(anyKey, nastyValue).map(([key, value]) => withKey(example, key, value)) },
    { weight: 1, arbitrary: fc.oneof(leaf, fc.array(nastyValue, { maxLength: 3 })) },
    { weight: 1, arbitrary: fc.dictionary(anyKey, nastyValue, { maxKeys: 5 }) },
  );
}

const RAW_BODIES = [
  '',
  ' ',
  '{',
  '}',
  '[]',
  '[1,2]',
  'null',
  'true',
  '0',
  '"params"',
  'params=1&x=2',
  '<params/>',
  'NaN',
  '{"params":NaN}',
  '{"params":{"amount":NaN}}',
  '{"params":{"amount":Infinity}}',
  '{"params":{"amount":1e400}}',
  '{"params":{"amount":-1e400}}',
  '{"params":{"amount":1e-400}}',
  '{"params":{"amount":01}}',
  '{"params":{"amount":.5}}',
  '{"params":{"amount":+1}}',
  '{"params":{"amount":0x10}}',
  "{'params':{}}",
  '{"params":{},}',
  '{"params":{}}{"params":{}}',
  '\ufeff{"params":{}}',
  '{"params":{"a":"\\ud800"}}',
  '{"params":{"a":"\\u0000"}}',
  '{"params":{"a\\u0000":1}}',
  '{"params":{"__proto__":{"polluted":"yes"}}}',
  '{"__proto__":{"polluted":"yes"},"params":{}}',
  '{"params":{"constructor":{"prototype":{"polluted":"yes"}}}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"params":{"$gt":""}}',
  '{"params":{"userId":{"$ne":null}}}',
  '{"params":[{"__proto__":{"polluted":"yes"}}]}',
  '{"params":{"id":"1 or 1=1"}}',
  '{"params":{"id":[1,2]}}',
  '{"params":{"id":{"$gt":0}}}',
  '{"params":{},"params":{"amount":-5}}',
  '\u0000',
  '\x00{"params":{}}',
];

// Parsing a deep body costs milliseconds: depths stay modest, with a rare one near what the body limit allows.
const depth = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 50, max: 3_000 }) },
  { weight: 1, arbitrary: fc.constant(100_000) },
);
const deeplyNested = fc.oneof(
  depth.map((levels) => `{"params":${'['.repeat(levels)}${']'.repeat(levels)}}`),
  depth.map((levels) => `{"params":${'{"a":'.repeat(Math.ceil(levels / 2))}1${'}'.repeat(Math.ceil(levels / 2))}}`),
  depth.map((levels) => '['.repeat(levels)),
);

/** A request body that the operation must refuse (or, rarely, a valid one): mostly JSON envelopes around broken params. */
export function malformedBody(example: Record<string, unknown>) {
  const params = malformedParams(example);
  return fc.oneof(
    { weight: 8, arbitrary: params.map((value) => JSON.stringify({ params: value })) },
    { weight: 1, arbitrary: params.map((value) => JSON.stringify(value) ?? '') },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.oneof(dangerousKey, fc.constantFrom('Params', 'param', 'extra')), nastyValue)
        .map(([key, value]) => JSON.stringify(withKey({ params: example }, key, value))),
    },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: 1, arbitrary: deeplyNested },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  );
}

export const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  '*/*',
  '',
);

/** Printable header text (a header value may not hold control characters or non-Latin-1), up to `longest` characters. */
export const headerText = (longest = 8_000) =>
  fc.oneof(
    fc.string({ unit: char(0x20, 0x7e), maxLength: 60 }),
    fc.constantFrom(
      '::1',
      '[::1]:80',
      '999.999.999.999',
      'http://[',
      'evil.example',
      'http://evil.example',
      'null',
      '0',
      '-1',
      ' , ,',
    ),
    fc.integer({ min: 100, max: longest }).map((length) => 'h'.repeat(length)),
  );

/**
 * Whether the envelope rule and the operation's schema would accept this body, leaning to yes: a blank body counts
 * as `{}` (the proxy reads it so) and NUL is not checked (the backend refuses it).
 */
export function isAccepted(body: string, request: z.ZodType) {
  let parsed: unknown;
  try {
    // As the server reads it: UTF-8 on the wire (a lone surrogate becomes U+FFFD) and a leading BOM dropped.
    parsed = JSON.parse(new TextDecoder().decode(new TextEncoder().encode(body)).trim() || '{}');
  } catch {
    return false;
  }
  const envelope = z.strictObject({ params: z.unknown().optional() }).safeParse(parsed);
  return envelope.success && request.safeParse(envelope.data.params ?? {}).success;
}

export const errorBody = z.strictObject({
  status: z.literal('error'),
  code: z.enum(errorCodes),
  field: z.string().optional(),
});

export const HTTP_STATUS_OF = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
} as const;

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

/** Anything a request managed to add to Object.prototype. */
export const pollution = () => [
  ...Object.getOwnPropertyNames(Object.prototype).filter((name) => !PROTOTYPE_NAMES.includes(name)),
  ...('polluted' in {} ? ['polluted'] : []),
];
