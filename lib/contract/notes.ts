import { z } from 'zod';
import { amount, date, empty, id, op, paging, reply } from './common';

const note = z.looseObject({ id: amount, title: z.string(), contents: z.string(), lastDate: date, read: z.boolean() });
export type Note = z.infer<typeof note>;

const byId = z.strictObject({ id });
const counted = reply('success', { count: amount });

export const noteOps = [
  op({ name: 'get-user-note', auth: true, request: empty, response: reply('success', { notes: z.array(note) }) }),
  op({
    name: 'get-note-list',
    auth: true,
    request: paging,
    response: reply('success', { notes: z.array(note), maxCount: amount }),
  }),
  op({ name: 'read-note-message', auth: true, request: byId, response: reply('success') }),
  op({ name: 'del-note-message', auth: true, request: byId, response: reply('success') }),
  op({ name: 'read-all-note', auth: true, request: empty, response: counted }),
  op({ name: 'del-all-note', auth: true, request: empty, response: counted }),
] as const;
