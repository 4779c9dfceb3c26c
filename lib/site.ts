import { z } from 'zod';
import type { ResponseOf } from './contract';
import { link } from './contract/site';
import { parseEnv } from './env';
import {
  bankList,
  currencyCode,
  DEFAULT_CURRENCY,
  phoneRegion,
  DEFAULT_TIME_ZONE,
  DEFAULT_WALLET_RULES,
  timeZoneName,
  type WalletRules,
} from './contract/market';
import {
  BRAND_NAME_MAX,
  DEFAULT_BANKS,
  DEFAULT_PHONE_REGION,
  DEFAULT_FOOTER_LINKS,
  DEFAULT_GAME_LAUNCH,
  DEFAULT_SITE_LANGUAGES,
  DEFAULT_THEME,
  siteLanguages,
  themeColors,
  type FooterLink,
  type GameLaunch,
  type MessengerApp,
  type SiteLanguage,
  type SiteTheme,
} from './contract/terms';
import { unreadablePair } from './contrast';

const UNPREFIXED: SiteLanguage = 'ko';

/** Where the site sells: the currency of its amounts, the zone of its dates, the amounts its wallet takes. */
export interface Market {
  currency: string;
  timeZone: string;
  wallet: WalletRules;
  /** The ISO 3166-1 region of its players' mobile numbers (KR). */
  phoneRegion: string;
  /** The banks its players may name at signup. */
  banks: string[];
}

/** What the portal renders for one host: the backend's get-site-config, completed by the environment's defaults. */
export interface Site {
  /** The brand per language; a language without one uses its bundle's `app.name`. */
  names: Partial<Record<SiteLanguage, string>>;
  logoUrl: string | null;
  faviconUrl: string | null;
  theme: SiteTheme;
  languages: SiteLanguage[];
  defaultLanguage: SiteLanguage;
  links: Record<FooterLink, string>;
  support: { email: string | null; messenger: { app: MessengerApp; handle: string; url: string | null } | null };
  /** Always set by siteFromEnv and siteOf; optional until every page's fallback site carries one. */
  market?: Market;
  /** Where a launch shows the game (extension): 'window' unless the backend says 'page'. */
  gameLaunch?: GameLaunch;
}

type SiteAnswer = Extract<ResponseOf<'get-site-config'>, { status: 'success' }>;

const HEX = /^#[0-9a-f]{6}$/i;
/** Malformed JSON is reported as the variable's problem, not thrown as a bare SyntaxError. */
const parseJson = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
};
const bankNames = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  )
  .pipe(bankList);
const languageList = z
  .string()
  .transform((value) => [...new Set(value.split(/[\s,]+/).filter(Boolean))])
  .pipe(z.array(z.enum(siteLanguages)).min(1));

const siteEnvSchema = z.object({
  /** One name for every language, or a JSON object per language ({"ko":"…","en":"…"}). */
  SITE_NAME: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return {};
      const name = z.string().trim().min(1).max(BRAND_NAME_MAX);
      const parsed = value.trim().startsWith('{')
        ? z.partialRecord(z.enum(siteLanguages), name).safeParse(parseJson(value))
        : name.transform((one) => Object.fromEntries(siteLanguages.map((lang) => [lang, one]))).safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a name of up to ${BRAND_NAME_MAX} characters, or a JSON object of such names per language (ko, en, jp, vn, cn, th)`,
        });
        return z.NEVER;
      }
      return parsed.data;
    }),
  SITE_LOGO_URL: link.optional(),
  SITE_FAVICON_URL: link.optional(),
  SITE_LANGUAGES: languageList.optional(),
  SITE_DEFAULT_LANGUAGE: z.enum(siteLanguages).optional(),
  /** The six theme colours as `name=#rrggbb` pairs, e.g. `accent=#3ddc97,accentText=#05140d`. */
  SITE_THEME: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const theme: SiteTheme = { ...DEFAULT_THEME };
      for (const pair of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
        const [name, colour] = pair.split('=');
        if (!(themeColors as readonly string[]).includes(name) || !HEX.test(colour ?? '')) {
          ctx.addIssue({
            code: 'custom',
            message: `${pair}: expected name=#rrggbb with a name of ${themeColors.join(', ')}`,
          });
          return z.NEVER;
        }
        theme[name as keyof SiteTheme] = colour.toLowerCase();
      }
      const unreadable = unreadablePair(theme);
      if (unreadable) {
        ctx.addIssue({
          code: 'custom',
          message: `${unreadable.text} on ${unreadable.background} is under WCAG AA contrast`,
        });
        return z.NEVER;
      }
      return theme;
    }),
  SITE_SUPPORT_EMAIL: z.email().optional(),
  SITE_CURRENCY: currencyCode.default(DEFAULT_CURRENCY),
  SITE_TIME_ZONE: timeZoneName.default(DEFAULT_TIME_ZONE),
  SITE_PHONE_REGION: phoneRegion.default(DEFAULT_PHONE_REGION),
  /** The banks, comma-separated, in the order the signup form offers them. */
  SITE_BANKS: bankNames.optional(),
});

