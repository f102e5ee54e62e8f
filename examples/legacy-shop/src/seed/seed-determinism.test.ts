import { existsSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { resetDatabase } from './reset-database';
import { seedDatabase, seedIfEmpty } from './seed-database';
import { openTempDatabase, type TempDatabase } from './temp-database';

const opened: TempDatabase[] = [];
afterAll(() => {
  for (const temp of opened) temp.close();
});

function fresh(): TempDatabase {
  const temp = openTempDatabase();
  opened.push(temp);
  return temp;
}

// Everything but the password hashes (salted) is the same from one seed to the next.
const DETERMINISTIC_TABLES = [
  'categories',
  'labels',
  'products',
  'product_characteristics',
  'product_labels',
  'product_awards',
  'product_credit_items',
  'product_services',
  'product_gifts',
  'banks',
  'distributors',
  'product_distributors',
  'cities',
  'delivery_departments',
  'stores',
  'content',
  'promo_codes',
  'favorites',
  'compares',
  'preorders',
  'addresses',
  'orders',
  'payment_links',
];

describe('seeding', () => {
  it('gives the same database every time', () => {
    const first = fresh();
    const second = fresh();
    seedDatabase(first.db);
    seedDatabase(second.db);
    for (const table of DETERMINISTIC_TABLES) {
      const dump = (temp: TempDatabase) => temp.db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all();
      expect(dump(second), table).toEqual(dump(first));
    }
    const users = (temp: TempDatabase) => temp.db.prepare('SELECT uuid, email, role, bonuses FROM users ORDER BY id').all();
    expect(users(second)).toEqual(users(first));
  });

  it('seeds an empty database once and leaves a seeded one alone', () => {
    const temp = fresh();
    expect(seedIfEmpty(temp.db)).toBe(true);
    const count = () => (temp.db.prepare('SELECT (SELECT COUNT(*) FROM products) + (SELECT COUNT(*) FROM users) AS n').get() as { n: number }).n;
    const before = count();
    expect(seedIfEmpty(temp.db)).toBe(false);
    expect(count()).toBe(before);
  });

  it('resets a database file with its WAL companions to a freshly seeded one', () => {
    const temp = fresh();
    temp.db.close();
    writeFileSync(temp.file, 'not a database');
    writeFileSync(`${temp.file}-wal`, 'stale');
    writeFileSync(`${temp.file}-shm`, 'stale');
    const result = resetDatabase(temp.file);
    expect(result.removed).toEqual([temp.file, `${temp.file}-wal`, `${temp.file}-shm`]);
    expect(result.report.products).toBeGreaterThanOrEqual(300);
    expect(existsSync(temp.file)).toBe(true);
    const db = openDatabase(temp.file);
    try {
      expect((db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(result.report.users);
    } finally {
      db.close();
    }
    expect(() => resetDatabase(':memory:')).toThrow(/SHOP_DB/);
  });
});
