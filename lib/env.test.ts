import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './env';

describe('parseServerEnv', () => {
  it('fills the defaults', () => {
    expect(parseServerEnv({})).toMatchObject({ BACKEND_URL: 'http://127.0.0.1:4000', BACKEND_TIMEOUT_MS: 15_000 });
  });

  it('reads numbers from strings', () => {
    expect(parseServerEnv({ BACKEND_TIMEOUT_MS: '2500' }).BACKEND_TIMEOUT_MS).toBe(2500);
  });

  it('names the variable that is wrong', () => {
    expect(() => parseServerEnv({ BACKEND_URL: 'not a url' })).toThrow(/BACKEND_URL/);
    expect(() => parseServerEnv({ BACKEND_URL: 'ftp://example.com' })).toThrow(/BACKEND_URL/);
    expect(() => parseServerEnv({ BACKEND_TIMEOUT_MS: 'soon' })).toThrow(/BACKEND_TIMEOUT_MS/);
    expect(() => parseServerEnv({ NEXTAUTH_SECRET: 'short' })).toThrow(/NEXTAUTH_SECRET/);
    expect(() => parseServerEnv({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => parseServerEnv({ FRAME_ANCESTORS: 'javascript:alert(1)' })).toThrow(/FRAME_ANCESTORS/);
    expect(() => parseServerEnv({ PAGE_CACHE_SECONDS: '301' })).toThrow(/PAGE_CACHE_SECONDS/);
    expect(() => parseServerEnv({ PAGE_CACHE_SECONDS: '-1' })).toThrow(/PAGE_CACHE_SECONDS/);
    expect(() => parseServerEnv({ PORTAL_KEY: 'short' })).toThrow(/PORTAL_KEY/);
    expect(() => parseServerEnv({ PORTAL_KEY: 'sixteen or more but spaced' })).toThrow(/PORTAL_KEY/);
  });

  it('reads the extensions of a backend without get-site-config from BACKEND_FEATURES, and names one it does not know', () => {
    expect(parseServerEnv({}).BACKEND_FEATURES).toEqual([]);
    expect(parseServerEnv({ BACKEND_FEATURES: 'none' }).BACKEND_FEATURES).toEqual([]);
    expect(parseServerEnv({ BACKEND_FEATURES: 'bet-history, game-wallet' }).BACKEND_FEATURES).toEqual([
      'bet-history',
      'game-wallet',
    ]);
    expect(() => parseServerEnv({ BACKEND_FEATURES: 'bet-history,jackpots' })).toThrow(
      /BACKEND_FEATURES: "jackpots" is not an extension/,
    );
  });

  it('leaves the portal key unset when empty', () => {
    expect(parseServerEnv({ PORTAL_KEY: '' }).PORTAL_KEY).toBeUndefined();
    expect(parseServerEnv({ PORTAL_KEY: 'k'.repeat(16) }).PORTAL_KEY).toBe('k'.repeat(16));
  });

  it('reuses the logged-out lobby for 2 seconds and shared backend answers for 5; 0 turns either off', () => {
    expect(parseServerEnv({})).toMatchObject({ PAGE_CACHE_SECONDS: 2, SHARED_CACHE_SECONDS: 5 });
    expect(parseServerEnv({ PAGE_CACHE_SECONDS: '0' }).PAGE_CACHE_SECONDS).toBe(0);
  });

  it('keeps the session idle limit at 2 hours and frames refused unless the operator allows some', () => {
    expect(parseServerEnv({})).toMatchObject({ SESSION_IDLE_MINUTES: 120, FRAME_ANCESTORS: "'none'" });
    expect(
      parseServerEnv({ FRAME_ANCESTORS: 'https://partner.example, https://*.affiliate.example' }).FRAME_ANCESTORS,
    ).toBe('https://partner.example https://*.affiliate.example');
  });

  it('frames no game unless GAME_FRAME_ORIGINS lists the game origins, and names it when an entry is not an origin', () => {
    expect(parseServerEnv({}).GAME_FRAME_ORIGINS).toBe("'none'");
    expect(
      parseServerEnv({ GAME_FRAME_ORIGINS: 'https://games.example, http://127.0.0.1:4000' }).GAME_FRAME_ORIGINS,
    ).toBe('https://games.example http://127.0.0.1:4000');
    for (const bad of [
      '*',
      'https://*.games.example',
      "'self'",
      'https://games.example/path',
      'javascript:alert(1)',
      'games.example',
      "https://games.example 'unsafe-inline'",
    ]) {
      expect(() => parseServerEnv({ GAME_FRAME_ORIGINS: bad }), bad).toThrow(/GAME_FRAME_ORIGINS/);
    }
  });
});
