import { z } from 'zod';
import { amount, date, empty, id, op, paging, refusal, reply, table, text, userId, yesNo } from './common';
import { accountAdminOps } from './account';
import { bannerAdminOps } from './banners';
import { gameCode } from './games';
import { localizedInput, localizedText } from './localized';
import { protectionAdminOps } from './protection';
import { securityAdminOps } from './security';
import { siteAdminOps } from './site';

/* Operator routes (`/admin/<name>`, header `x-admin-key`): the portal's proxy never forwards these. */

const byId = z.strictObject({ id });
const processed = z.discriminatedUnion('status', [reply('success'), refusal('already')]);
const credited = z.discriminatedUnion('status', [reply('success', { balance: amount }), refusal('already')]);
const created = reply('success', { id: amount });
const domain = z.string().trim().max(500);
const html = text(20_000);

/** Every money row names its currency (the member's) and the host it was asked on ('' when none: seeded, the game page's own). */
const market = { currency: z.string(), host: z.string() };
const conversion = z.looseObject({
  id: amount,
  requestId: z.string(),
  requested: amount.nullable(),
  amount,
  regDate: date,
  ...market,
});

/** A deposit or withdrawal waiting for the operator; a withdrawal names the account it is paid to. */
const waitingRequest = z.looseObject({
  id: amount,
  kind: z.enum(['deposit', 'withdraw']),
  userId: z.string(),
  nick: z.string(),
  amount,
  domain: z.string(),
  regDate: date,
  bank: z.object({ bankname: z.string(), bankOwner: z.string(), banknum: z.string() }).nullable(),
});

const ledgerEntry = z.looseObject({
  id: amount,
  balanceDelta: amount,
  rollingDelta: amount,
  gameDelta: amount.optional(),
  reason: z.string(),
  walletRequestId: amount.nullable(),
  regDate: date,
  ...market,
});

export const adminContract = table(
  op({ name: 'approve-deposit', auth: false, request: byId, response: credited }),
  op({ name: 'cancel-deposit', auth: false, request: byId, response: processed }),
  op({ name: 'approve-withdraw', auth: false, request: byId, response: processed }),
  op({ name: 'cancel-withdraw', auth: false, request: byId, response: credited }),
  op({
    name: 'list-waiting-requests',
    auth: false,
    request: paging.extend({ kind: z.enum(['deposit', 'withdraw']).optional() }),
    response: reply('success', { list: z.array(waitingRequest), maxCount: amount }),
  }),
  op({
    name: 'answer-help',
    auth: false,
    // public: shown to every visitor of the asker's site (get-public-help-list); left as it was when absent.
    request: z.strictObject({ id, answer: html, public: z.boolean().optional() }),
    response: reply('success'),
  }),
  op({
    name: 'send-note',
    auth: false,
    request: z.strictObject({ userId, title: text(100), contents: html }),
    response: created,
  }),
  op({
    name: 'create-notice',
    auth: false,
    request: z.strictObject({ title: localizedText(200), contents: localizedInput(html), domain }),
    response: created,
  }),
  op({
    name: 'create-popup',
    auth: false,
    request: z.strictObject({
      title: localizedText(200),
      titleColor: z.string().regex(/^#[0-9a-fA-F]{3,8}$/),
      contents: localizedInput(html),
      posX: z.int().min(0).max(4000),
      posY: z.int().min(0).max(4000),
      domain,
    }),
    response: created,
  }),
  op({
    name: 'set-game-used',
    auth: false,
    request: z.strictObject({ company: gameCode, code: gameCode.optional(), used: yesNo }),
    response: reply('success'),
  }),
  op({
    name: 'set-user-state',
    auth: false,
    request: z.strictObject({ userId, state: z.enum(['active', 'blocked', 'deleted']) }),
    response: reply('success'),
  }),
  op({
    name: 'get-user-wallet',
    auth: false,
    request: z.strictObject({ userId }),
    response: reply('success', {
      // The member's currency and home site ('' the default site): the market their money belongs to.
      currency: z.string(),
      homeHost: z.string(),
      balance: amount,
      rolling: amount,
      gameMoney: amount,
      held: amount,
      ledger: z.array(ledgerEntry),
      conversions: z.array(conversion),
    }),
  }),
  op({
    name: 'get-wallet-audit',
    auth: false,
    request: empty,
    response: reply('success', {
      balance: amount,
      rolling: amount,
      held: amount,
      gameMoney: amount,
      ledgerBalance: amount,
      ledgerRolling: amount,
      ledgerGame: amount,
    }),
  }),
  ...protectionAdminOps,
  ...accountAdminOps,
  ...bannerAdminOps,
  ...securityAdminOps,
  // get-site-config here is the operator's, for any host: the public one of the same name answers for the visitor's.
  ...siteAdminOps,
  // Tests only (BACKEND_TEST_CLOCK=true), else 404: waits of hours and days without waiting.
  op({
    name: 'advance-clock',
    auth: false,
    request: z.strictObject({
      ms: z
        .int()
        .min(1)
        .max(366 * 24 * 3_600_000),
    }),
    response: reply('success', { now: date }),
  }),
);

export type AdminContract = typeof adminContract;
export type AdminOpName = keyof AdminContract;
export type AdminRequestOf<N extends AdminOpName> = z.infer<AdminContract[N]['request']>;
export type AdminResponseOf<N extends AdminOpName> = z.output<AdminContract[N]['response']>;
export const isAdminOpName = (name: string): name is AdminOpName => Object.hasOwn(adminContract, name);
