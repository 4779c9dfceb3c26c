import { desc } from 'drizzle-orm';
import { notices, popups } from '../db/schema';
import { iso, type Handlers } from '../ops';

/* All items go out with their `domain`; the portal filters them for the visitor's host (legacy behaviour). */
export const noticeRoutes = {
  'get-user-notices': async (_, { db }) => {
    const rows = await db.select().from(notices).orderBy(desc(notices.createdAt), desc(notices.id)).limit(100);
    return {
      status: 'success',
      notices: rows.map(({ id, title, contents, domain, createdAt }) => ({
        id,
        title,
        contents,
        domain,
        lastDate: iso(createdAt)!,
      })),
    };
  },

  'get-notice-popup': async (_, { db }) => {
    const rows = await db.select().from(popups).orderBy(desc(popups.createdAt), desc(popups.id)).limit(50);
    return {
      status: 'success',
      note: rows.map(({ id, title, titleColor, contents, posX, posY, domain }) => ({
        id,
        title,
        titleColor,
        contents,
        posX,
        posY,
        domain,
      })),
    };
  },
} satisfies Partial<Handlers>;
