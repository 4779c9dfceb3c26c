import { z } from 'zod';
import { amount, date, empty, id, instant, money, op, paging, refusal, reply, requestId, text, userId } from './common';
import { gameCode } from './games';
import { restricted } from './protection';
import { walletKinds } from './terms';

const kind = z.enum(walletKinds);

export const walletLock = z.looseObject({ kind, reason: z.string(), until: date.nullable(), everyone: z.boolean() });
export type WalletLock = z.infer<typeof walletLock>;
// The lock comes with the refusal so the portal can show its reason and end without another call.
export const locked = reply('locked', { lock: walletLock });

const bet = z.looseObject({
  id: amount,
  company: z.string(),
  code: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  stake: amount,
  win: amount,
  regDate: date,
});
export type Bet = z.infer<typeof bet>;

export const accountOps = [
  op({
    name: 'request-password-reset',
    auth: false,
    extension: 'password-reset',
    request: z.strictObject({ userId: z.string().min(1).max(64), phone: z.string().min(1).max(32) }),
    // The same answer for any id and phone: it tells nobody whether a member exists.
    response: reply('success'),
  }),
  op({
    name: 'transfer-out',
    auth: true,
    extension: 'game-wallet',
    request: empty,
    response: reply('success', { amount, balance: amount, gameMoney: amount }),
  }),
  // More of the balance into the game of the session, without a new launch; refused as a launch would be.
  op({
    name: 'transfer-in',
    auth: true,
    extension: 'game-wallet',
    request: z.strictObject({ amount: money }),
    response: z.discriminatedUnion('status', [
      reply('success', { amount, balance: amount, gameMoney: amount }),
      refusal('balance'),
      restricted,
    ]),
  }),
  op({
    name: 'get-bet-list',
    auth: true,
    extension: 'bet-history',
    request: paging.extend({
      from: instant.optional(),
      to: instant.optional(),
      company: gameCode.optional(),
      code: gameCode.optional(),
    }),
    response: reply('success', {
      list: z.array(bet),
      maxCount: amount,
      totals: z.looseObject({ staked: amount, won: amount, net: amount }),
    }),
  }),
  op({
    name: 'get-wallet-locks',
    auth: true,
    extension: 'wallet-locks',
    request: empty,
    response: reply('success', { locks: z.array(walletLock) }),
  }),
  op({
    name: 'del-wallet-history',
    auth: true,
    extension: 'history-delete',
    request: z.strictObject({ kind, id: id.optional() }),
    response: z.discriminatedUnion('status', [reply('success', { deleted: amount }), refusal('wait')]),
  }),
  op({
    name: 'change-to-point',
    auth: true,
    extension: 'change-to-point',
    request: z.strictObject({ amount: money, requestId }),
    response: z.discriminatedUnion('status', [
      reply('success', { amount, balance: amount, rolling: amount }),
      refusal('balance'),
    ]),
  }),
] as const;

/* Operator routes (`/admin/<name>`), registered in lib/contract/admin.ts. */

const resetRequest = z.looseObject({
  id: amount,
  userId: z.string(),
  nick: z.string(),
  phone: z.string(),
  phoneMatches: z.boolean(),
  ip: z.string(),
  regDate: date,
  doneDate: date.nullable(),
});

const lockEntry = z.looseObject({
  id: amount,
  kind,
  userId: z.string().nullable(),
  reason: z.string(),
  until: date.nullable(),
  liftedDate: date.nullable(),
  regDate: date,
  active: z.boolean(),
});

export const accountAdminOps = [
  op({
    name: 'get-password-resets',
    auth: false,
    request: paging.extend({ open: z.boolean().optional() }),
    response: reply('success', { list: z.array(resetRequest), maxCount: amount }),
  }),
  op({
    name: 'reset-password',
    auth: false,
    request: z.strictObject({ userId }),
    response: reply('success', { password: z.string() }),
  }),
  op({
    name: 'lock-wallet',
    auth: false,
    request: z.strictObject({
      kind,
      userId: userId.optional(),
      reason: text(500),
      until: instant.nullable().optional(),
    }),
    response: reply('success', { id: amount }),
  }),
  op({
    name: 'unlock-wallet',
    auth: false,
    request: z.strictObject({ id }),
    response: z.discriminatedUnion('status', [reply('success'), refusal('already')]),
  }),
  op({
    name: 'list-wallet-locks',
    auth: false,
    request: paging.extend({ active: z.boolean().optional() }),
    response: reply('success', { list: z.array(lockEntry), maxCount: amount }),
  }),
] as const;