/** The site a backend without get-site-config (404) gets, from SITE_* variables (documented in .env.example). */
export function siteFromEnv(source: Record<string, string | undefined>): Site {
  const env = parseEnv(
    siteEnvSchema,
    Object.fromEntries(Object.entries(source).filter(([key, value]) => key.startsWith('SITE_') && value !== '')),
  );
  const languages = env.SITE_LANGUAGES ?? [...DEFAULT_SITE_LANGUAGES];
  if (env.SITE_DEFAULT_LANGUAGE && !languages.includes(env.SITE_DEFAULT_LANGUAGE)) {
    throw new Error('Invalid environment: SITE_DEFAULT_LANGUAGE: not among SITE_LANGUAGES');
  }
  const defaultLanguage = env.SITE_DEFAULT_LANGUAGE ?? languages[0];
  return {
    names: env.SITE_NAME,
    logoUrl: env.SITE_LOGO_URL ?? null,
    faviconUrl: env.SITE_FAVICON_URL ?? null,
    theme: env.SITE_THEME,
    languages: servableLanguages(languages, defaultLanguage),
    defaultLanguage,
    links: { ...DEFAULT_FOOTER_LINKS },
    support: { email: env.SITE_SUPPORT_EMAIL ?? null, messenger: null },
    market: {
      currency: env.SITE_CURRENCY,
      timeZone: env.SITE_TIME_ZONE,
      wallet: { ...DEFAULT_WALLET_RULES, quickAmounts: [...DEFAULT_WALLET_RULES.quickAmounts] },
      phoneRegion: env.SITE_PHONE_REGION,
      banks: env.SITE_BANKS ?? [...DEFAULT_BANKS],
    },
    gameLaunch: DEFAULT_GAME_LAUNCH,
  };
}

const DEFAULT_MARKET: Market = {
  currency: DEFAULT_CURRENCY,
  timeZone: DEFAULT_TIME_ZONE,
  wallet: DEFAULT_WALLET_RULES,
  phoneRegion: DEFAULT_PHONE_REGION,
  banks: [...DEFAULT_BANKS],
};

/**
 * Unprefixed URLs are Korean (Next's build-time defaultLocale) and belong to the host's default language: where that is
 * another, they go to its prefix, so Korean has no URL of its own there and is not offered (docs/decisions.md).
 */
function servableLanguages(languages: SiteLanguage[], defaultLanguage: SiteLanguage): SiteLanguage[] {
  return defaultLanguage === UNPREFIXED ? languages : languages.filter((lang) => lang !== UNPREFIXED);
}

let envDefaults: Site | undefined;

/** The environment's site, read once per process. */
export function defaultSite(): Site {
  envDefaults ??= siteFromEnv(process.env);
  return envDefaults;
}

/**
 * The host's site: what the backend answered, each missing or unusable field from `defaults`.
 * `answer` is null when the backend lacks get-site-config or could not be asked.
 */
export function siteOf(answer: SiteAnswer | null, defaults: Site): Site {
  if (!answer) return defaults;
  const languages = answer.languages ?? defaults.languages;
  const wantedDefault = answer.defaultLanguage ?? defaults.defaultLanguage;
  const defaultLanguage = languages.includes(wantedDefault) ? wantedDefault : languages[0];
  const links = Object.fromEntries(Object.entries(answer.links ?? {}).filter(([, value]) => typeof value === 'string'));
  return {
    names: answer.name ?? defaults.names,
    logoUrl: answer.logoUrl === undefined ? defaults.logoUrl : answer.logoUrl,
    faviconUrl: answer.faviconUrl === undefined ? defaults.faviconUrl : answer.faviconUrl,
    theme: answer.theme ?? defaults.theme,
    languages: servableLanguages(languages, defaultLanguage),
    defaultLanguage,
    links: { ...defaults.links, ...links },
    support: {
      email: answer.support?.email === undefined ? defaults.support.email : answer.support.email,
      messenger:
        answer.support?.messenger === undefined
          ? defaults.support.messenger
          : answer.support.messenger && { ...answer.support.messenger, url: answer.support.messenger.url ?? null },
    },
    market: {
      currency: answer.currency ?? (defaults.market ?? DEFAULT_MARKET).currency,
      timeZone: answer.timeZone ?? (defaults.market ?? DEFAULT_MARKET).timeZone,
      wallet: answer.wallet ?? (defaults.market ?? DEFAULT_MARKET).wallet,
      phoneRegion: answer.phoneRegion ?? (defaults.market ?? DEFAULT_MARKET).phoneRegion,
      banks: answer.banks ?? (defaults.market ?? DEFAULT_MARKET).banks,
    },
    // Not the environment's: the play page needs a backend that says it frames its games.
    gameLaunch: answer.gameLaunch ?? DEFAULT_GAME_LAUNCH,
  };
}

/** Sites on the default language list still serve Thai pages by URL, unoffered, as before languages were per domain. */
const UNOFFERED_ON_DEFAULT_LIST: readonly SiteLanguage[] = ['th'];

/** Whether the site renders pages in `lang`: a URL in any other language is sent to the site's default language. */
export function servesLanguage(site: Pick<Site, 'languages'>, lang: SiteLanguage): boolean {
  if (site.languages.includes(lang)) return true;
  const defaultList =
    site.languages.length === DEFAULT_SITE_LANGUAGES.length &&
    DEFAULT_SITE_LANGUAGES.every((each) => site.languages.includes(each));
  return defaultList && UNOFFERED_ON_DEFAULT_LIST.includes(lang);
}
