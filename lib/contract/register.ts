import { z } from 'zod';
import { empty, nick, op, password, refusal, reply, text, userId } from './common';

/** The portal's signup asks more than the wire: an account number in digits only, within these lengths. */
export const BANK_NUMBER_DIGITS = { min: 6, max: 20 } as const;
/** The longest mobile number a member types: `+84 912 345 678`, `(213) 373-4253`, `010-1234-5678` and their kin. */
export const MOBILE_INPUT_MAX = 20;

export const registration = z.strictObject({
  userId,
  password,
  nick,
  phone: z.string().regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/),
  bankname: text(30),
  bankOwner: text(30),
  banknum: z.string().regex(/^[0-9][0-9-]{4,28}[0-9]$/),
  code: z.string().trim().max(32).optional(),
});

export const registerOps = [
  op({
    name: 'user-register',
    auth: false,
    request: registration,
    response: z.discriminatedUnion('status', [
      reply('success'),
      refusal('alread_have_user', 'alread', 'cant_find_code'),
    ]),
  }),
  op({
    name: 'check-user-id',
    auth: false,
    request: z.strictObject({ userId }),
    response: z.discriminatedUnion('status', [reply('success'), refusal('alread_have_user')]),
  }),
  op({
    name: 'check-user-nick',
    auth: false,
    request: z.strictObject({ nick }),
    response: z.discriminatedUnion('status', [reply('success'), refusal('alread')]),
  }),
  op({
    name: 'get-reg-domain',
    auth: false,
    request: empty,
    response: z.discriminatedUnion('status', [
      reply('success', { domain: z.string(), code: z.string() }),
      refusal('cant_find_code'),
    ]),
  }),
] as const;
