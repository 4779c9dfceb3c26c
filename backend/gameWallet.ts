import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from './db';
import { bets, ledger, users } from './db/schema';
import { moneyRow } from './market';
import { countedMoney } from './observe';
import { atomically } from './wallet';

const refusedWhenNull = (value: unknown) => (value === null ? 'refused' : 'success');

/** Multiplier of the stake by the spin's random number: 60% nothing, then 2×, 3× and 4× (an RTP of 98%). */
const PAYS: readonly (readonly [upTo: number, times: number])[] = [
  [0.6, 0],
  [0.85, 2],
  [0.97, 3],
  [1, 4],
];
const SYMBOLS = ['7', '★', '♦', '♣', '♥'];

export const timesOf = (random: number) => PAYS.find(([upTo]) => random < upTo)?.[1] ?? 0;

/** What the reels show for a spin: three alike for a win, three different for a loss. */
export function reelsOf(stake: number, win: number, spinId: number) {
  const times = win / stake;
  if (times >= 2) return Array(3).fill(SYMBOLS[4 - times]) as string[];
  return [0, 1, 2].map((i) => SYMBOLS[(spinId + i) % SYMBOLS.length]);
}

/** Brings all game money back to the balance; the member's row lock orders it against spins and launches. `host`: where it was asked. */
export async function transferOut(db: Db, userId: number, host: string) {
  return countedMoney(
    'transfer_out',
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ gameMoney: users.gameMoney })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      const amount = row.gameMoney;
      const [after] = await tx
        .update(users)
        .set({ balance: sql`${users.balance} + ${amount}`, gameMoney: 0 })
        .where(eq(users.id, userId))
        .returning({ balance: users.balance, gameMoney: users.gameMoney });
      if (amount > 0)
        await tx.insert(ledger).values({
          userId,
          balanceDelta: amount,
          gameDelta: -amount,
          reason: 'transfer_out',
          ...moneyRow(userId, host),
        });
      return { amount, ...after };
    }),
  );
}

/**
 * A launch: game money left from before comes back, then `amount` (all of the balance when omitted) goes in, so a
 * repeated launch ends in the same place. Null (nothing moved) when the amount is more than the member has.
 */
export async function transferIn(db: Db, userId: number, amount: number | undefined, host: string) {
  return countedMoney(
    'transfer_in',
    atomically(db, async (tx) => {
      const [row] = await tx
        .select({ balance: users.balance, gameMoney: users.gameMoney })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      const total = row.balance + row.gameMoney;
      const into = amount ?? total;
      if (into > total) return null;
      await tx
        .update(users)
        .set({ balance: total - into, gameMoney: into })
        .where(eq(users.id, userId));
      if (row.gameMoney > 0) {
        await tx.insert(ledger).values({
          userId,
          balanceDelta: row.gameMoney,
          gameDelta: -row.gameMoney,
          reason: 'transfer_out',
          ...moneyRow(userId, host),
        });
      }
      if (into > 0)
        await tx
          .insert(ledger)
          .values({ userId, balanceDelta: -into, gameDelta: into, reason: 'transfer_in', ...moneyRow(userId, host) });
      return { gameMoney: into };
    }),
    refusedWhenNull,
  );
}

/** More of the balance into the game without a new launch: the game money grows by `amount`; null when the balance is short. */
export async function transferMore(db: Db, userId: number, amount: number, host: string) {
  return countedMoney(
    'transfer_in',
    atomically(db, async (tx) => {
      const [after] = await tx
        .update(users)
        .set({ balance: sql`${users.balance} - ${amount}`, gameMoney: sql`${users.gameMoney} + ${amount}` })
        .where(and(eq(users.id, userId), gte(users.balance, amount)))
        .returning({ balance: users.balance, gameMoney: users.gameMoney });
      if (!after) return null;
      await tx
        .insert(ledger)
        .values({ userId, balanceDelta: -amount, gameDelta: amount, reason: 'transfer_in', ...moneyRow(userId, host) });
      return { amount, ...after };
    }),
    refusedWhenNull,
  );
}

export type Bet = typeof bets.$inferSelect;

/**
 * One spin, once per spin key: the stake leaves the game money only if it is there (a conditional UPDATE, so
 * parallel spins cannot overdraw), the win comes back, and the bet and its ledger row are written with it.
 * A repeated key gets the recorded spin; null when the game money does not cover the stake.
 */
export async function spin(
  db: Db,
  {
    userId,
    gameId,
    spinKey,
    stake,
    roll,
    at,
    host,
  }: { userId: number; gameId: number; spinKey: string; stake: number; roll: () => number; at: Date; host: string },
) {
  const market = moneyRow(userId, host);
  return countedMoney(
    'spin',
    atomically(db, async (tx) => {
      const earlierSpin = async () => {
        const [earlier] = await tx
          .select()
          .from(bets)
          .where(and(eq(bets.userId, userId), eq(bets.spinKey, spinKey)));
        if (!earlier) return undefined;
        const [user] = await tx.select({ gameMoney: users.gameMoney }).from(users).where(eq(users.id, userId));
        return { bet: earlier, gameMoney: user.gameMoney };
      };
      const repeated = await earlierSpin();
      if (repeated) return repeated;
      const win = stake * timesOf(roll());
      const [bet] = await tx
        .insert(bets)
        .values({ userId, gameId, spinKey, stake, win, createdAt: at, ...market })
        .onConflictDoNothing()
        .returning();
      if (!bet) return (await earlierSpin())!;
      const [after] = await tx
        .update(users)
        .set({ gameMoney: sql`${users.gameMoney} - ${stake} + ${win}` })
        .where(and(eq(users.id, userId), gte(users.gameMoney, stake)))
        .returning({ gameMoney: users.gameMoney });
      if (!after) return null;
      await tx.insert(ledger).values({ userId, gameDelta: win - stake, reason: 'bet', ...market });
      return { bet, gameMoney: after.gameMoney };
    }),
    refusedWhenNull,
  );
}
