import { createHmac } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { completeLogin, recordLogin } from '../login';
import { freshProof } from '../memberSessions';
import { badInput, iso, type Handlers, type Visitor } from '../ops';
import {
  addPasskey,
  movePasskeyCounter,
  passkeyForLogin,
  passkeysOf,
  passkeysOnHost,
  removePasskey,
  storeWebauthnChallenge,
  takeWebauthnChallenge,
  type Passkey,
} from '../passkeys';
import { auditSecurity, noteSecurityChange } from '../securityNotes';
import { CHALLENGE_MS } from '../twoFactor';
import { brandOf } from './site';

const NEEDS_PROOF = { status: 'proof' } as const;
const LOOPBACK = /^(?:localhost|.+\.localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * The site's relying party: the visitor's host, and the site's whole origin (scheme, host and port), which the browser
 * must report: https on the site's own host and port; plain http only on a loopback host, where browsers allow WebAuthn.
 */
function relyingParty({ host, siteHost, originUrl }: Visitor) {
  if (!host) throw badInput('host');
  const site = siteHost || host;
  const origin = LOOPBACK.test(host) && originUrl === `http://${site}` ? originUrl : `https://${site}`;
  return { rpID: host, origin };
}

/** What a ceremony must show: the challenge this site issued, its origin and relying party, and a verified user. */
const expected = (challenge: string, origin: string, rpID: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: origin,
  expectedRPID: rpID,
  requireUserVerification: true,
});

/** A response the library refuses (a bad signature, a malformed body) is a failed ceremony, not a server error. */
async function refusedAsNull<T>(verify: () => Promise<T>): Promise<T | null> {
  try {
    return await verify();
  } catch {
    return null;
  }
}

const challengeOf = (clientDataJSON: string) => {
  try {
    const challenge = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))?.challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
};

const wirePasskey = (row: Passkey) => ({
  id: row.id,
  name: row.name,
  host: row.rpId,
  createdAt: iso(row.createdAt)!,
  lastUsedAt: iso(row.lastUsedAt),
});

/** Signing in with a passkey, and the member's passkeys (part of the security routes, routes/security.ts). */
export const passkeyRoutes = {
  'start-passkey-registration': async (_, { db, secret, config, member, now, ...visitor }) => {
    const at = now();
    const { rpID } = relyingParty(visitor);
    if (!(await freshProof(db, member.sessionId, at))) return NEEDS_PROOF;
    const own = await passkeysOnHost(db, member.id, rpID);
    const options = await generateRegistrationOptions({
      rpName: await brandOf(db, visitor.host, config.market),
      rpID,
      userName: member.userId,
      userDisplayName: member.nick,
      // Stable per member and opaque: the authenticator keeps one passkey per member and site.
      userID: createHmac('sha256', secret).update(`webauthn-user.${member.id}`).digest(),
      attestationType: 'none',
      excludeCredentials: own.map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: CHALLENGE_MS,
    });
    await storeWebauthnChallenge(db, options.challenge, 'register', rpID, at, member.id);
    return { status: 'success', options: { ...options } };
  },

  'finish-passkey-registration': async ({ name, credential }, { db, member, now, ...visitor }) => {
    const at = now();
    const { rpID, origin } = relyingParty(visitor);
    const challenge = challengeOf(credential.response.clientDataJSON);
    if (!(await takeWebauthnChallenge(db, challenge, 'register', rpID, at, member.id))) return { status: 'expired' };
    const verification = await refusedAsNull(() =>
      verifyRegistrationResponse({
        response: credential as Parameters<typeof verifyRegistrationResponse>[0]['response'],
        ...expected(challenge!, origin, rpID),
      }),
    );
    if (!verification?.verified) return { status: 'pass' };
    const { credential: made } = verification.registrationInfo;
    const row = await addPasskey(db, {
      userId: member.id,
      credentialId: made.id,
      publicKey: Buffer.from(made.publicKey).toString('base64url'),
      counter: made.counter,
      transports: credential.response.transports ?? [],
      rpId: rpID,
      name,
      createdAt: at,
    });
    if (!row) return { status: 'already' };
    await auditSecurity(db, member.id, 'passkey_added', visitor.ip, at);
    await noteSecurityChange(db, member.id, 'passkey_added', at, { host: visitor.host, name });
    return { status: 'success', passkey: wirePasskey(row) };
  },

  'get-passkeys': async (_, { db, member }) => {
    const rows = await passkeysOf(db, member.id);
    return { status: 'success', passkeys: rows.map(wirePasskey) };
  },

  'remove-passkey': async ({ id }, { db, member, ip, host, now }) => {
    const at = now();
    const name = await removePasskey(db, member.id, id);
    if (name === null) return { status: 'none' };
    await auditSecurity(db, member.id, 'passkey_removed', ip, at);
    await noteSecurityChange(db, member.id, 'passkey_removed', at, { host, name });
    return { status: 'success' };
  },

  'start-passkey-login': async (_, { db, now, ...visitor }) => {
    const { rpID } = relyingParty(visitor);
    // No id asked: the browser offers the passkeys it holds for this host.
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'required', timeout: CHALLENGE_MS });
    await storeWebauthnChallenge(db, options.challenge, 'login', rpID, now());
    return { status: 'success', options: { ...options } };
  },

  'finish-passkey-login': async ({ credential }, { db, secret, config, now, ...visitor }) => {
    const at = now();
    const { rpID, origin } = relyingParty(visitor);
    const challenge = challengeOf(credential.response.clientDataJSON);
    if (!(await takeWebauthnChallenge(db, challenge, 'login', rpID, at))) return { status: 'expired' };
    const found = await passkeyForLogin(db, credential.id, rpID);
    if (!found) return { status: 'pass' };
    const { key, user } = found;
    const verification = await refusedAsNull(() =>
      verifyAuthenticationResponse({
        response: credential as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        ...expected(challenge!, origin, rpID),
        credential: {
          id: key.credentialId,
          publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
          counter: key.counter,
          transports: key.transports as never,
        },
      }),
    );
    const moved =
      verification?.verified && (await movePasskeyCounter(db, key, verification.authenticationInfo.newCounter, at));
    if (!moved || user.state !== 'active') {
      await recordLogin(db, user.id, 'passkey', false, visitor, at);
      return { status: 'pass' };
    }
    return completeLogin({ db, secret, config }, user, 'passkey', visitor, at);
  },
} satisfies Partial<Handlers>;
