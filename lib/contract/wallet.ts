import { z } from 'zod';
import { amount, date, empty, id, money, op, paging, refusal, reply, requestId } from './common';
import { locked } from './account';
import { overLimit, restricted } from './protection';
import { DEFAULT_WALLET_RULES } from './terms';

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

/** The default site's wallet rules (get-site-config `wallet`, DEFAULT_WALLET_RULES) as the forms' amount rules. */
export const WALLET_RULES = {
  deposit: { min: DEFAULT_WALLET_RULES.depositMin, step: DEFAULT_WALLET_RULES.depositStep },
  withdraw: { min: DEFAULT_WALLET_RULES.withdrawMin, step: DEFAULT_WALLET_RULES.withdrawStep },
  comp: { min: DEFAULT_WALLET_RULES.rollMin, step: 1 },
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
