import { eq } from 'drizzle-orm';
import { hashPassword } from '../crypto';
import type { Db } from '../db';
import { signupCodes, users } from '../db/schema';
import { marketOfHost } from '../market';
import { nickKey } from '../nickname';
import { normalizePhone } from '@/lib/contract/phone';
import { badInput, type Handlers } from '../ops';
import { marketOf } from './site';

const taken = async (db: Db, column: typeof users.userId | typeof users.nickKey, value: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(column, value))).length > 0;

export const registerRoutes = {
  'user-register': async ({ code, ...fields }, { db, config, host }) => {
    // A number of the site's own region, stored as its players write it: the password reset compares its digits.
    const phone = normalizePhone(fields.phone, (await marketOf(db, config, host)).phoneRegion);
    if (!phone) throw badInput('phone');
    const signupCode = code || null;
    if (signupCode && !(await db.select().from(signupCodes).where(eq(signupCodes.code, signupCode))).length) {
      return { status: 'cant_find_code' };
    }
    const { password, ...profile } = fields;
    // The registering site's currency is the member's for good; its own rules (home host) apply wherever they log in.
    const market = await marketOfHost(db, config, host);
    const inserted = await db
      .insert(users)
      .values({
        ...profile,
        phone,
        nickKey: nickKey(profile.nick),
        passwordHash: await hashPassword(password),
        domain: host,
        signupCode,
        ...market,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length) return { status: 'success' };
    return { status: (await taken(db, users.userId, fields.userId)) ? 'alread_have_user' : 'alread' };
  },

  'check-user-id': async ({ userId }, { db }) => ({
    status: (await taken(db, users.userId, userId)) ? 'alread_have_user' : 'success',
  }),

  'check-user-nick': async ({ nick }, { db }) => ({
    status: (await taken(db, users.nickKey, nickKey(nick))) ? 'alread' : 'success',
  }),

  'get-reg-domain': async (_, { db, origin, host }) => {
    const domain = origin || host;
    const [row] = await db.select().from(signupCodes).where(eq(signupCodes.domain, domain)).limit(1);
    return row ? { status: 'success', domain, code: row.code } : { status: 'cant_find_code' };
  },
} satisfies Partial<Handlers>;
