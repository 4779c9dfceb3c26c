import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db';
import { notes } from '../db/schema';
import { badInput, iso, paged, type Handlers } from '../ops';

const mine = (userId: number) => and(eq(notes.userId, userId), isNull(notes.deletedAt));

const listNotes = async (db: Db, where: SQL | undefined, limit: number, offset = 0) => {
  const rows = await db
    .select()
    .from(notes)
    .where(where)
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ id, title, contents, createdAt, readAt }) => ({
    id,
    title,
    contents,
    lastDate: iso(createdAt)!,
    read: readAt !== null,
  }));
};

const change = async (db: Db, set: PgUpdateSetSource<typeof notes>, where: SQL | undefined) =>
  (await db.update(notes).set(set).where(where).returning({ id: notes.id })).length;

export const noteRoutes = {
  'get-user-note': async (_, { db, member }) => ({
    status: 'success',
    notes: await listNotes(db, and(mine(member.id), isNull(notes.readAt)), 20),
  }),

  'get-note-list': async (params, { db, member }) => {
    const { limit, offset } = paged(params);
    const [list, [total]] = await Promise.all([
      listNotes(db, mine(member.id), limit, offset),
      db.select({ n: count() }).from(notes).where(mine(member.id)),
    ]);
    return { status: 'success', notes: list, maxCount: total.n };
  },

  'read-note-message': async ({ id }, { db, member, now }) => {
    const readAt = sql`coalesce(${notes.readAt}, ${now()}::timestamptz)`;
    if (!(await change(db, { readAt }, and(eq(notes.id, id), mine(member.id))))) throw badInput('id');
    return { status: 'success' };
  },

  'del-note-message': async ({ id }, { db, member, now }) => {
    if (!(await change(db, { deletedAt: now() }, and(eq(notes.id, id), mine(member.id))))) throw badInput('id');
    return { status: 'success' };
  },

  'read-all-note': async (_, { db, member, now }) => ({
    status: 'success',
    count: await change(db, { readAt: now() }, and(mine(member.id), isNull(notes.readAt))),
  }),

  'del-all-note': async (_, { db, member, now }) => ({
    status: 'success',
    count: await change(db, { deletedAt: now() }, mine(member.id)),
  }),
} satisfies Partial<Handlers>;
