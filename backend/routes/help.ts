import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { isForHost } from '@/lib/contract/domain';
import { helps, users } from '../db/schema';
import { badInput, iso, paged, type Handlers } from '../ops';

export const MAX_OPEN_HELPS = 5;
export const PUBLIC_HELPS = 20;

const mine = (userId: number) => and(eq(helps.userId, userId), isNull(helps.deletedAt));

export const helpRoutes = {
  'get-help-list': async (params, { db, member }) => {
    const { limit, offset } = paged(params);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(helps)
        .where(mine(member.id))
        .orderBy(desc(helps.createdAt), desc(helps.id))
        .limit(limit)
        .offset(offset),
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

  // The asker's site decides where a published answer shows, as a notice's domain does; the asker is never named.
  'get-public-help-list': async (_, { db, host }) => {
    const rows = await db
      .select({ help: helps, domain: users.domain })
      .from(helps)
      .innerJoin(users, eq(users.id, helps.userId))
      .where(and(eq(helps.public, true), isNull(helps.deletedAt), isNotNull(helps.answer)))
      .orderBy(desc(helps.answeredAt), desc(helps.id))
      .limit(200);
    return {
      status: 'success',
      helps: rows
        .filter((row) => isForHost(row.domain, host))
        .slice(0, PUBLIC_HELPS)
        .map(({ help }) => ({
          id: help.id,
          title: help.title,
          contents: help.contents,
          answer: help.answer!,
          regDate: iso(help.createdAt)!,
          lastDate: iso(help.answeredAt ?? help.createdAt)!,
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
