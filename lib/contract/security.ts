import { z } from 'zod';
import { amount, date, empty, id, op, paging, refusal, reply, text, userId } from './common';
import { loggedIn, otherMarket, passwordChange } from './user';

/** Six digits from the authenticator app. */
export const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
/** The app's six digits, or one of the recovery codes (`abcde-fghij`, dash and case optional). */
export const secondFactor = z
  .string()
  .trim()
  .regex(/^(?:\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/);
export const challengeToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
export const RECOVERY_CODE_COUNT = 10;
export const PASSKEY_NAME_MAX = 40;

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);
const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(7);
/** What `@simplewebauthn/browser` hands over; its inner objects may grow fields in a later browser, so they are not strict. */
const credentialBase = {
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
};
export const registrationCredential = z.strictObject({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(4000).min(1),
    attestationObject: base64url(16_000).min(1),
    authenticatorData: base64url(8000).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.int().optional(),
    publicKey: base64url(4000).optional(),
  }),
});
export const authenticationCredential = z.strictObject({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(4000).min(1),
    authenticatorData: base64url(8000).min(1),
    signature: base64url(2000).min(1),
    userHandle: base64url(200).optional(),
  }),
});

/** The options for `navigator.credentials.create/get` as `@simplewebauthn/server` writes them, read as they come. */
const webauthnOptions = z.looseObject({ challenge: z.string() });

const passkey = z.looseObject({
  id: amount,
  name: z.string(),
  /** The brand host it signs in to: each host is its own relying party. */
  host: z.string(),
  createdAt: date,
  lastUsedAt: date.nullable(),
});

/** `two-factor`: a wrong second-step code; `password-two-factor`: a login with both steps, one row. */
export const loginMethods = ['password', 'two-factor', 'password-two-factor', 'passkey'] as const;
export type LoginMethod = (typeof loginMethods)[number];

const loginEntry = z.looseObject({
  time: date,
  address: z.string(),
  device: z.string(),
  method: z.union([z.enum(loginMethods), z.string().max(32)]),
  success: z.boolean(),
});
export type LoginEntry = z.infer<typeof loginEntry>;

const session = z.looseObject({
  id: z.string(),
  device: z.string(),
  address: z.string(),
  startedAt: date,
  lastSeenAt: date,
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof session>;
const sessionId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The account's password, or its second step (a code of the app or a recovery code): one of the two. */
export const identityProof = z.union([
  z.strictObject({ password: z.string().min(1).max(128) }),
  z.strictObject({ code: secondFactor }),
]);
/** Asked by what changes how the member signs in when this session has not proved who they are in the last five minutes. */
const needsProof = 'proof' as const;

export const securityOps = [
  op({
    name: 'get-two-factor',
    auth: true,
    extension: 'two-factor',
    request: empty,
    response: reply('success', { on: z.boolean(), since: date.nullable(), recoveryCodesLeft: amount }),
  }),
  op({
    name: 'start-two-factor',
    auth: true,
    extension: 'two-factor',
    request: empty,
    // The secret waits for confirm-two-factor; a new start replaces one not yet confirmed.
    response: z.discriminatedUnion('status', [
      reply('success', { secret: z.string(), otpauthUrl: z.string() }),
      refusal('already', needsProof),
    ]),
  }),
  op({
    name: 'confirm-two-factor',
    auth: true,
    extension: 'two-factor',
    request: z.strictObject({ code: totpCode }),
    response: z.discriminatedUnion('status', [
      reply('success', { recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) }),
      refusal('pass', 'none', 'already'),
    ]),
  }),
  op({
    name: 'disable-two-factor',
    auth: true,
    extension: 'two-factor',
    request: z.strictObject({ password: z.string().min(1).max(128), code: secondFactor }),
    response: z.discriminatedUnion('status', [reply('success'), refusal('pass', 'none')]),
  }),
  op({
    name: 'verify-two-factor',
    auth: false,
    extension: 'two-factor',
    request: z.strictObject({ challenge: challengeToken, code: secondFactor }),
    response: z.discriminatedUnion('status', [
      loggedIn,
      passwordChange,
      otherMarket,
      reply('pass', { triesLeft: amount }),
      refusal('time', 'expired'),
    ]),
  }),
  op({
    name: 'start-passkey-registration',
    auth: true,
    extension: 'passkeys',
    request: empty,
    response: z.discriminatedUnion('status', [reply('success', { options: webauthnOptions }), refusal(needsProof)]),
  }),
  op({
    name: 'finish-passkey-registration',
    auth: true,
    extension: 'passkeys',
    request: z.strictObject({ name: text(PASSKEY_NAME_MAX), credential: registrationCredential }),
    response: z.discriminatedUnion('status', [reply('success', { passkey }), refusal('pass', 'expired', 'already')]),
  }),
  op({
    name: 'get-passkeys',
    auth: true,
    extension: 'passkeys',
    request: empty,
    response: reply('success', { passkeys: z.array(passkey) }),
  }),
  op({
    name: 'remove-passkey',
    auth: true,
    extension: 'passkeys',
    request: z.strictObject({ id }),
    response: z.discriminatedUnion('status', [reply('success'), refusal('none')]),
  }),
  op({
    name: 'start-passkey-login',
    auth: false,
    extension: 'passkeys',
    request: empty,
    response: reply('success', { options: webauthnOptions }),
  }),
  op({
    name: 'finish-passkey-login',
    auth: false,
    extension: 'passkeys',
    request: z.strictObject({ credential: authenticationCredential }),
    response: z.discriminatedUnion('status', [loggedIn, passwordChange, otherMarket, refusal('pass', 'expired')]),
  }),
  op({
    name: 'get-sessions',
    auth: true,
    extension: 'sessions',
    request: empty,
    response: reply('success', { sessions: z.array(session) }),
  }),
  op({
    name: 'end-session',
    auth: true,
    extension: 'sessions',
    request: z.strictObject({ id: sessionId }),
    response: z.discriminatedUnion('status', [reply('success'), refusal('none')]),
  }),
  op({
    name: 'end-other-sessions',
    auth: true,
    extension: 'sessions',
    request: empty,
    response: z.discriminatedUnion('status', [reply('success', { ended: amount }), refusal(needsProof)]),
  }),
  op({
    name: 'renew-recovery-codes',
    auth: true,
    extension: 'two-factor',
    request: empty,
    // The earlier codes stop working.
    response: z.discriminatedUnion('status', [
      reply('success', { recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) }),
      refusal('none', needsProof),
    ]),
  }),
  op({
    name: 'prove-identity',
    auth: true,
    extension: 'sessions',
    request: identityProof,
    // until: the end of the five minutes in which this session may change how the member signs in.
    response: z.discriminatedUnion('status', [reply('success', { until: date }), refusal('pass', 'none', 'time')]),
  }),
  op({
    name: 'get-login-history',
    auth: true,
    extension: 'sessions',
    request: paging,
    // lastLogin: the latest login that started a session before this one ("last signed in … from …").
    response: reply('success', { list: z.array(loginEntry), maxCount: amount, lastLogin: loginEntry.nullable() }),
  }),
] as const;

/* Operator routes (`/admin/<name>`), registered in lib/contract/admin.ts. */

export const securityAdminOps = [
  op({
    name: 'reset-two-factor',
    auth: false,
    request: z.strictObject({ userId }),
    response: reply('success', { wasOn: z.boolean(), sessionsEnded: amount }),
  }),
] as const;
