import { count, desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_FOOTER_LINKS,
  DEFAULT_GAME_LAUNCH,
  DEFAULT_SITE_LANGUAGES,
  DEFAULT_THEME,
  type GameLaunch,
  type SiteLanguage,
} from '@/lib/contract/terms';
import { brandNamesOf, type SiteSettings } from '@/lib/contract/site';
import { normalizeHost } from '@/lib/contract/domain';
import type { WalletRules } from '@/lib/contract/market';
import type { Config } from '../config';
import type { Db } from '../db';
import { siteConfigs } from '../db/schema';
import { iso, paged, type AdminHandlers, type Handlers } from '../ops';

/** Today's brand, as the portal's bundles name it (`app.name` in public/locales/<lang>/common.json). */
export const DEFAULT_BRAND: Record<SiteLanguage, string> = {
  ko: '로얄 카지노',
  en: 'Royal Casino',
  jp: 'ロイヤルカジノ',
  vn: 'Royal Casino',
  cn: '皇家娱乐场',
  th: 'รอยัล คาสิโน',
};

type Market = Config['market'];

/** A site as visitors get it: the brand in every language, and the default site's values for what the operator left out. */
export function siteOf(
  settings: Partial<SiteSettings> = {},
  market: Market,
  gameLaunch: GameLaunch = DEFAULT_GAME_LAUNCH,
) {
  const languages = settings.languages ?? [...DEFAULT_SITE_LANGUAGES];
  return {
    name: (settings.name && brandNamesOf(settings.name)) ?? DEFAULT_BRAND,
    logoUrl: settings.logoUrl ?? null,
    faviconUrl: settings.faviconUrl ?? null,
    theme: { ...DEFAULT_THEME, ...settings.theme },
    languages,
    defaultLanguage: settings.defaultLanguage ?? languages[0],
    links: { ...DEFAULT_FOOTER_LINKS, ...settings.links },
    support: { email: settings.support?.email ?? null, messenger: settings.support?.messenger ?? null },
    currency: settings.currency ?? market.currency,
    timeZone: settings.timeZone ?? market.timeZone,
    wallet: settings.wallet ?? market.wallet,
    phoneRegion: settings.phoneRegion ?? market.phoneRegion,
    banks: settings.banks ?? market.banks,
    gameLaunch: settings.gameLaunch ?? gameLaunch,
  };
}

async function configOf(db: Db, host: string) {
  const [row] = await db.select().from(siteConfigs).where(eq(siteConfigs.host, host));
  return row;
}

/** The wallet rules of a site, picked by host as get-site-config picks it: the member's home site's for their money. */
export async function walletRulesOf(db: Db, config: Config, host: string | undefined): Promise<WalletRules> {
  const row = host ? await configOf(db, normalizeHost(host)) : undefined;
  return row?.config.wallet ?? config.market.wallet;
}

/** The phone region and banks of the visitor's site: registration checks its members' numbers against them. */
export async function marketOf(
  db: Db,
  config: Config,
  host: string | undefined,
): Promise<Pick<Market, 'phoneRegion' | 'banks'>> {
  const row = host ? await configOf(db, normalizeHost(host)) : undefined;
  return {
    phoneRegion: row?.config.phoneRegion ?? config.market.phoneRegion,
    banks: row?.config.banks ?? config.market.banks,
  };
}

/** The site's name in its default language, as an authenticator shows it (a two-step app, a new passkey). */
export async function brandOf(db: Db, host: string, market: Config['market']) {
  const row = host ? await configOf(db, host.replace(/^www\./, '')) : undefined;
  const site = siteOf(row?.config, market);
  return site.name[site.defaultLanguage];
}

export const siteRoutes = {
  'get-site-config': async (_, { db, config, host }) => {
    const row = host ? await configOf(db, normalizeHost(host)) : undefined;
    return {
      status: 'success',
      features: config.siteFeatures,
      ...siteOf(row?.config, config.market, config.gameLaunch),
    };
  },
} satisfies Partial<Handlers>;

export const siteAdminRoutes = {
  'set-site-config': async ({ host, ...settings }, { db, now }) => {
    // The theme is stored complete, as it was checked: a later change of the default colours cannot make it unreadable.
    const config = { ...settings, theme: { ...DEFAULT_THEME, ...settings.theme } };
    const [row] = await db
      .insert(siteConfigs)
      .values({ host, config, updatedAt: now() })
      .onConflictDoUpdate({ target: siteConfigs.host, set: { config, updatedAt: now() } })
      // A row the statement inserted has no deleting transaction yet: xmax 0 tells a creation from a replacement.
      .returning({ created: sql<boolean>`(xmax = 0)` });
    return { status: 'success', host, created: row.created };
  },

  'get-site-config': async ({ host }, { db, config }) => {
    const row = await configOf(db, host);
    return {
      status: 'success',
      host,
      configured: Boolean(row),
      updatedAt: iso(row?.updatedAt ?? null),
      site: siteOf(row?.config, config.market, config.gameLaunch),
    };
  },

  'list-site-configs': async (page, { db, config: { market } }) => {
    const { limit, offset } = paged(page);
    const [rows, [all]] = await Promise.all([
      db.select().from(siteConfigs).orderBy(desc(siteConfigs.updatedAt), siteConfigs.host).limit(limit).offset(offset),
      db.select({ n: count() }).from(siteConfigs),
    ]);
    return {
      status: 'success',
      list: rows.map(({ host, config, updatedAt }) => ({
        host,
        name: siteOf(config, market).name,
        updatedAt: iso(updatedAt)!,
      })),
      maxCount: all.n,
    };
  },

  'delete-site-config': async ({ host }, { db }) => {
    const rows = await db.delete(siteConfigs).where(eq(siteConfigs.host, host)).returning({ host: siteConfigs.host });
    return { status: 'success', host, deleted: rows.length > 0 };
  },
} satisfies Partial<AdminHandlers>;
