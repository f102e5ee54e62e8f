import type { Lang, ProductCard } from '@vitrina/core';
import { loadProductCards } from '../../catalog/product-cards';
import type { Db } from '../../db/open-database';

export interface Characteristic {
  readonly name: string;
  readonly value: string;
}

export interface LinkedProduct {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly price: number;
}

export interface ProductDetails {
  readonly card: ProductCard;
  readonly categoryId: number;
  readonly categorySlug: string;
  readonly categoryTitle: string;
  readonly description: string;
  readonly characteristics: readonly Characteristic[];
  readonly services: readonly LinkedProduct[];
  readonly gift: LinkedProduct | null;
}

interface DetailsRow {
  id: number;
  category_id: number;
  category_slug: string;
  category_title: string;
  description: string;
  is_corporate: 0 | 1;
}

const PRODUCT_SLUG = /^[\p{L}\p{N}_.-]{1,200}$/u;

/** Everything the product page shows; undefined for an unknown slug or a corporate product for a non-corporate viewer. */
export function productDetails(db: Db, slug: string, lang: Lang, includeCorporate: boolean): ProductDetails | undefined {
  if (!PRODUCT_SLUG.test(slug)) return undefined;
  const t = lang === 'ru' ? 'ru' : 'uk';
  const row = db
    .prepare(
      `SELECT p.id, p.category_id, p.is_corporate, p.description_${t} AS description,
              c.slug AS category_slug, c.title_${t} AS category_title
       FROM products p JOIN categories c ON c.id = p.category_id WHERE p.slug = ?`,
    )
    .get(slug) as DetailsRow | undefined;
  if (!row || (row.is_corporate === 1 && !includeCorporate)) return undefined;
  const [card] = loadProductCards(db, [row.id], lang);
  if (!card) return undefined;

  const characteristics = db
    .prepare(`SELECT name_${t} AS name, value_${t} AS value FROM product_characteristics WHERE product_id = ? ORDER BY position`)
    .all(row.id) as Characteristic[];
  const linked = `p.id, p.slug, p.title_${t} AS title, COALESCE(p.price_with_discount, p.price) AS price`;
  const services = db
    .prepare(`SELECT ${linked} FROM product_services s JOIN products p ON p.id = s.service_id WHERE s.product_id = ? ORDER BY p.price, p.id`)
    .all(row.id) as LinkedProduct[];
  const gift = db
    .prepare(`SELECT ${linked} FROM product_gifts g JOIN products p ON p.id = g.gift_id WHERE g.product_id = ? AND g.stock > 0`)
    .get(row.id) as LinkedProduct | undefined;

  return {
    card,
    categoryId: row.category_id,
    categorySlug: row.category_slug,
    categoryTitle: row.category_title,
    description: row.description,
    characteristics,
    services,
    gift: gift ?? null,
  };
}

/** The slug of the product with this id, for a form that names its product by id. */
export function productSlugById(db: Db, id: number): string | undefined {
  return (db.prepare('SELECT slug FROM products WHERE id = ?').get(id) as { slug: string } | undefined)?.slug;
}
