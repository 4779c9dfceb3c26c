import { z } from 'zod';
import { amount, date, empty, id, money, op, paging, refusal, reply, requestId } from './common';
import { locked } from './account';
import { overLimit, restricted } from './protection';

// `cansel` is the legacy wire spelling of "cancel(led)"; `reg` is an older operators' synonym of `wait`.
export const requestStatuses = ['wait', 'reg', 'already', 'cansel'] as const;
export const requestStatusOnWire = { waiting: 'wait', approved: 'already', cancelled: 'cansel' } as const;

const walletRequest = z.looseObject({
  id: amount,
  requestId: z.string(),
  amount,
  // Operators' backends may send statuses of their own: they are shown as they came.
  status: z.union([z.enum(requestStatuses), z.string().max(64)]),
  regDate: date,
  doneDate: date.nullable(),
});
export type WalletRequest = z.infer<typeof walletRequest>;

export interface AmountRules {
  min: number;
  step: number;
}

/**
 * The wallet's defaults, shared by the portal's forms and the reference backend's configuration
 * (DEPOSIT_MIN, DEPOSIT_STEP, WITHDRAW_MIN, WITHDRAW_STEP, ROLL_TO_BALANCE_MIN), which refuses an amount off them.
 */
export const WALLET_RULES = {
  deposit: { min: 10_000, step: 10_000 },
  withdraw: { min: 30_000, step: 10_000 },
  comp: { min: 10_000, step: 1 },
} as const satisfies Record<string, AmountRules>;

const application = z.strictObject({ amount: money, requestId });
const history = reply('success', { list: z.array(walletRequest), maxCount: amount });

export const walletOps = [
  op({
    name: 'user-ask-account',
    auth: true,
    request: empty,
    response: reply('success', { bankname: z.string(), bankOwner: z.string(), banknum: z.string() }),
  }),
  op({
    name: 'apply-user-deposit',
    auth: true,
    request: application,
    response: z.discriminatedUnion('status', [
      reply('success', { request: walletRequest }),
      refusal('wait'),
      overLimit,
      restricted,
      locked,
    ]),
  }),
  op({
    name: 'apply-user-withdraw',
    auth: true,
    request: application,
    response: z.discriminatedUnion('status', [
      reply('success', { request: walletRequest, balance: amount }),
      refusal('balance'),
      locked,
    ]),
  }),
  op({
    name: 'cansel-user-deposit',
    auth: true,
    request: z.strictObject({ id }),
    response: z.discriminatedUnion('status', [reply('success'), refusal('already')]),
  }),
  op({ name: 'get-deposit-list', auth: true, request: paging, response: history }),
  op({ name: 'get-withdraw-list', auth: true, request: paging, response: history }),
  op({
    name: 'roll-to-balance',
    auth: true,
    request: z.strictObject({ amount: money.optional(), requestId }),
    response: z.discriminatedUnion('status', [
      reply('success', { amount, balance: amount, rolling: amount }),
      refusal('low_point'),
    ]),
  }),
] as const;
