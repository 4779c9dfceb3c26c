import { z } from 'zod';
import { amount, date, empty, op, reply } from './common';

const notice = z.looseObject({ id: amount, title: z.string(), lastDate: date, domain: z.string(), contents: z.string() });
const popup = z.looseObject({
  id: amount,
  title: z.string(),
  titleColor: z.string(),
  contents: z.string(),
  posX: amount,
  posY: amount,
  domain: z.string(),
});
export type Notice = z.infer<typeof notice>;
export type Popup = z.infer<typeof popup>;

export const noticeOps = [
  op({ name: 'get-user-notices', auth: false, request: empty, response: reply('success', { notices: z.array(notice) }) }),
  op({ name: 'get-notice-popup', auth: false, request: empty, response: reply('success', { note: z.array(popup) }) }),
] as const;
