import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open-database';

/*
 * Products for cart tests. Each finder takes a product of the wanted kind from the catalogue
 * when there is one and inserts a fixture row when there is not, so the tests run on the demo
 * seed and on an empty catalogue alike, and never depend on an id.
 */

export interface ProductFields {
  price?: number;
  price_with_discount?: number | null;
  btn_to_cart?: 0 | 1;
  is_available_to_buy?: 0 | 1;
  is_corporate?: 0 | 1;
  supplier_id?: number;
  categoryId?: number;
}

/** Buyable by anyone, no gift attached. */
const FOR_SALE = `p.btn_to_cart = 1 AND p.is_available_to_buy = 1 AND p.is_corporate = 0 AND c.is_services = 0
  AND NOT EXISTS (SELECT 1 FROM product_gifts g WHERE g.product_id = p.id)`;

function categoryId(db: Db, services: 0 | 1): number {
  const row = db.prepare('SELECT id FROM categories WHERE is_services = ? ORDER BY id LIMIT 1').get(services) as
    | { id: number }
    | undefined;
  if (row) return row.id;
  const id = nextId(db, 'categories');
  db.prepare(
    `INSERT INTO categories (id, slug, title_uk, title_ru, image, position, item_category, is_services)
     VALUES (?, ?, ?, ?, '', ?, ?, ?)`,
  ).run(id, `fixture-category-${id}`, `Категорія ${id}`, `Категория ${id}`, id, services ? 'Services' : 'Goods', services);
  return id;
}

function nextId(db: Db, table: 'products' | 'categories'): number {
  return (db.prepare(`SELECT COALESCE(MAX(id), 0) + 1 AS id FROM ${table}`).get() as { id: number }).id;
}

export function insertProduct(db: Db, fields: ProductFields = {}, services: 0 | 1 = 0): number {
  const id = nextId(db, 'products');
  db.prepare(
    `INSERT INTO products (id, category_id, slug, title_uk, title_ru, brand, price, price_with_discount, in_stock,
       btn_to_cart, is_available_to_buy, is_corporate, supplier_id, created_at)
     VALUES (?, ?, ?, ?, ?, 'Fixture', ?, ?, 1, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    fields.categoryId ?? categoryId(db, services),
    `fixture-product-${id}-${randomBytes(3).toString('hex')}`,
    `Товар ${id}`,
    `Товар ${id} (ru)`,
    fields.price ?? 1000 + id * 10,
    fields.price_with_discount === undefined ? null : fields.price_with_discount,
    fields.btn_to_cart ?? 1,
    fields.is_available_to_buy ?? 1,
    fields.is_corporate ?? 0,
    fields.supplier_id ?? 1,
    new Date().toISOString(),
  );
  return id;
}

/** `count` distinct products anyone can buy, without gifts. */
export function productsForSale(db: Db, count: number): number[] {
  const found = (
    db
      .prepare(`SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE ${FOR_SALE} ORDER BY p.id LIMIT ?`)
      .all(count) as { id: number }[]
  ).map((row) => row.id);
  while (found.length < count) found.push(insertProduct(db));
  return found;
}

/** A product for sale with a bundle service linked to it. */
export function productWithService(db: Db): { productId: number; serviceId: number } {
  const row = db
    .prepare(
      `SELECT ps.product_id AS productId, ps.service_id AS serviceId FROM product_services ps
       JOIN products p ON p.id = ps.product_id JOIN categories c ON c.id = p.category_id
       WHERE ${FOR_SALE} ORDER BY ps.product_id, ps.service_id LIMIT 1`,
    )
    .get() as { productId: number; serviceId: number } | undefined;
  if (row) return row;
  const productId = insertProduct(db);
  const serviceId = insertProduct(db, { price: 299 }, 1);
  db.prepare('INSERT INTO product_services (product_id, service_id) VALUES (?, ?)').run(productId, serviceId);
  return { productId, serviceId };
}

/** A service that is not linked to the product. */
export function unrelatedService(db: Db, productId: number): number {
  const row = db
    .prepare(
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.is_services = 1
       AND p.id NOT IN (SELECT service_id FROM product_services WHERE product_id = ?) ORDER BY p.id LIMIT 1`,
    )
    .get(productId) as { id: number } | undefined;
  return row?.id ?? insertProduct(db, { price: 199 }, 1);
}

/** A product for sale whose gift is in stock, or whose gifts have run out. */
export function productWithGift(db: Db, inStock: boolean): { productId: number; giftId: number } {
  const row = db
    .prepare(
      `SELECT g.product_id AS productId, g.gift_id AS giftId FROM product_gifts g
       JOIN products p ON p.id = g.product_id JOIN categories c ON c.id = p.category_id
       WHERE p.btn_to_cart = 1 AND p.is_available_to_buy = 1 AND p.is_corporate = 0 AND c.is_services = 0
         AND (CASE WHEN ? THEN g.stock > 0 ELSE g.stock = 0 END)
       ORDER BY g.product_id LIMIT 1`,
    )
    .get(inStock ? 1 : 0) as { productId: number; giftId: number } | undefined;
  if (row) return row;
  const productId = insertProduct(db);
  const giftId = insertProduct(db, { price: 199, btn_to_cart: 0 });
  db.prepare('INSERT INTO product_gifts (product_id, gift_id, stock) VALUES (?, ?, ?)').run(productId, giftId, inStock ? 5 : 0);
  return { productId, giftId };
}

export type NotForSale = 'no buy button' | 'not available to buy' | 'corporate only';

export function productNotForSale(db: Db, why: NotForSale): number {
  const condition = {
    'no buy button': 'p.btn_to_cart = 0 AND p.is_available_to_buy = 1 AND p.is_corporate = 0',
    'not available to buy': 'p.btn_to_cart = 1 AND p.is_available_to_buy = 0 AND p.is_corporate = 0',
    'corporate only': 'p.btn_to_cart = 1 AND p.is_available_to_buy = 1 AND p.is_corporate = 1',
  }[why];
  const row = db
    .prepare(`SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE ${condition} AND c.is_services = 0 LIMIT 1`)
    .get() as { id: number } | undefined;
  if (row) return row.id;
  return insertProduct(db, {
    btn_to_cart: why === 'no buy button' ? 0 : 1,
    is_available_to_buy: why === 'not available to buy' ? 0 : 1,
    is_corporate: why === 'corporate only' ? 1 : 0,
  });
}

export function unitPriceOf(db: Db, productId: number): number {
  return (db.prepare('SELECT COALESCE(price_with_discount, price) AS price FROM products WHERE id = ?').get(productId) as { price: number })
    .price;
}

export function supplierOf(db: Db, productId: number): number {
  return (db.prepare('SELECT supplier_id FROM products WHERE id = ?').get(productId) as { supplier_id: number }).supplier_id;
}

/** A promo code of its own for one test, e.g. `promoCode(db, 10, 'used')`. */
export function promoCode(db: Db, percent: number, status: 'valid' | 'used' | 'expired' = 'valid', expiresAt: string | null = null): string {
  const code = `TEST${randomBytes(4).toString('hex').toUpperCase()}`;
  db.prepare('INSERT INTO promo_codes (code, discount_percent, status, expires_at) VALUES (?, ?, ?, ?)').run(
    code,
    percent,
    status,
    expiresAt,
  );
  return code;
}
