import { z } from 'zod';
import { amount, date, empty, money, op, paging, reply, userId } from './common';
import { breakDays, exclusionMonths, limitPeriods, realityCheckMinutes, restrictionKinds } from './terms';

const period = z.enum(limitPeriods);

export const restriction = z.looseObject({ kind: z.enum(restrictionKinds), until: date });
export type Restriction = z.infer<typeof restriction>;

// The restriction comes with the refusal so the portal can give its end time without another call.
export const restricted = reply('restricted', { restriction });

// `retryAt` is when this very amount fits (null: never under the current limits), so the player need not do the sums.
export const overLimit = reply('limit', { left: amount, period, retryAt: date.nullable() });

// A null amount is no limit: a pending removal is `{amount: null}`, not a missing change.
const periodLimit = z.looseObject({
  amount: amount.nullable(),
  used: amount,
  left: amount.nullable(),
  freesAt: date.nullable(),
  pending: z.looseObject({ amount: amount.nullable(), confirmableAt: date }).nullable(),
});
export type PeriodLimit = z.infer<typeof periodLimit>;

const limitChanged = reply('success', {
  period,
  limit: periodLimit,
  change: z.enum(['applied', 'pending', 'unchanged']),
});

export const protectionOps = [
  op({
    name: 'get-play-limits',
    auth: true,
    extension: 'player-protection',
    request: empty,
    response: reply('success', {
      limits: z.looseObject({ day: periodLimit, week: periodLimit, month: periodLimit }),
      left: amount.nullable(),
      realityCheckMinutes: amount,
      restriction: restriction.nullable(),
    }),
  }),
  op({
    name: 'set-deposit-limit',
    auth: true,
    extension: 'player-protection',
    request: z.strictObject({ period, amount: money.nullable() }),
    response: limitChanged,
  }),
  op({
    name: 'confirm-limit-change',
    auth: true,
    extension: 'player-protection',
    request: z.strictObject({ period }),
    response: z.discriminatedUnion('status', [
      limitChanged.omit({ change: true }),
      reply('early', { confirmableAt: date }),
      reply('none'),
    ]),
  }),
  op({
    name: 'set-reality-check',
    auth: true,
    extension: 'player-protection',
    request: z.strictObject({ minutes: z.literal(realityCheckMinutes) }),
    response: reply('success', { minutes: amount }),
  }),
  op({
    name: 'take-break',
    auth: true,
    extension: 'player-protection',
    request: z.strictObject({ days: z.literal(breakDays) }),
    response: reply('success', { restriction }),
  }),
  op({
    name: 'self-exclude',
    auth: true,
    extension: 'player-protection',
    request: z.strictObject({ months: z.literal(exclusionMonths) }),
    response: reply('success', { restriction }),
  }),
  op({
    name: 'get-session-summary',
    auth: true,
    extension: 'player-protection',
    request: empty,
    response: reply('success', {
      loginAt: date,
      balanceAtLogin: amount,
      gameMoneyAtLogin: amount,
      balance: amount,
      gameMoney: amount,
      deposits: amount,
      withdrawals: amount,
      // Computed by the backend, which alone knows when money moved: the portal shows it as it came.
      net: amount,
      realityCheckMinutes: amount,
      restriction: restriction.nullable(),
    }),
  }),
] as const;

/* Operator routes (`/admin/<name>`), registered in lib/contract/admin.ts. */

export const auditActions = [
  'limit_set',
  'limit_pending',
  'limit_confirmed',
  'reality_check',
  'break',
  'exclusion',
] as const;

const auditEntry = z.looseObject({
  id: amount,
  action: z.union([z.enum(auditActions), z.string().max(64)]),
  period: z.string().nullable(),
  amount: amount.nullable(),
  minutes: amount.nullable(),
  until: date.nullable(),
  ip: z.string(),
  regDate: date,
});

const restrictedMember = z.looseObject({
  userId: z.string(),
  nick: z.string(),
  kind: z.enum(restrictionKinds),
  until: date,
  balance: amount,
  rolling: amount,
  held: amount,
});

export const protectionAdminOps = [
  op({
    name: 'get-protection-audit',
    auth: false,
    request: paging.extend({ userId }),
    response: reply('success', { list: z.array(auditEntry), maxCount: amount }),
  }),
  op({
    name: 'get-restricted-members',
    auth: false,
    request: paging,
    response: reply('success', { list: z.array(restrictedMember), maxCount: amount }),
  }),
] as const;
