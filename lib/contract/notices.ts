import { z } from 'zod';
import { amount, date, empty, op, reply } from './common';
import { localizedAnswer } from './localized';

// `title` and `contents`: a string (the legacy shape), or an object per language (extension; the page picks its own).
const notice = z.looseObject({
  id: amount,
  title: localizedAnswer,
  lastDate: date,
  domain: z.string(),
  contents: localizedAnswer,
});
const popup = z.looseObject({
  id: amount,
  title: localizedAnswer,
  titleColor: z.string(),
  contents: localizedAnswer,
  posX: amount,
  posY: amount,
  domain: z.string(),
});
export type Notice = z.infer<typeof notice>;
export type Popup = z.infer<typeof popup>;

export const noticeOps = [
  op({
    name: 'get-user-notices',
    auth: false,
    request: empty,
    response: reply('success', { notices: z.array(notice) }),
  }),
  op({ name: 'get-notice-popup', auth: false, request: empty, response: reply('success', { note: z.array(popup) }) }),
] as const;
