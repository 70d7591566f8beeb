import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

// Passwords: scrypt with a per-user random salt; the parameters travel with the hash so they can be
// raised later without locking anyone out. N=2^14, r=8 (16 MiB per hash, ~50 ms here) is Node's own
// default and the interactive-login setting of the scrypt paper.
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, { ...params, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: Number(N), r: Number(r), p: Number(p) },
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Compared against when the email is unknown, so a wrong email costs as long as a wrong password
// and answer times do not tell which emails have accounts.
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}

/** Reset tokens: 32 random bytes, URL-safe. Only their SHA-256 is ever stored. */
export function newResetToken(): { token: string; tokenId: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenId: resetTokenId(token) };
}

export const resetTokenId = (token: string) => createHash('sha256').update(token).digest('hex');

// Letters and digits nobody mistakes for one another when reading them aloud or copying them by hand.
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A password an admin hands to a new account (issue 43): three groups of four ("Kp7m-x3Qz-h9Tn"),
 * about 69 bits from the system's random source; the account changes it at its first sign-in.
 */
export function newTemporaryPassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]).join('');
  return [group(), group(), group()].join('-');
}

/**
 * The temporary password of a creation sent with an Idempotency-Key: a repeat of the key (its first
 * answer lost on the way) answers the same one. Derived from the key with the server's secret, so it is
 * stored nowhere and nobody without the secret can compute it; the same shape as newTemporaryPassword.
 */
export function temporaryPasswordFor(secret: string, key: string): string {
  const n = TEMPORARY_ALPHABET.length;
  const fair = 256 - (256 % n); // bytes past the last whole round of the alphabet are skipped: no letter favoured
  const chars: string[] = [];
  for (let block = 0; chars.length < 12; block++) {
    const bytes = createHmac('sha256', secret).update(`temporary-password:${key}:${block}`).digest();
    for (const b of bytes) if (b < fair && chars.length < 12) chars.push(TEMPORARY_ALPHABET[b % n]!);
  }
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((g) => g.join('')).join('-');
}
