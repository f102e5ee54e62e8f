import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';

/** 256 random bits, URL-safe. Only its SHA-256 is stored, so a leaked database holds no usable token. */
export function issueToken(db: Db, userId: number, now = new Date()): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO tokens (hash, user_id, created_at) VALUES (?, ?, ?)').run(hashToken(token), userId, now.toISOString());
  return token;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The user a live (not revoked) token belongs to. */
export function userByToken(db: Db, token: string): UserRow | undefined {
  return db
    .prepare(
      `SELECT users.* FROM tokens JOIN users ON users.id = tokens.user_id
       WHERE tokens.hash = ? AND tokens.revoked_at IS NULL`,
    )
    .get(hashToken(token)) as UserRow | undefined;
}

export function revokeToken(db: Db, token: string, now = new Date()): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE hash = ? AND revoked_at IS NULL').run(now.toISOString(), hashToken(token));
}

/** The bearer token of an Authorization header, if it has one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(header ?? '');
  return match?.[1];
}
