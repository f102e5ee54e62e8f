import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open-database';
import { createUser } from './create-user';
import { consumePasswordReset, createPasswordReset, PASSWORD_RESET_INTERVAL_MS, PASSWORD_RESET_TTL_MS } from './password-resets';
import { hashPasswordNow, verifyPassword } from './passwords';
import { issueToken, userByToken } from './tokens';

const start = new Date(Date.UTC(2024, 0, 1));
const later = (ms: number) => new Date(start.getTime() + ms);

let db: Db;
let userId: number;
beforeEach(() => {
  db = openDatabase(':memory:');
  userId = createUser(db, { email: 'olena@example.com', firstName: 'Олена', lastName: '', lang: 'uk', passwordHash: hashPasswordNow('old-one') }, start).id;
});
afterEach(() => db.close());

const passwordHash = () => (db.prepare('SELECT password_hash FROM users WHERE id = ?').get(userId) as { password_hash: string }).password_hash;

describe('password resets', () => {
  it('sets the new password once, and logs out every session', async () => {
    const session = issueToken(db, userId, start);
    const token = createPasswordReset(db, { id: userId }, start)!;
    expect(db.prepare('SELECT token_hash FROM password_resets').get()).not.toEqual({ token_hash: token });

    expect(await consumePasswordReset(db, token, 'new-one', later(1000))).toBe(userId);
    expect(await verifyPassword('new-one', passwordHash())).toBe(true);
    expect(userByToken(db, session)).toBeUndefined();
    expect(await consumePasswordReset(db, token, 'third-one', later(2000))).toBeUndefined();
    expect(await verifyPassword('new-one', passwordHash())).toBe(true);
  });

  it('refuses an expired or unknown token', async () => {
    const token = createPasswordReset(db, { id: userId }, start)!;
    expect(await consumePasswordReset(db, token, 'new-one', later(PASSWORD_RESET_TTL_MS + 1))).toBeUndefined();
    expect(await consumePasswordReset(db, 'x'.repeat(43), 'new-one', start)).toBeUndefined();
    expect(await verifyPassword('old-one', passwordHash())).toBe(true);
  });

  it('makes at most one link per interval, and a used link voids the others', async () => {
    const first = createPasswordReset(db, { id: userId }, start)!;
    expect(createPasswordReset(db, { id: userId }, later(PASSWORD_RESET_INTERVAL_MS - 1))).toBeUndefined();
    const second = createPasswordReset(db, { id: userId }, later(PASSWORD_RESET_INTERVAL_MS + 1))!;
    expect(second).not.toBe(first);
    expect(await consumePasswordReset(db, second, 'new-one', later(PASSWORD_RESET_INTERVAL_MS + 2))).toBe(userId);
    expect(await consumePasswordReset(db, first, 'other-one', later(PASSWORD_RESET_INTERVAL_MS + 3))).toBeUndefined();
  });
});
