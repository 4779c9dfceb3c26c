import { z } from 'zod';
import { amount, empty, money, op, refusal, reply, yesNo } from './common';
import { restricted } from './protection';

export const gameCode = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);

const vendor = z.looseObject({
  code: z.string(),
  gameCompany: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  used: yesNo,
  imgUrl: z.string(),
});
const slotCompany = vendor.omit({ gameCompany: true });
const game = vendor.extend({ used: yesNo.optional() });

export type Vendor = z.infer<typeof vendor>;
export type SlotCompany = z.infer<typeof slotCompany>;
export type Game = z.infer<typeof game>;

export const gameOps = [
  // `casiono` is the legacy wire key for the casino vendor list.
  op({
    name: 'get-casino-setting',
    auth: false,
    request: empty,
    response: reply('success', { casiono: z.array(vendor) }),
  }),
  op({
    name: 'get-slot-setting',
    auth: false,
    request: empty,
    response: reply('success', { slot: z.array(slotCompany) }),
  }),
  op({
    name: 'get-sport-setting',
    auth: false,
    request: empty,
    response: reply('success', { sport: z.array(vendor) }),
  }),
  op({
    name: 'get-slot-by-company',
    auth: false,
    request: z.strictObject({ company: gameCode }),
    response: reply('success', { games: z.array(game) }),
  }),
  op({
    name: 'open-game',
    auth: true,
    // `timeStemp` is the legacy wire spelling of the launch timestamp (ms since epoch); older clients never send it.
    // `amount` (extension game-wallet) moves that much into the game instead of the whole balance.
    request: z.strictObject({
      code: gameCode,
      company: gameCode,
      timeStemp: z.int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
      amount: money.optional(),
    }),
    // The portal opens it in a window: only an absolute http(s) address, never javascript:, data: or a relative path.
    response: z.discriminatedUnion('status', [
      reply('success', { gameUrl: z.url({ protocol: /^https?$/ }) }),
      refusal('time', 'balance'),
      restricted,
    ]),
  }),
  op({
    name: 'get-jackpot',
    auth: false,
    request: empty,
    response: reply('success', { mega: amount, major: amount, minor: amount }),
  }),
] as const;
