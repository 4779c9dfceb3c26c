import { like, sql } from 'drizzle-orm';
import { rectifyConfusion } from 'unicode-confusables';
import type { Db } from './db';
import { users } from './db/schema';

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** UTS #39's skeleton: NFD, default-ignorables removed, each character by its confusables.txt prototype, NFD again. */
function skeleton(value: string) {
  // One code point at a time: the library's own loop loses its place after a zero-width character.
  const prototypes = [...value.normalize('NFD').replace(IGNORABLE, '')].map((point) => rectifyConfusion(point));
  return prototypes.join('').normalize('NFD');
}

/** Full case folding as far as JavaScript has it: `ß` and `SS`, `ς` and `Σ` meet on `ss` and `σ`. */
const fold = (value: string) => value.toUpperCase().toLowerCase();

/**
 * What makes two nicknames the same: `рара` (Cyrillic) is `papa`, so are `Papa`, `PAPA`, `ｐａｐａ` and `papa0` ~ `papaO`.
 * The skeleton comes before case folding, so a letter is matched by how it looks as written: a capital `I` is the `l`
 * it looks like, and Cherokee `Ꭺ` the `A` (folded first they became `i` and `ꭺ`). Folded and skeletoned again after,
 * since some prototypes are capitals (`0` → `O`). As `I` is both the `l` it looks like and the capital of `i`, `i` is
 * an `l` too, so `ALICE1` stays `alice1`.
 */
export const nickKey = (nick: string) =>
  skeleton(fold(skeleton(nick.normalize('NFKC').trim())))
    .replace(/\s+/gu, ' ')
    .replaceAll('i', 'l');

/** Rows from before the key existed carry a placeholder (migration 0009): \x01 and the row id, never a skeleton. */
const PLACEHOLDER = '\u0001';

/**
 * Gives members registered before the key existed theirs. Two old nicknames with one skeleton both stay (neither is
 * renamed); the later keeps its placeholder, and the key the earlier one holds still keeps new look-alikes out.
 */
export async function fillNickKeys(db: Db) {
  const rows = await db
    .select({ id: users.id, nick: users.nick })
    .from(users)
    .where(like(users.nickKey, `${PLACEHOLDER}%`))
    .orderBy(users.id);
  for (const { id, nick } of rows) {
    const key = nickKey(nick);
    await db.execute(
      sql`update ${users} set nick_key = ${key} where ${users.id} = ${id} and not exists (select 1 from ${users} where nick_key = ${key})`,
    );
  }
}
