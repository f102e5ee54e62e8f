import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { normalizeEmail } from './emails';

export function userByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(normalizeEmail(email)) as UserRow | undefined;
}

export function userById(db: Db, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function userBySocialId(db: Db, network: string, socialId: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE social_network = ? AND social_id = ?').get(network, socialId) as UserRow | undefined;
}
