import { hashPasswordNow } from '../auth/passwords';
import type { Db } from '../db/open-database';
import { demoAccounts, type DemoAccountKey } from './demo-accounts';
import { randomUuid, type Random } from './random';

export type AccountIds = Readonly<Record<DemoAccountKey, number>>;

const REGISTERED_AT = '2024-02-01T09:30:00.000Z';

/** The demo users (passwords scrypt-hashed: the only slow part of the seed). */
export function insertDemoAccounts(db: Db, random: Random): AccountIds {
  const insert = db.prepare(
    `INSERT INTO users (uuid, email, password_hash, first_name, last_name, phone, birthday, role, lang, handedness,
       can_see_distributors, is_extended_filter, bonuses, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ids: Partial<Record<DemoAccountKey, number>> = {};
  for (const [key, account] of Object.entries(demoAccounts) as [DemoAccountKey, (typeof demoAccounts)[DemoAccountKey]][]) {
    const result = insert.run(
      randomUuid(random),
      account.email,
      hashPasswordNow(account.password),
      account.firstName,
      account.lastName,
      account.phone,
      account.birthday,
      account.role,
      account.lang,
      account.handedness,
      account.canSeeDistributors ? 1 : 0,
      account.isExtendedFilter ? 1 : 0,
      account.bonuses,
      REGISTERED_AT,
    );
    ids[key] = Number(result.lastInsertRowid);
  }
  return ids as AccountIds;
}

/** Ids of a category's products that can be bought, most popular first. */
export function sellableIds(db: Db, categorySlug: string, limit: number): number[] {
  const rows = db
    .prepare(
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
       WHERE c.slug = ? AND p.btn_to_cart = 1 AND p.is_corporate = 0 ORDER BY p.popularity DESC, p.id LIMIT ?`,
    )
    .all(categorySlug, limit) as { id: number }[];
  return rows.map((row) => row.id);
}

function firstWaitingId(db: Db): number | undefined {
  const row = db.prepare('SELECT id FROM products WHERE in_waiting = 1 AND is_corporate = 0 ORDER BY id LIMIT 1').get() as
    | { id: number }
    | undefined;
  return row?.id;
}

/** Favourites, compares, a pre-order and saved addresses of the demo users. */
export function insertAccountLists(db: Db, ids: AccountIds): { favorites: number; compares: number } {
  const favorite = db.prepare('INSERT INTO favorites (user_id, product_id, created_at) VALUES (?, ?, ?)');
  const compare = db.prepare('INSERT INTO compares (user_id, product_id, created_at) VALUES (?, ?, ?)');
  const at = '2025-05-20T12:00:00.000Z';
  const favourites: [number, number[]][] = [
    [ids.customer, [...sellableIds(db, 'smartphones', 1), ...sellableIds(db, 'audio', 2), ...sellableIds(db, 'home-appliances', 1)]],
    [ids.russian, [...sellableIds(db, 'tvs', 1), ...sellableIds(db, 'smart-watches', 1)]],
  ];
  const compares: [number, number[]][] = [
    [ids.customer, [...sellableIds(db, 'smartphones', 3), ...sellableIds(db, 'laptops', 2)]],
    [ids.russian, sellableIds(db, 'tvs', 2)],
  ];
  let favoriteRows = 0;
  let compareRows = 0;
  for (const [userId, productIds] of favourites) {
    for (const productId of productIds) {
      favorite.run(userId, productId, at);
      favoriteRows += 1;
    }
  }
  for (const [userId, productIds] of compares) {
    for (const productId of productIds) {
      compare.run(userId, productId, at);
      compareRows += 1;
    }
  }

  const waiting = firstWaitingId(db);
  if (waiting !== undefined) {
    db.prepare('INSERT INTO preorders (user_id, product_id, created_at) VALUES (?, ?, ?)').run(ids.customer, waiting, at);
  }

  const address = db.prepare('INSERT INTO addresses (user_id, city, street, building, apartments, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  address.run(ids.customer, 'Київ', 'вул. Хрещатик', '22', '15', at);
  address.run(ids.corporate, 'Львів', 'вул. Городоцька', '36', null, at);
  address.run(ids.russian, 'Одесса', 'ул. Дерибасовская', '12', '4', at);
  return { favorites: favoriteRows, compares: compareRows };
}
