import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { hashPassword } from './passwords';
import { hashToken } from './tokens';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** At most one recovery message per account in this time, so the form cannot flood a mailbox. */
export const PASSWORD_RESET_INTERVAL_MS = 60 * 1000;

/** Where a reset link leads; the page reads `token` and asks for the new password. */
export const PASSWORD_RESET_PATH = '/password-reset';

/**
 * A new one-time reset token for the user (256 random bits; only its hash is stored), or
 * undefined when the user was sent one less than PASSWORD_RESET_INTERVAL_MS ago.
 */
export function createPasswordReset(db: Db, user: Pick<UserRow, 'id'>, now: Date): string | undefined {
  const recent = db
    .prepare('SELECT 1 FROM password_resets WHERE user_id = ? AND created_at > ?')
    .get(user.id, new Date(now.getTime() - PASSWORD_RESET_INTERVAL_MS).toISOString());
  if (recent) return undefined;
  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    hashToken(token),
    user.id,
    now.toISOString(),
    new Date(now.getTime() + PASSWORD_RESET_TTL_MS).toISOString(),
  );
  return token;
}

function resetHolder(db: Db, token: string, now: Date): { user_id: number } | undefined {
  return db
    .prepare('SELECT user_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .get(hashToken(token), now.toISOString()) as { user_id: number } | undefined;
}

/**
 * Sets a new password with a reset token: works once, before it expires. It also voids the user's
 * other reset links and revokes their bearer tokens, since whoever had the old password is out.
 * Returns the user's id, or undefined for a used, expired or unknown token. The new password is
 * hashed off the event loop, only for a token that works, and the token is checked again in the
 * transaction that uses it.
 */
export async function consumePasswordReset(db: Db, token: string, newPassword: string, now: Date): Promise<number | undefined> {
  if (!resetHolder(db, token, now)) return undefined;
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(() => {
    const row = resetHolder(db, token, now);
    if (!row) return undefined;
    const at = now.toISOString();
    db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(at, row.user_id);
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, row.user_id);
    db.prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(at, row.user_id);
    return row.user_id;
  })();
}
