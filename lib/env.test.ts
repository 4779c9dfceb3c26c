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
  });
});
