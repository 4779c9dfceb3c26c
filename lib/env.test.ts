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
  });

  it('keeps the session idle limit at 2 hours and frames refused unless the operator allows some', () => {
    expect(parseServerEnv({})).toMatchObject({ SESSION_IDLE_MINUTES: 120, FRAME_ANCESTORS: "'none'" });
    expect(parseServerEnv({ FRAME_ANCESTORS: 'https://partner.example, https://*.affiliate.example' }).FRAME_ANCESTORS).toBe(
      'https://partner.example https://*.affiliate.example',
    );
  });
});
