import { and, asc, count, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AdminRequestOf } from '@/lib/contract/admin';
import { isForHost } from '@/lib/contract/domain';
import { banners } from '../db/schema';
import { badInput, iso, paged, type AdminHandlers, type Handlers } from '../ops';

type Row = typeof banners.$inferSelect;

const wireBanner = (row: Row) => ({
  id: row.id,
  imageUrl: row.imageUrl,
  title: row.title,
  text: row.text,
  link: row.link,
  order: row.sort,
});

/** The row a create or update stores; an end before the start is refused before anything is written. */
function rowOf({ imageUrl, title, text, link, order, domain, startsAt, endsAt }: AdminRequestOf<'create-banner'>) {
  const starts = startsAt ? new Date(startsAt) : null;
  const ends = endsAt ? new Date(endsAt) : null;
  if (starts && ends && ends <= starts) throw badInput('endsAt');
  return {
    imageUrl,
    title,
    text: text ?? {},
    link: link ?? null,
    sort: order ?? 0,
    domain: domain ?? '',
    startsAt: starts,
    endsAt: ends,
  };
}

// Live ones from the database; the domain lists are matched here as notices are, by lib/domain.
export const bannerRoutes = {
  'get-banners': async (_, { db, host, now }) => {
    const at = now();
    const rows = await db
      .select()
      .from(banners)
      .where(
        and(
          or(isNull(banners.startsAt), lte(banners.startsAt, at)),
          or(isNull(banners.endsAt), gt(banners.endsAt, at)),
        ),
      )
      .orderBy(asc(banners.sort), asc(banners.id))
      .limit(200);
    return {
      status: 'success',
      banners: rows
        .filter((row) => isForHost(row.domain, host))
        .slice(0, 20)
        .map(wireBanner),
    };
  },
} satisfies Partial<Handlers>;

export const bannerAdminRoutes = {
  'create-banner': async (params, { db, now }) => {
    const [row] = await db
      .insert(banners)
      .values({ ...rowOf(params), createdAt: now() })
      .returning({ id: banners.id });
    return { status: 'success', id: row.id };
  },

  'update-banner': async ({ id, ...params }, { db }) => {
    const rows = await db.update(banners).set(rowOf(params)).where(eq(banners.id, id)).returning({ id: banners.id });
    if (!rows.length) throw badInput('id');
    return { status: 'success', updated: true };
  },

  'delete-banner': async ({ id }, { db }) => {
    const rows = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
    return { status: 'success', deleted: rows.length > 0 };
  },

  'list-banners': async (page, { db }) => {
    const { limit, offset } = paged(page);
    const [rows, [all]] = await Promise.all([
      db.select().from(banners).orderBy(desc(banners.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(banners),
    ]);
    return {
      status: 'success',
      list: rows.map((row) => ({
        ...wireBanner(row),
        domain: row.domain,
        startsAt: iso(row.startsAt),
        endsAt: iso(row.endsAt),
        regDate: iso(row.createdAt)!,
      })),
      maxCount: all.n,
    };
  },
} satisfies Partial<AdminHandlers>;
