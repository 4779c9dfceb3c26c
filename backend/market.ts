import { eq, sql } from 'drizzle-orm';
import { normalizeHost } from '@/lib/contract/domain';
import type { Config } from './config';
import type { Db } from './db';
import { siteConfigs, users } from './db/schema';
import { siteOf } from './routes/site';

// A member's money is in one currency, the registering site's; a host of another currency never shows or moves it
// (docs/decisions.md, "Money belongs to one market").

async function siteRow(db: Db, host: string) {
  const key = normalizeHost(host);
  if (!key) return undefined;
  const [row] = await db.select().from(siteConfigs).where(eq(siteConfigs.host, key));
  return row;
}

/** The market a member registering on `host` joins: that site's currency, and its host when it has a site of its own ('' is the default site). */
export async function marketOfHost(db: Db, config: Config, host: string) {
  const row = await siteRow(db, host);
  return { currency: row?.config.currency ?? config.market.currency, homeHost: row?.host ?? '' };
}

/** The language a page of the backend's own (the demo game) speaks on `host`: that site's default language. */
export async function languageOfHost(db: Db, config: Config, host: string) {
  return siteOf((await siteRow(db, host))?.config, config.market).defaultLanguage;
}

/** The currency of the visitor's host, in SQL: the site's own, else the default site's. */
export const hostCurrency = (host: string, fallback: string) =>
  sql<string>`coalesce((select ${siteConfigs.config} ->> 'currency' from ${siteConfigs} where ${siteConfigs.host} = ${normalizeHost(host)}), ${fallback})`;

/**
 * The refusal of a login on a host whose currency is not the member's, naming the site the account belongs to; null
 * when the host is of the member's market. Asked only once the password (or passkey) was right.
 */
export async function otherMarket(db: Db, config: Config, userId: number, host: string) {
  const [row] = await db
    .select({
      currency: users.currency,
      homeHost: users.homeHost,
      domain: users.domain,
      here: hostCurrency(host, config.market.currency),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.currency === row.here) return null;
  const home = await siteRow(db, row.homeHost);
  return {
    status: 'other_market' as const,
    home: { host: row.homeHost || normalizeHost(row.domain), name: siteOf(home?.config, config.market).name },
  };
}

/** The market columns of a row that moves this member's money, asked on `host`. */
export const moneyRow = (userId: number, host: string) => ({
  currency: sql<string>`(select ${users.currency} from ${users} where ${users.id} = ${userId})`,
  host: normalizeHost(host),
});
