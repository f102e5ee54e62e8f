import { test } from '@playwright/test';
import { createRequire } from 'node:module';

/** The part of better-sqlite3 these tests use. */
interface Statement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): unknown;
}

export interface ShopDatabase {
  prepare(sql: string): Statement;
  close(): void;
}

type DatabaseConstructor = new (file: string, options?: { fileMustExist?: boolean; timeout?: number }) => ShopDatabase;

// The shop's own SQLite driver (a dependency of examples/legacy-shop), on the file the running
// shop serves: playwright.config.ts puts its path in E2E_SHOP_DB for the server and the workers, or,
// for a project with a shop of its own (legacy-shop-lite), in the project's metadata.shopDatabase.
const requireFromShop = createRequire(new URL('../../../examples/legacy-shop/package.json', import.meta.url));
const Database = requireFromShop('better-sqlite3') as DatabaseConstructor;

/** Opens the running shop's database (WAL: the server keeps serving while a test reads or writes). */
export function openShopDatabase(): ShopDatabase {
  const { shopDatabase } = test.info().project.metadata as { shopDatabase?: string };
  const file = shopDatabase ?? process.env.E2E_SHOP_DB;
  if (!file) throw new Error('E2E_SHOP_DB is not set: run the shop tests through playwright.config.ts');
  return new Database(file, { fileMustExist: true, timeout: 5_000 });
}

export function withShopDatabase<T>(use: (db: ShopDatabase) => T): T {
  const db = openShopDatabase();
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** The seed's payment link: the demo customer's order that needs payment. */
export function seededPaymentLink(): { token: string; orderId: number } {
  return withShopDatabase((db) => {
    const row = db
      .prepare(`SELECT l.token, o.id AS orderId FROM payment_links l JOIN orders o ON o.id = l.order_id WHERE o.status = 'needs_payment' ORDER BY o.id LIMIT 1`)
      .get() as { token: string; orderId: number } | undefined;
    if (!row) throw new Error('the seed made no payment link');
    return row;
  });
}

export interface ProductTitles {
  readonly title_uk: string;
  readonly title_ru: string;
}

/** Gives a product new titles in both languages; returns a function that puts the old ones back. */
export function retitleProduct(productId: number, title: string): () => void {
  return withShopDatabase((db) => {
    const old = db.prepare('SELECT title_uk, title_ru FROM products WHERE id = ?').get(productId) as ProductTitles | undefined;
    if (!old) throw new Error(`no product ${productId}`);
    db.prepare('UPDATE products SET title_uk = ?, title_ru = ? WHERE id = ?').run(title, title, productId);
    return () => withShopDatabase((again) => again.prepare('UPDATE products SET title_uk = ?, title_ru = ? WHERE id = ?').run(old.title_uk, old.title_ru, productId));
  });
}
