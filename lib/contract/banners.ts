import { z } from 'zod';
import { amount, date, empty, id, instant, op, paging, reply, text } from './common';
import { link, webUrl } from './site';
import { siteLanguages } from './terms';

/** Per language; a language left out falls back as the portal's own texts do. */
const texts = (max: number) =>
  z
    .partialRecord(z.enum(siteLanguages), text(max))
    .refine((given) => Object.keys(given).length > 0, 'at least one language');
const textsAnswer = z.record(z.string(), z.string());

const bannerFields = {
  imageUrl: webUrl,
  title: texts(120),
  text: texts(500).optional(),
  link: link.nullable().optional(),
  order: z.int().min(-1_000_000).max(1_000_000).optional(),
  /** Hosts it is for, as notices take them (commas, pipes or spaces); empty: every host. */
  domain: z.string().trim().max(500).optional(),
  startsAt: instant.nullable().optional(),
  endsAt: instant.nullable().optional(),
};
const bannerInput = z.strictObject(bannerFields);

// The portal puts these into the page: an unsafe address drops the banner (image) or its link, not the answer.
const bannerAnswer = z.looseObject({
  id: amount,
  imageUrl: webUrl,
  title: textsAnswer,
  text: textsAnswer,
  link: link.nullable().catch(null),
  order: amount,
});
export type Banner = z.infer<typeof bannerAnswer>;
const liveBanners = z.array(z.unknown()).transform((list) =>
  list.flatMap((item) => {
    const parsed = bannerAnswer.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);

export const bannerOps = [
  op({
    name: 'get-banners',
    auth: false,
    extension: 'banners',
    request: empty,
    response: reply('success', { banners: liveBanners }),
  }),
] as const;

const bannerEntry = bannerAnswer.extend({
  domain: z.string(),
  startsAt: date.nullable(),
  endsAt: date.nullable(),
  regDate: date,
});

export const bannerAdminOps = [
  op({ name: 'create-banner', auth: false, request: bannerInput, response: reply('success', { id: amount }) }),
  op({
    name: 'update-banner',
    auth: false,
    request: bannerInput.extend({ id }),
    response: reply('success', { updated: z.boolean() }),
  }),
  op({
    name: 'delete-banner',
    auth: false,
    request: z.strictObject({ id }),
    response: reply('success', { deleted: z.boolean() }),
  }),
  op({
    name: 'list-banners',
    auth: false,
    request: paging,
    response: reply('success', { list: z.array(bannerEntry), maxCount: amount }),
  }),
] as const;
