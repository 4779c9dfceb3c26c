import CredentialsProvider from 'next-auth/providers/credentials';
import { callBackend, type BackendResult } from '../backend';
import { contract } from '../contract';
import { authenticationCredential } from '../contract/security';
import { countLogin } from '../observe/metrics';
import { endPasswordChange, startPasswordChange } from './changeToken';
import { signInError, type SignInRefusal } from '../signInRefusal';
import { authRequest } from './request';

/** A refusal next-auth carries to the browser as signIn's `error` (lib/signInRefusal reads it there). */
const refuse = (refusal: SignInRefusal) => new Error(signInError(refusal));

/** What a login, the second step and a passkey answer alike: a session, a lock, a forced change, or a refusal. */
async function loggedIn(
  result: BackendResult<'user-do-login' | 'verify-two-factor' | 'finish-passkey-login'>,
  userId: string,
) {
  if (!result.ok) throw refuse({ kind: 'unavailable' });
  const answer = result.data;
  if (answer.status === 'time') {
    countLogin('locked');
    throw refuse({ kind: 'locked', seconds: answer.retryAfter || null });
  }
  if (answer.status === 'other_market') throw refuse({ kind: 'other-market', home: answer.home });
  const { res } = authRequest();
  if (answer.status === 'change') {
    countLogin('change');
    if (res) await startPasswordChange(res, { userId, changeToken: answer.changeToken, expiresAt: answer.expiresAt });
    throw refuse({ kind: 'change' });
  }
  countLogin(answer.status === 'success' && 'token' in answer ? 'success' : 'wrong');
  if (answer.status !== 'success' || !('token' in answer)) return null;
  if (res) endPasswordChange(res);
  return { id: answer.user.userId, name: answer.user.nick, backendToken: answer.token };
}

/** The password step: a right password either signs in or, with two-step sign-in on, answers the backend's challenge. */
async function passwordStep(userId: string, password: string) {
  if (!userId || !password || userId.length > 64 || password.length > 128) return null;
  const result = await callBackend('user-do-login', { userId, password }, { visitor: authRequest().visitor });
  if (result.ok && result.data.status === 'two-factor') {
    countLogin('two_factor');
    throw refuse({ kind: 'two-factor', challenge: result.data.challenge });
  }
  return loggedIn(result, userId);
}

/** The second step: the code for the challenge the password step answered, checked by the backend, which bound it. */
async function secondStep(challenge: string, code: string, userId: string) {
  const request = contract['verify-two-factor'].request.safeParse({ challenge, code });
  if (!request.success) throw refuse({ kind: 'two-factor-wrong', triesLeft: null });
  const result = await callBackend('verify-two-factor', request.data, { visitor: authRequest().visitor });
  if (result.ok && result.data.status === 'pass') {
    countLogin('wrong');
    throw refuse({ kind: 'two-factor-wrong', triesLeft: result.data.triesLeft });
  }
  if (result.ok && result.data.status === 'expired') throw refuse({ kind: 'two-factor-expired' });
  if (result.ok && result.data.status === 'time')
    throw refuse({ kind: 'two-factor-locked', seconds: Math.ceil(result.data.retryAfter ?? 0) || null });
  return loggedIn(result, userId);
}

const parseJson = (text: string | undefined): unknown => {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return null;
  }
};

export const providers = [
  CredentialsProvider({
    name: 'credentials',
    // The second step sends the challenge the password step answered and the code (userId names a forced change).
    credentials: {
      userId: { type: 'text' },
      password: { type: 'password' },
      challenge: { type: 'text' },
      code: { type: 'text' },
    },
    authorize(credentials) {
      const userId = credentials?.userId?.trim() ?? '';
      if (credentials?.challenge) return secondStep(credentials.challenge, credentials.code ?? '', userId);
      return passwordStep(userId, credentials?.password ?? '');
    },
  }),
  CredentialsProvider({
    id: 'passkey',
    name: 'passkey',
    credentials: { credential: { type: 'text' } },
    async authorize(credentials) {
      const credential = authenticationCredential.safeParse(parseJson(credentials?.credential));
      if (!credential.success) throw refuse({ kind: 'passkey-wrong' });
      const result = await callBackend(
        'finish-passkey-login',
        { credential: credential.data },
        { visitor: authRequest().visitor },
      );
      if (result.ok && result.data.status === 'pass') throw refuse({ kind: 'passkey-wrong' });
      if (result.ok && result.data.status === 'expired') throw refuse({ kind: 'passkey-expired' });
      return loggedIn(result, '');
    },
  }),
];
