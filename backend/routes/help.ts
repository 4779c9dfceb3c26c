import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { helps } from '../db/schema';
import { badInput, iso, paged, type Handlers } from '../ops';

export const MAX_OPEN_HELPS = 5;

const mine = (userId: number) => and(eq(helps.userId, userId), isNull(helps.deletedAt));

export const helpRoutes = {
  'get-help-list': async (params, { db, member }) => {
    const { limit, offset } = paged(params);
    const [rows, [total]] = await Promise.all([
      db.select().from(helps).where(mine(member.id)).orderBy(desc(helps.createdAt), desc(helps.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(helps).where(mine(member.id)),
    ]);
    return {
      status: 'success',
      maxCount: total.n,
      helps: rows.map((h) => ({
        id: h.id,
        title: h.title,
        contents: h.contents,
        answer: h.answer,
        regDate: iso(h.createdAt)!,
        lastDate: iso(h.answeredAt ?? h.createdAt)!,
        read: h.answer === null || h.answerReadAt !== null,
      })),
    };
  },

  'user-write-help': async ({ title, contents }, { db, member }) => {
    const [open] = await db
      .select({ n: count() })
      .from(helps)
      .where(and(mine(member.id), isNull(helps.answer)));
    if (open.n >= MAX_OPEN_HELPS) return { status: 'wait' };
    const [row] = await db.insert(helps).values({ userId: member.id, title, contents }).returning({ id: helps.id });
    return { status: 'success', id: row.id };
  },

  'read-help-message': async ({ id }, { db, member, now }) => {
    const rows = await db
      .update(helps)
      .set({ answerReadAt: sql`coalesce(${helps.answerReadAt}, ${now()}::timestamptz)` })
      .where(and(eq(helps.id, id), mine(member.id)))
      .returning({ id: helps.id });
    if (!rows.length) throw badInput('id');
    return { status: 'success' };
  },

  // Deleting a question already deleted is a success, so a repeated tap changes nothing.
  'del-help-message': async ({ id }, { db, member, now }) => {
    const rows = await db
      .update(helps)
      .set({ deletedAt: sql`coalesce(${helps.deletedAt}, ${now()}::timestamptz)` })
      .where(and(eq(helps.id, id), eq(helps.userId, member.id)))
      .returning({ id: helps.id });
    if (!rows.length) throw badInput('id');
    return { status: 'success' };
  },

  'del-all-help': async (_, { db, member, now }) => {
    const rows = await db.update(helps).set({ deletedAt: now() }).where(mine(member.id)).returning({ id: helps.id });
    return { status: 'success', count: rows.length };
  },
} satisfies Partial<Handlers>;
