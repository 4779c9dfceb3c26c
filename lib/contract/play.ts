import { z } from 'zod';
import { MAX_MONEY } from './common';

const whole = z.int().min(0).max(MAX_MONEY);

/** What a game framed by the play page may tell it (docs/api.md, the game shell); anything else is ignored. */
export const gameMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('balance'), gameMoney: whole }),
  z.object({ type: z.literal('round'), stake: whole, win: whole }),
]);
export type GameMessage = z.infer<typeof gameMessage>;
