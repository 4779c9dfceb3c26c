import type { ResponseOf } from './contract';
import { gameMessage, type GameMessage } from './contract/play';

/** What the play page's launch came to: the game to frame, or why not (the launch's own messages). */
export type PlayLaunch =
  | { status: 'success'; gameUrl: string; origin: string }
  | { status: 'login' }
  | { status: 'time' }
  | { status: 'restricted'; until: string }
  | { status: 'error' }
  /** The game's URL is of an origin the page may not frame (GAME_FRAME_ORIGINS): its money goes back at once. */
  | { status: 'unframable' };

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

/**
 * open-game's answer as the play page takes it: the game to frame only when its origin is one the page may frame
 * (`framable`, GAME_FRAME_ORIGINS); a 401 is a session that ended; anything else unusable is an error.
 */
export function launchOutcome(
  answer: ResponseOf<'open-game'> | { failed: number | 'network' },
  framable: readonly string[],
): PlayLaunch {
  if ('failed' in answer) return answer.failed === 401 ? { status: 'login' } : { status: 'error' };
  if (answer.status === 'restricted') return { status: 'restricted', until: answer.restriction.until };
  if (answer.status === 'time') return { status: 'time' };
  if (answer.status !== 'success') return { status: 'error' };
  const origin = gameOrigin(answer.gameUrl);
  if (!origin) return { status: 'error' };
  return framable.includes(origin) ? { status: 'success', gameUrl: answer.gameUrl, origin } : { status: 'unframable' };
}

export interface PlayGame {
  company: string;
  code: string;
  name: string;
}

export interface PlayProps {
  game: PlayGame;
  /** The game origins this page may frame (GAME_FRAME_ORIGINS); none: no game can be shown here, so none is launched. */
  framable: string[];
  /**
   * The page starts the game by itself (once it is in front) unless another site sent the browser here: then the
   * member starts it with a click, so that no other site can move a member's money by navigating to this page.
   */
  autoStart: boolean;
}
