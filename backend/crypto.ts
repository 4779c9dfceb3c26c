import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

const SCRYPT = { N: 16_384, r: 8, p: 1, keyLength: 32 };

const derive = (password: string, salt: Buffer, { N, r, p, keyLength }: typeof SCRYPT) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { N, r, p, maxmem: 64 * 1024 * 1024 };
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });

export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

let decoy: Promise<string> | undefined;

/** Compares in constant time; an unknown user (`stored` undefined) costs as much as a known one. */
export async function verifyPassword(password: string, stored: string | undefined) {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  const [scheme, N, r, p, salt, key] = (stored ?? (await decoy)).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    keyLength: expected.length,
  });
  return timingSafeEqual(actual, expected) && stored !== undefined;
}

export const randomId = (bytes = 18) => randomBytes(bytes).toString('base64url');

const digest = (value: string) => createHash('sha256').update(value).digest();
export const sha256 = (value: string) => digest(value).toString('base64url');
export const safeEqual = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

const mac = (secret: string, purpose: string, body: string) =>
  createHmac('sha256', secret).update(`${purpose}.${body}`).digest('base64url');

/** `<body>.<hmac>` where body is base64url JSON carrying `exp` (ms); the purpose keeps tickets and tokens apart. */
export function seal(secret: string, purpose: string, data: { exp: number } & Record<string, unknown>) {
  const body = Buffer.from(JSON.stringify(data)).toString('base64url');
  return `${body}.${mac(secret, purpose, body)}`;
}

export function unseal(secret: string, purpose: string, token: string, now: Date): Record<string, unknown> | null {
  if (token.length > 1024) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || !safeEqual(signature, mac(secret, purpose, body))) return null;
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof data?.exp === 'number' && data.exp > now.getTime() ? data : null;
  } catch {
    return null;
  }
}

const keyOf = (secret: string, purpose: string) => createHmac('sha256', secret).update(`key.${purpose}`).digest();

/** AES-256-GCM under a key drawn from the token secret: `<iv>.<ciphertext>.<tag>`, base64url; the purpose is bound in. */
export function encrypt(secret: string, purpose: string, plain: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv).setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The text `encrypt` sealed, or null when it was sealed under another secret or purpose, or altered. */
export function decrypt(secret: string, purpose: string, sealed: string): string | null {
  const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), iv).setAAD(Buffer.from(purpose));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
