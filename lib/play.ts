import { gameMessage, type GameMessage } from './contract/play';

/** The parts of a MessageEvent the shell judges a message by. */
export interface IncomingMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/** The game the play page frames: the origin of its URL and the window of its iframe. */
export interface FramedGame {
  origin: string;
  window: unknown;
}

/** The origin of a game URL, or null when it is not an http(s) URL. */
export function gameOrigin(gameUrl: string): string | null {
  try {
    const url = new URL(gameUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * A message the game may send: from the game's origin AND from its iframe's window (another frame or tab of the same
 * origin is not the game the member sees), with a body the contract's schema takes; null for anything else.
 */
export function readGameMessage(event: IncomingMessage, game: FramedGame): GameMessage | null {
  if (!game.window || event.source !== game.window || event.origin !== game.origin) return null;
  const parsed = gameMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
