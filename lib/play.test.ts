import { describe, expect, it } from 'vitest';
import { gameOrigin, launchOutcome, readGameMessage } from './play';

const frame = {};
const game = { origin: 'https://games.example', window: frame };
const from = (data: unknown, origin = game.origin, source: unknown = frame) =>
  readGameMessage({ origin, source, data }, game);

describe('readGameMessage', () => {
  it('takes a balance and a round from the game’s origin and its iframe’s window', () => {
    expect(from({ type: 'balance', gameMoney: 12_000 })).toEqual({ type: 'balance', gameMoney: 12_000 });
    expect(from({ type: 'round', stake: 1_000, win: 0 })).toEqual({ type: 'round', stake: 1_000, win: 0 });
  });

  it('ignores a message from another origin, even from the iframe’s window', () => {
    expect(from({ type: 'balance', gameMoney: 1 }, 'https://evil.example')).toBeNull();
    expect(from({ type: 'balance', gameMoney: 1 }, 'null')).toBeNull();
    expect(from({ type: 'balance', gameMoney: 1 }, 'http://games.example')).toBeNull();
  });

  it('ignores a message of the game’s origin from another window (another frame, tab or the page itself)', () => {
    expect(from({ type: 'balance', gameMoney: 1 }, game.origin, {})).toBeNull();
    expect(from({ type: 'balance', gameMoney: 1 }, game.origin, null)).toBeNull();
    expect(
      readGameMessage(
        { origin: game.origin, source: null, data: { type: 'balance', gameMoney: 1 } },
        { ...game, window: null },
      ),
    ).toBeNull();
  });

  it.each([
    ['a string', 'balance 5000'],
    ['no type', { gameMoney: 5_000 }],
    ['an unknown type', { type: 'jackpot', amount: 5_000 }],
    ['a negative balance', { type: 'balance', gameMoney: -1 }],
    ['a fraction', { type: 'balance', gameMoney: 10.5 }],
    ['a number as text', { type: 'balance', gameMoney: '5000' }],
    ['a round without its win', { type: 'round', stake: 1_000 }],
    ['an absurd stake', { type: 'round', stake: 1e12, win: 0 }],
    ['null', null],
  ])('ignores a malformed body: %s', (_, data) => {
    expect(from(data)).toBeNull();
  });
});

describe('gameOrigin', () => {
  it('is the origin of an http(s) game URL, null for anything else', () => {
    expect(gameOrigin('https://games.example:8443/demo-game/x?ticket=t')).toBe('https://games.example:8443');
    expect(gameOrigin('javascript:alert(1)')).toBeNull();
    expect(gameOrigin('not a url')).toBeNull();
  });
});

describe('launchOutcome', () => {
  const framable = ['https://games.test'];
  it('frames a game only of an origin the page may frame', () => {
    expect(launchOutcome({ status: 'success', gameUrl: 'https://games.test/g?t=1' }, framable)).toEqual({
      status: 'success',
      gameUrl: 'https://games.test/g?t=1',
      origin: 'https://games.test',
    });
    expect(launchOutcome({ status: 'success', gameUrl: 'https://games.test:8443/g' }, framable)).toEqual({
      status: 'unframable',
    });
    expect(launchOutcome({ status: 'success', gameUrl: 'http://games.test/g' }, framable)).toEqual({
      status: 'unframable',
    });
  });

  it('keeps the launch’s own refusals, and takes a 401 as a session that ended', () => {
    expect(launchOutcome({ status: 'time' }, framable)).toEqual({ status: 'time' });
    expect(launchOutcome({ status: 'balance' }, framable)).toEqual({ status: 'error' });
    expect(launchOutcome({ failed: 401 }, framable)).toEqual({ status: 'login' });
    expect(launchOutcome({ failed: 502 }, framable)).toEqual({ status: 'error' });
    expect(launchOutcome({ failed: 'network' }, framable)).toEqual({ status: 'error' });
  });
});
