import { describe, expect, it } from 'vitest';
import { availability, primaryButton, productCardSchema } from '@vitrina/core';
import { loadProductCards } from '../catalog/product-cards';
import { categorySeeds } from './data/categories-data';
import { creditDescription } from './credit-items';
import { bankSeeds } from './data/banks-data';
import { useSeededDatabase } from './testing/seeded-database';

const temp = useSeededDatabase();
const { all, one } = temp;

interface Product {
  id: number;
  category_id: number;
  slug: string;
  image: string;
  price: number;
  price_with_discount: number | null;
  bonus: number;
  rating: number;
  count_reviews: number;
  in_waiting: number;
  in_stock: number;
  is_ends: number;
  not_available: number;
  btn_to_cart: number;
  btn_preorder: number;
  btn_notify: number;
  is_corporate: number;
  is_available_for_credit: number;
  is_available_to_buy: number;
  is_top: number;
  supplier_id: number;
}

describe('the seeded catalogue', () => {
  it('has over 300 goods in at least 8 categories, plus a services category', () => {
    const perCategory = all<{ slug: string; is_services: number; n: number }>(
      `SELECT c.slug, c.is_services, COUNT(p.id) AS n FROM categories c LEFT JOIN products p ON p.category_id = c.id GROUP BY c.id`,
    );
    const goods = perCategory.filter((row) => row.is_services === 0);
    expect(goods.filter((row) => row.n > 0).length).toBeGreaterThanOrEqual(8);
    expect(goods.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(320);
    expect(perCategory.map((row) => row.slug)).toEqual(expect.arrayContaining(['smartphones', 'laptops', 'tvs', 'audio', 'tablets', 'smart-watches', 'accessories', 'gaming', 'home-appliances', 'services']));
    const services = perCategory.find((row) => row.is_services === 1);
    expect(services?.n).toBeGreaterThanOrEqual(8);
  });

  it('has every availability combination, each with its one button', () => {
    const products = all<Product>('SELECT * FROM products');
    const combos = new Set(
      products.map((p) => {
        const shown = availability({ in_waiting: p.in_waiting === 1, is_ends: p.is_ends === 1, in_stock: p.in_stock === 1, not_available: p.not_available === 1 });
        const button = primaryButton({ to_cart: p.btn_to_cart === 1, preorder: p.btn_preorder === 1, notify_about_availability: p.btn_notify === 1 });
        return `${shown}:${button ?? 'none'}`;
      }),
    );
    expect([...combos].sort()).toEqual(['in_stock:buy', 'in_waiting:preorder', 'is_ends:buy', 'not_available:none', 'not_available:notify']);
    for (const p of products) {
      expect(p.btn_to_cart + p.btn_preorder + p.btn_notify).toBeLessThanOrEqual(1);
      expect(p.is_available_to_buy).toBe(p.btn_to_cart);
      if (p.is_ends) expect(p.btn_to_cart).toBe(1);
      if (p.in_waiting) expect(p.btn_preorder).toBe(1);
    }
  });

  it('prices goods in positive whole hryvnias, discounts below the price on about a third of them', () => {
    const products = all<Product>('SELECT * FROM products');
    for (const p of products) {
      expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
      if (p.price_with_discount !== null) {
        expect(p.price_with_discount).toBeGreaterThan(0);
        expect(p.price_with_discount).toBeLessThan(p.price);
      }
      expect(p.bonus).toBeGreaterThanOrEqual(0);
      expect(p.bonus).toBeLessThanOrEqual(Math.ceil(p.price * 0.011));
      expect(p.rating * 2).toBe(Math.round(p.rating * 2));
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.rating === 0).toBe(p.count_reviews === 0);
      expect([1, 2, 3]).toContain(p.supplier_id);
    }
    const discounted = products.filter((p) => p.price_with_discount !== null).length / products.length;
    expect(discounted).toBeGreaterThan(0.2);
    expect(discounted).toBeLessThan(0.4);
    expect(products.some((p) => p.bonus > 0)).toBe(true);
  });

  it('prices each category as such goods cost', () => {
    const range = (slug: string) =>
      one<{ min: number; max: number }>(`SELECT MIN(p.price) AS min, MAX(p.price) AS max FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = ?`, slug);
    expect(range('smartphones').min).toBeGreaterThan(3000);
    expect(range('laptops').min).toBeGreaterThan(10_000);
    expect(range('tvs').max).toBeLessThan(150_000);
    expect(range('accessories').max).toBeLessThan(10_000);
  });

  it('gives unique slugs and placeholder images named after them', () => {
    const products = all<Product>('SELECT * FROM products');
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const p of products) {
      expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(p.image).toBe(`/images/product/${p.slug}.svg`);
    }
  });

  it('loads every product as a card the core accepts, in both languages', () => {
    const ids = all<{ id: number }>('SELECT id FROM products ORDER BY id').map((row) => row.id);
    for (const lang of ['uk', 'ru'] as const) {
      const cards = loadProductCards(temp.db, ids, lang);
      expect(cards).toHaveLength(ids.length);
      for (const card of cards) {
        const parsed = productCardSchema.safeParse(card);
        if (!parsed.success) throw new Error(`Card ${card.id} (${lang}): ${parsed.error.message}`);
        expect(card.title.trim()).not.toBe('');
        expect(card.analytics_categories.item_category.trim()).not.toBe('');
      }
    }
  });

  it('shows 2 to 4 main characteristics on every card and keeps filter names per category', () => {
    const mains = all<{ product_id: number; n: number }>(
      'SELECT p.id AS product_id, SUM(c.is_main) AS n FROM products p LEFT JOIN product_characteristics c ON c.product_id = p.id GROUP BY p.id',
    );
    for (const row of mains) {
      expect(row.n, `product ${row.product_id}`).toBeGreaterThanOrEqual(2);
      expect(row.n, `product ${row.product_id}`).toBeLessThanOrEqual(4);
    }
    for (const category of categorySeeds) {
      const catalogue = category.catalogue;
      if (!catalogue) continue;
      const names = all<{ name_uk: string; name_ru: string }>(
        'SELECT DISTINCT c.name_uk, c.name_ru FROM product_characteristics c JOIN products p ON p.id = c.product_id WHERE p.category_id = ?',
        category.id,
      );
      expect(names.map((name) => name.name_uk).sort()).toEqual(catalogue.characteristics.map((definition) => definition.name.uk).sort());
      const withoutColour = one<{ n: number }>(
        `SELECT COUNT(*) AS n FROM products p WHERE p.category_id = ? AND NOT EXISTS
           (SELECT 1 FROM product_characteristics c WHERE c.product_id = p.id AND c.name_uk = 'Колір')`,
        category.id,
      );
      expect(withoutColour.n).toBe(0);
    }
    const memory = all<{ value_uk: string }>(
      `SELECT DISTINCT c.value_uk FROM product_characteristics c JOIN products p ON p.id = c.product_id
       JOIN categories k ON k.id = p.category_id WHERE k.slug = 'smartphones' AND c.name_uk = 'Вбудована пам''ять'`,
    );
    expect(memory.map((row) => row.value_uk).sort()).toEqual(['128 ГБ', '256 ГБ', '512 ГБ']);
  });

  it('marks about ten top sales, a few corporate-only goods and many available for credit', () => {
    const products = all<Product>('SELECT * FROM products');
    const top = products.filter((p) => p.is_top === 1);
    expect(top.length).toBeGreaterThanOrEqual(8);
    expect(top.length).toBeLessThanOrEqual(12);
    for (const p of top) expect(p.btn_to_cart).toBe(1);
    const corporate = products.filter((p) => p.is_corporate === 1).length / products.length;
    expect(corporate).toBeGreaterThan(0.02);
    expect(corporate).toBeLessThan(0.1);
    expect(products.filter((p) => p.is_available_for_credit === 1).length).toBeGreaterThan(100);
  });

  it('offers credit items only for products available for credit, on terms a bank offers', () => {
    const offered = new Set(bankSeeds.flatMap((bank) => bank.months));
    const items = all<{ months_count: number; is_available_for_credit: number; description_uk: string; description_ru: string }>(
      'SELECT i.months_count, p.is_available_for_credit, i.description_uk, i.description_ru FROM product_credit_items i JOIN products p ON p.id = i.product_id',
    );
    expect(items.length).toBeGreaterThan(100);
    expect(new Set(items.map((item) => item.months_count))).toEqual(new Set([3, 6, 10, 12, 24]));
    for (const item of items) {
      expect(item.is_available_for_credit).toBe(1);
      expect(offered.has(item.months_count)).toBe(true);
      expect(item.description_uk).not.toBe(item.description_ru);
    }
  });

  it('labels about 40 % of the goods with at least six kinds of badge in hex colours', () => {
    const labels = all<{ color: string }>('SELECT color FROM labels');
    expect(labels.length).toBeGreaterThanOrEqual(6);
    for (const label of labels) expect(label.color).toMatch(/^#[0-9a-f]{6}$/);
    const { labelled, total } = one<{ labelled: number; total: number }>(
      'SELECT (SELECT COUNT(DISTINCT product_id) FROM product_labels) AS labelled, (SELECT COUNT(*) FROM products) AS total',
    );
    expect(labelled / total).toBeGreaterThan(0.3);
    expect(labelled / total).toBeLessThan(0.55);
    expect(one<{ n: number }>('SELECT COUNT(DISTINCT label_id) AS n FROM product_labels').n).toBe(labels.length);
    const b2b = one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM products p WHERE p.is_corporate = 1 AND NOT EXISTS
         (SELECT 1 FROM product_labels pl JOIN labels l ON l.id = pl.label_id WHERE pl.product_id = p.id AND l.title_uk = 'B2B')`,
    );
    expect(b2b.n).toBe(0);
  });

  it('links services only to goods, and only products of the services category as services', () => {
    const links = all<{ product_services: number; service_is_service: number }>(
      `SELECT pc.is_services AS product_services, sc.is_services AS service_is_service FROM product_services s
       JOIN products p ON p.id = s.product_id JOIN categories pc ON pc.id = p.category_id
       JOIN products sp ON sp.id = s.service_id JOIN categories sc ON sc.id = sp.category_id`,
    );
    expect(links.length).toBeGreaterThan(300);
    for (const link of links) {
      expect(link.product_services).toBe(0);
      expect(link.service_is_service).toBe(1);
    }
    for (const slug of ['smartphones', 'laptops', 'tvs']) {
      const without = one<{ n: number }>(
        `SELECT COUNT(*) AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = ?
           AND NOT EXISTS (SELECT 1 FROM product_services s WHERE s.product_id = p.id)`,
        slug,
      );
      expect(without.n, slug).toBe(0);
    }
  });

  it('gives gifts with stock to some products, and has a few whose gifts have run out', () => {
    const gifts = all<{ stock: number; sellable: number; gift_is_service: number }>(
      `SELECT g.stock, p.btn_to_cart AS sellable, c.is_services AS gift_is_service FROM product_gifts g
       JOIN products p ON p.id = g.product_id JOIN products gp ON gp.id = g.gift_id JOIN categories c ON c.id = gp.category_id`,
    );
    expect(gifts.filter((gift) => gift.stock > 0).length).toBeGreaterThanOrEqual(10);
    expect(gifts.filter((gift) => gift.stock === 0).length).toBeGreaterThanOrEqual(2);
    for (const gift of gifts) {
      expect(gift.sellable).toBe(1);
      expect(gift.gift_is_service).toBe(0);
    }
    const cards = loadProductCards(temp.db, all<{ product_id: number }>('SELECT product_id FROM product_gifts').map((row) => row.product_id), 'uk');
    expect(cards.filter((card) => card.is_promotion_enabled).length).toBe(gifts.filter((gift) => gift.stock > 0).length);
  });

  it('gives awards to a few products and distributors to many', () => {
    const awards = all<{ image: string }>('SELECT image FROM product_awards');
    expect(awards.length).toBeGreaterThanOrEqual(3);
    for (const award of awards) expect(award.image).toMatch(/^\/images\/award\/[a-z0-9-]+\.svg$/);
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM distributors').n).toBeGreaterThanOrEqual(6);
    expect(one<{ n: number }>('SELECT COUNT(DISTINCT product_id) AS n FROM product_distributors').n).toBeGreaterThan(150);
  });
});

describe('credit badge texts', () => {
  it('agree the number with its word in both languages', () => {
    expect(creditDescription(3, 9000)).toEqual({ uk: 'Оплата частинами: 3 платежі без переплат', ru: 'Оплата частями: 3 платежа без переплат' });
    expect(creditDescription(10, 9000).uk).toBe('Оплата частинами: 10 платежів без переплат');
    expect(creditDescription(24, 24_000)).toEqual({ uk: 'Кредит на 24 місяці від 1 456 грн/міс.', ru: 'Кредит на 24 месяца от 1 456 грн/мес.' });
    expect(creditDescription(12, 12_000).uk).toMatch(/^Кредит на 12 місяців від /);
  });
});
