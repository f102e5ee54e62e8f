import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hashingSlots } from './hashing-slots';

// scrypt with N=2^15, r=8, p=1 (OWASP's minimum) and a 16-byte salt, stored as one string.
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashingSlots.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

const stored = (salt: Buffer, key: Buffer) => `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;

/** Hashes off the event loop (libuv's thread pool), in one of the server's hashing slots. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return stored(salt, await deriveKey(password, salt, { N, r: R, p: P, maxmem: MAX_MEM }));
}

/** The same hash computed on the calling thread: for the seed, which runs before the server listens. */
export function hashPasswordNow(password: string): string {
  const salt = randomBytes(16);
  return stored(salt, scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEM }));
}

/** Constant-time check of a password against a stored hash, off the event loop; a malformed hash never matches. */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  const parts = hash?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const key = await deriveKey(password, Buffer.from(saltText, 'base64url'), { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEM });
  return timingSafeEqual(key, expected);
}

/** A hash to check against when the account does not exist, so timing does not tell which e-mails are registered. */
export const DUMMY_PASSWORD_HASH = hashPasswordNow('not-a-real-account');
