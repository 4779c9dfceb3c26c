import { z } from 'zod';
import { amount, date, empty, op, password, refusal, reply } from './common';
import { BRAND_NAME_MAX, siteLanguages } from './terms';

export const member = z.looseObject({
  userId: z.string(),
  nick: z.string(),
  phone: z.string(),
  rolling: amount,
  balance: amount,
  in_balance: amount,
  bankname: z.string(),
  bankOwner: z.string(),
  banknum: z.string(),
  level: amount,
  noteCount: amount,
  helpCount: amount,
});
export type Member = z.infer<typeof member>;

/** A login that started a session; user-do-login, verify-two-factor and finish-passkey-login answer it alike. */
export const loggedIn = reply('success', { token: z.string().min(1), user: member, expiresAt: date.optional() });
// After an operator's reset-password: the token only lets user-change-password set a new password.
export const passwordChange = reply('change', { changeToken: z.string().min(1), expiresAt: date });
/**
 * The right password (or passkey) on a host whose currency is not the member's: no session; `home` names the site the
 * account belongs to (its brand in each language, and its host), where the member signs in instead.
 */
export const otherMarket = reply('other_market', {
  home: z.looseObject({
    host: z.string().max(300),
    name: z.partialRecord(z.enum(siteLanguages), z.string().max(BRAND_NAME_MAX)),
  }),
});
export type OtherMarketHome = z.infer<typeof otherMarket>['home'];

export const userOps = [
  op({
    name: 'user-do-login',
    auth: false,
    request: z.strictObject({ userId: z.string().min(1).max(64), password: z.string().min(1).max(128) }),
    response: z.discriminatedUnion('status', [
      loggedIn,
      passwordChange,
      otherMarket,
      // A member with two-step sign-in on: no session yet, verify-two-factor answers with the code (extension two-factor).
      reply('two-factor', { challenge: z.string().min(1), expiresAt: date }),
      refusal('pass', 'time'),
    ]),
  }),
  op({ name: 'user-do-logout', auth: true, request: empty, response: reply('success') }),
  op({
    name: 'health-check',
    auth: true,
    request: empty,
    response: reply('authenticated', { user: member, noteCount: amount, helpCount: amount }),
  }),
  op({
    name: 'get-in-game-balance',
    auth: true,
    request: empty,
    response: reply('success', { gameMoney: amount, balance: amount, rolling: amount, userId: z.string() }),
  }),
  op({
    name: 'user-change-password',
    auth: true,
    request: z.strictObject({ password: z.string().min(1).max(128), newPassword: password }),
    response: z.discriminatedUnion('status', [reply('success'), refusal('pass')]),
  }),
  // The family's `get_member`: the member's own record ("my info"), with the day the account was made.
  op({
    name: 'get-member',
    auth: true,
    extension: 'member-info',
    request: empty,
    response: reply('success', { user: member.extend({ regDate: date }) }),
  }),
] as const;
