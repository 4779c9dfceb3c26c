import { z } from 'zod';
import { CONTRAST_AA, unreadablePair } from '../contrast';
import { normalizeHost } from './domain';
import { amount, date, empty, op, paging, reply, text } from './common';
import { bankList, currencyCode, phoneRegion, timeZoneName, walletAnswer, walletSettings } from './market';
import {
  BRAND_NAME_FALLBACK,
  BRAND_NAME_MAX,
  DEFAULT_SITE_LANGUAGES,
  DEFAULT_THEME,
  footerLinks,
  gameLaunchModes,
  messengerApps,
  SITE_URL_MAX,
  siteLanguages,
  themeColors,
  type FooterLink,
  type SiteLanguage,
  type SiteTheme,
} from './terms';

/** No spaces, controls, quotes, angle brackets or backslashes: nothing that could leave an attribute or a CSS string. */
const SAFE_URL = /^[^\s\p{C}"'<>`\\]+$/u;
/** A path of the portal itself (without the language prefix); `//host` and `/\host` would leave the site. */
const SITE_PATH = /^\/(?![/\\])[^\s\p{C}"'<>`\\]*$/u;
export const webUrl = z
  .url({ protocol: /^https?$/ })
  .max(SITE_URL_MAX)
  .regex(SAFE_URL);
export const link = z.union([webUrl, z.string().max(SITE_URL_MAX).regex(SITE_PATH)]);
const HEX = /^#[0-9a-f]{6}$/i;
const colour = z.string().regex(HEX).toLowerCase();
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const HANDLE = /^[\p{L}\p{N}@._+\- ]{1,64}$/u;
const email = z.email().max(254);

/** Refinements run after failed checks too: a malformed colour is reported already, and has no luminance. */
const unreadableColours = (colours: SiteTheme) =>
  Object.values(colours).every((value) => HEX.test(value)) ? unreadablePair(colours) : null;

/** A site is keyed by its host as notices' `domain` is: lower case, no scheme, port, path or leading `www.`. */
export const siteHost = z.string().max(300).transform(normalizeHost).pipe(z.string().regex(HOSTNAME));

const messenger = z.strictObject({
  app: z.enum(messengerApps),
  handle: z.string().trim().regex(HANDLE),
  url: webUrl.nullable().optional(),
});

const languages = z
  .array(z.enum(siteLanguages))
  .min(1)
  .refine((list) => new Set(list).size === list.length, 'each language once');

export const siteSettings = z
  .strictObject({
    name: z
      .partialRecord(z.enum(siteLanguages), text(BRAND_NAME_MAX))
      .refine((names) => names.ko || names.en, 'a name in ko or en'),
    logoUrl: link.nullable().optional(),
    faviconUrl: link.nullable().optional(),
    theme: z.partialRecord(z.enum(themeColors), colour).optional(),
    languages: languages.optional(),
    defaultLanguage: z.enum(siteLanguages).optional(),
    links: z.partialRecord(z.enum(footerLinks), link).optional(),
    support: z
      .strictObject({ email: email.nullable().optional(), messenger: messenger.nullable().optional() })
      .optional(),
    currency: currencyCode.optional(),
    timeZone: timeZoneName.optional(),
    wallet: walletSettings.optional(),
    phoneRegion: phoneRegion.optional(),
    banks: bankList.optional(),
    gameLaunch: z.enum(gameLaunchModes).optional(),
  })
  .superRefine((site, ctx) => {
    if (site.defaultLanguage && !(site.languages ?? DEFAULT_SITE_LANGUAGES).includes(site.defaultLanguage)) {
      ctx.addIssue({ code: 'custom', path: ['defaultLanguage'], message: 'not among the enabled languages' });
    }
    const unreadable = unreadableColours({ ...DEFAULT_THEME, ...site.theme });
    if (unreadable) {
      // The colour the operator sent is the one to change: a background alone can make the default text unreadable.
      const field = site.theme?.[unreadable.text] ? unreadable.text : unreadable.background;
      ctx.addIssue({
        code: 'custom',
        path: ['theme', field],
        message: `${unreadable.text} on ${unreadable.background} is ${unreadable.ratio.toFixed(2)}:1, under ${CONTRAST_AA}:1`,
      });
    }
  });
export type SiteSettings = z.infer<typeof siteSettings>;

/** Operators' backends may send only `features`; a field unsafe to use is dropped, not the answer, so features still count. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** The brand in every language: its own name, else en's, else ko's; undefined when there is neither. */
export function brandNamesOf(given: Readonly<Record<string, unknown>>): Record<SiteLanguage, string> | undefined {
  const own = (lang: SiteLanguage) => {
    const value = given[lang];
    return typeof value === 'string' && value.trim() && value.length <= 200 && !/\p{Bidi_Control}/u.test(value)
      ? value.trim()
      : undefined;
  };
  const fallback = BRAND_NAME_FALLBACK.map(own).find(Boolean);
  return fallback
    ? (Object.fromEntries(siteLanguages.map((lang) => [lang, own(lang) ?? fallback])) as Record<SiteLanguage, string>)
    : undefined;
}

const brandNames = z.record(z.string(), z.unknown()).transform(brandNamesOf);

/** Only the six colours, and only when every pair reads: the portal writes them into CSS as they come. */
const theme = z
  .object(Object.fromEntries(themeColors.map((name) => [name, colour])) as Record<keyof SiteTheme, typeof colour>)
  .refine((colours) => !unreadableColours(colours));

const knownLanguages = z
  .array(z.unknown())
  .transform((list) => [
    ...new Set(list.filter((lang): lang is SiteLanguage => (siteLanguages as readonly unknown[]).includes(lang))),
  ])
  .pipe(z.array(z.enum(siteLanguages)).min(1));

const linkAnswer = lenient(link);
const links = z.object(
  Object.fromEntries(footerLinks.map((name) => [name, linkAnswer])) as Record<FooterLink, typeof linkAnswer>,
);

const support = z.object({
  email: lenient(email.nullable()),
  messenger: lenient(
    z
      .object({ app: z.enum(messengerApps), handle: z.string().regex(HANDLE), url: lenient(webUrl.nullable()) })
      .nullable(),
  ),
});

const siteAnswer = {
  name: lenient(brandNames),
  logoUrl: lenient(link.nullable()),
  faviconUrl: lenient(link.nullable()),
  theme: lenient(theme),
  languages: lenient(knownLanguages),
  defaultLanguage: lenient(z.enum(siteLanguages)),
  links: lenient(links),
  support: lenient(support),
  currency: lenient(currencyCode),
  timeZone: lenient(timeZoneName),
  wallet: lenient(walletAnswer),
  phoneRegion: lenient(phoneRegion),
  banks: lenient(bankList),
  gameLaunch: lenient(z.enum(gameLaunchModes)),
};

export const siteOps = [
  op({
    name: 'get-site-config',
    auth: false,
    extension: 'site-config',
    request: empty,
    response: reply('success', { features: z.array(z.string()), ...siteAnswer }),
  }),
] as const;

const byHost = z.strictObject({ host: siteHost });

export const siteAdminOps = [
  op({
    name: 'set-site-config',
    auth: false,
    request: siteSettings.safeExtend({ host: siteHost }),
    response: reply('success', { host: z.string(), created: z.boolean() }),
  }),
  op({
    name: 'get-site-config',
    auth: false,
    request: byHost,
    response: reply('success', {
      host: z.string(),
      configured: z.boolean(),
      updatedAt: date.nullable(),
      site: z.looseObject(siteAnswer),
    }),
  }),
  op({
    name: 'list-site-configs',
    auth: false,
    request: paging,
    response: reply('success', {
      list: z.array(z.looseObject({ host: z.string(), name: lenient(brandNames), updatedAt: date })),
      maxCount: amount,
    }),
  }),
  op({
    name: 'delete-site-config',
    auth: false,
    request: byHost,
    response: reply('success', { host: z.string(), deleted: z.boolean() }),
  }),
] as const;
