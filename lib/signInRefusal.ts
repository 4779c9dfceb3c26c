import type { OtherMarketHome } from './contract/user';

/**
 * Why a sign-in started no session, as data. `two-factor`: the password was right and the code is asked next, with
 * the challenge the backend bound to the account; `change`: an operator's temporary password, a new one first
 * (/change-password); `other-market`: the account belongs to another currency's site.
 */
export type SignInRefusal =
  | { kind: 'wrong' }
  | { kind: 'unavailable' }
  | { kind: 'locked'; seconds: number | null }
  | { kind: 'change' }
  | { kind: 'other-market'; home: OtherMarketHome }
  | { kind: 'two-factor'; challenge: string }
  | { kind: 'two-factor-wrong'; triesLeft: number | null }
  | { kind: 'two-factor-expired' }
  | { kind: 'two-factor-locked'; seconds: number | null }
  | { kind: 'passkey-wrong' }
  | { kind: 'passkey-expired' };

/*
 * next-auth v4 carries what a credentials provider's authorize throws to the browser as the `error` of signIn's
 * answer, a string: these two functions are the only ones that know its shape (a kind, then a colon and its detail).
 */

const WIRE = {
  wrong: 'CredentialsSignin',
  unavailable: 'unavailable',
  locked: 'locked',
  change: 'change',
  'other-market': 'other-market',
  'two-factor': 'two-factor',
  'two-factor-wrong': 'two-factor-pass',
  'two-factor-expired': 'two-factor-expired',
  'two-factor-locked': 'two-factor-locked',
  'passkey-wrong': 'passkey-pass',
  'passkey-expired': 'passkey-expired',
} as const satisfies Record<SignInRefusal['kind'], string>;

const KIND_OF = Object.fromEntries(Object.entries(WIRE).map(([kind, wire]) => [wire, kind])) as Record<
  string,
  SignInRefusal['kind'] | undefined
>;

const detailOf = (refusal: SignInRefusal): string | number | null => {
  switch (refusal.kind) {
    case 'locked':
    case 'two-factor-locked':
      return refusal.seconds === null ? null : Math.ceil(refusal.seconds);
    case 'other-market':
      return JSON.stringify(refusal.home);
    case 'two-factor':
      return refusal.challenge;
    case 'two-factor-wrong':
      return refusal.triesLeft ?? '';
    default:
      return null;
  }
};

/** The server's side: the message authorize throws (next-auth answers a bare refusal, `null`, as `CredentialsSignin`). */
export function signInError(refusal: SignInRefusal): string {
  const detail = detailOf(refusal);
  return detail === null ? WIRE[refusal.kind] : `${WIRE[refusal.kind]}:${detail}`;
}

const count = (detail: string) => (/^\d+$/.test(detail) ? Number(detail) : null);

function readHome(detail: string): OtherMarketHome | null {
  try {
    // The server wrote it from an answer the contract checked; the browser reads it without zod (not in every page's JavaScript).
    const home: unknown = JSON.parse(detail);
    if (!home || typeof home !== 'object' || typeof (home as OtherMarketHome).host !== 'string') return null;
    const { name } = home as OtherMarketHome;
    if (!name || typeof name !== 'object' || !Object.values(name).every((each) => typeof each === 'string'))
      return null;
    return home as OtherMarketHome;
  } catch {
    return null;
  }
}

/** The browser's side: what signIn's `error` says; anything unknown or mangled is a plain refusal. */
export function readSignInError(error: string | null | undefined): SignInRefusal {
  const [wire = '', detail = ''] = (error ?? '').split(/:(.*)/s);
  const kind = KIND_OF[wire] ?? 'wrong';
  switch (kind) {
    case 'locked':
    case 'two-factor-locked': {
      const seconds = count(detail);
      return { kind, seconds: seconds && seconds > 0 ? seconds : null };
    }
    case 'other-market': {
      const home = readHome(detail);
      return home ? { kind, home } : { kind: 'wrong' };
    }
    case 'two-factor':
      return detail ? { kind, challenge: detail } : { kind: 'wrong' };
    case 'two-factor-wrong':
      return { kind, triesLeft: count(detail) };
    default:
      return { kind } as SignInRefusal;
  }
}
