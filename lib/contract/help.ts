import { z } from 'zod';
import { amount, date, empty, id, op, paging, refusal, reply, text } from './common';

const helpItem = z.looseObject({
  id: amount,
  title: z.string(),
  contents: z.string(),
  answer: z.string().nullable(),
  regDate: date,
  lastDate: date,
  read: z.boolean(),
});
export type HelpItem = z.infer<typeof helpItem>;

/** A question the operator published with its answer: nothing in it says who asked. */
const publicHelpItem = z.looseObject({
  id: amount,
  title: z.string(),
  contents: z.string(),
  answer: z.string(),
  regDate: date,
  lastDate: date,
});
export type PublicHelpItem = z.infer<typeof publicHelpItem>;

export const helpOps = [
  op({
    name: 'get-help-list',
    auth: true,
    request: paging,
    response: reply('success', { helps: z.array(helpItem), maxCount: amount }),
  }),
  op({
    name: 'user-write-help',
    auth: true,
    request: z.strictObject({ title: text(100), contents: text(5000) }),
    response: z.discriminatedUnion('status', [reply('success', { id: amount }), refusal('wait')]),
  }),
  op({ name: 'read-help-message', auth: true, request: z.strictObject({ id }), response: reply('success') }),
  op({ name: 'del-help-message', auth: true, request: z.strictObject({ id }), response: reply('success') }),
  op({ name: 'del-all-help', auth: true, request: empty, response: reply('success', { count: amount }) }),
  op({
    name: 'get-public-help-list',
    auth: false,
    extension: 'public-help',
    request: empty,
    response: reply('success', { helps: z.array(publicHelpItem) }),
  }),
] as const;
