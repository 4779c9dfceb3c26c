import { sql } from 'drizzle-orm';
import type { Db } from './db';
import { rateLimits } from './db/schema';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Counts one hit in the key's fixed window and answers the milliseconds until the window reopens (0 when allowed).
 * One upsert per hit, so backend processes sharing the database share the count.
 */
export async function hitLimit(db: Db, key: string, { max, windowMs }: Limit, now: Date) {
  const windowOpen = sql`${rateLimits.windowStart} > ${new Date(now.getTime() - windowMs)}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${windowOpen} then ${rateLimits.hits} + 1 else 1 end`,
        windowStart: sql`case when ${windowOpen} then ${rateLimits.windowStart} else ${now}::timestamptz end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  return row.hits > max ? Math.max(0, row.windowStart.getTime() + windowMs - now.getTime()) : 0;
}
