import { describe, expect, it } from 'vitest';
import { readSignInError, signInError, type SignInRefusal } from './signInRefusal';

const home = { host: 'vn-market.test', name: { en: 'Saigon Casino', vn: 'Sòng bạc Sài Gòn' } };
/** next-auth puts the error in the URL of its answer: what the browser reads has been through it. */
const throughUrl = (error: string) => decodeURIComponent(encodeURIComponent(error));

describe('a sign-in refusal, from the server to the browser', () => {
  it('arrives as it was sent, whatever it carries', () => {
    const refusals: SignInRefusal[] = [
      { kind: 'unavailable' },
      { kind: 'locked', seconds: 900 },
      { kind: 'locked', seconds: null },
      { kind: 'change' },
      { kind: 'other-market', home },
      { kind: 'two-factor', challenge: 'Abc_123-xyz:with-colon' },
      { kind: 'two-factor-wrong', triesLeft: 4 },
      { kind: 'two-factor-wrong', triesLeft: 0 },
      { kind: 'two-factor-wrong', triesLeft: null },
      { kind: 'two-factor-expired' },
      { kind: 'two-factor-locked', seconds: 600 },
      { kind: 'two-factor-locked', seconds: null },
      { kind: 'passkey-wrong' },
      { kind: 'passkey-expired' },
    ];
    for (const refusal of refusals) expect(readSignInError(throughUrl(signInError(refusal)))).toEqual(refusal);
  });

  it('keeps the wire the browser already speaks', () => {
    expect(signInError({ kind: 'two-factor', challenge: 'c' })).toBe('two-factor:c');
    expect(signInError({ kind: 'two-factor-wrong', triesLeft: 3 })).toBe('two-factor-pass:3');
    expect(signInError({ kind: 'locked', seconds: 60.2 })).toBe('locked:61');
    expect(signInError({ kind: 'locked', seconds: null })).toBe('locked');
  });

  it("reads next-auth's own refusal, an unknown one and a mangled one as a wrong password", () => {
    for (const error of [
      'CredentialsSignin',
      'Configuration',
      'two-factor',
      'two-factor:',
      'other-market:',
      'other-market:{"host":1}',
      'other-market:not json',
      '',
      null,
      undefined,
    ])
      expect(readSignInError(error)).toEqual({ kind: 'wrong' });
  });

  it('names no duration or count it cannot read', () => {
    expect(readSignInError('locked:soon')).toEqual({ kind: 'locked', seconds: null });
    expect(readSignInError('locked:0')).toEqual({ kind: 'locked', seconds: null });
    expect(readSignInError('two-factor-pass:many')).toEqual({ kind: 'two-factor-wrong', triesLeft: null });
  });
});
