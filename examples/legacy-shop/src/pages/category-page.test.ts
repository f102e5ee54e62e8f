import { PAGE_SIZE } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { cardProductIds, categoryWithProducts, createTestUser, decodeHtml, getPage } from './testing/page-kit';

let server: TestServer;
let category: { id: number; slug: string; count: number };
let path: string;

beforeAll(async () => {
  server = await startTestServer();
  category = categoryWithProducts(server.db, PAGE_SIZE + 1);
  path = `/category/${category.slug}`;
});
afterAll(() => server.close());

interface PriceRow {
  id: number;
  paid: number;
  brand: string | null;
}

const pricesOf = (ids: readonly number[]) =>
  ids.map((id) => (server.db.prepare('SELECT COALESCE(price_with_discount, price) AS paid FROM products WHERE id = ?').get(id) as PriceRow).paid);

describe('the category page', () => {
  it('shows 24 cards, the result count and links to every page', async () => {
    const { html } = await getPage(server, path);
    expect(cardProductIds(html)).toHaveLength(PAGE_SIZE);
    const pages = Math.ceil(category.count / PAGE_SIZE);
    expect(html).toContain(`${category.count} товар`);
    expect(html).toContain(`href="${path}?page=${pages}"`);
    expect(html).toContain(`href="${path}?page=2" rel="next"`);
    expect(html).toMatch(/<a href="[^"]*" aria-label="Сторінка 1" aria-current="page">1<\/a>/);
  });

  it('shows the next 24 on page 2, none repeated', async () => {
    const first = cardProductIds((await getPage(server, path)).html);
    const second = cardProductIds((await getPage(server, `${path}?page=2`)).html);
    expect(second.length).toBe(Math.min(PAGE_SIZE, category.count - PAGE_SIZE));
    expect(second.filter((id) => first.includes(id))).toEqual([]);
  });

  it('sorts by price from the query string, both ways', async () => {
    const ascending = pricesOf(cardProductIds((await getPage(server, `${path}?sort=price_asc`)).html));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = pricesOf(cardProductIds((await getPage(server, `${path}?sort=price_desc`)).html));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]!);
  });

  it('narrows the results by brand and price range, and keeps the choices in the form and the page links', async () => {
    const { brand } = server.db
      .prepare('SELECT brand, COUNT(*) AS n FROM products WHERE category_id = ? AND is_corporate = 0 AND brand IS NOT NULL GROUP BY brand ORDER BY n DESC LIMIT 1')
      .get(category.id) as { brand: string };
    const { html } = await getPage(server, `${path}?brand=${encodeURIComponent(brand)}&sort=price_asc`);
    const ids = cardProductIds(html);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect((server.db.prepare('SELECT brand FROM products WHERE id = ?').get(id) as { brand: string }).brand).toBe(brand);
    }
    expect(html).toMatch(new RegExp(`name="brand" value="${brand}" checked`));
    expect(html).toContain('<input type="hidden" name="sort" value="price_asc"/>');

    const prices = pricesOf(cardProductIds((await getPage(server, path)).html)).sort((a, b) => a - b);
    const limit = prices[Math.floor(prices.length / 2)]!;
    const cheap = await getPage(server, `${path}?price_max=${limit}`);
    const cheapPrices = pricesOf(cardProductIds(cheap.html));
    expect(cheapPrices.length).toBeGreaterThan(0);
    expect(Math.max(...cheapPrices)).toBeLessThanOrEqual(limit);
    expect(cheap.html).toContain(`name="price_max" value="${limit}"`);
  });

  it('narrows by a characteristic filter from the facets', async () => {
    const { html } = await getPage(server, path);
    const match = /name="(f\.[^"]+)" value="([^"]+)"/.exec(html);
    expect(match).not.toBeNull();
    const [, name, escapedValue] = match!;
    const value = decodeHtml(escapedValue!);
    const filtered = await getPage(server, `${path}?${encodeURIComponent(name!)}=${encodeURIComponent(value)}`);
    const ids = cardProductIds(filtered.html);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(PAGE_SIZE);
    expect(filtered.html).toMatch(new RegExp(`name="${name!.replace('.', '\\.')}" value="${escapedValue!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" checked`));
    for (const id of ids) {
      const values = server.db.prepare('SELECT value_uk FROM product_characteristics WHERE product_id = ? AND name_uk = ?').all(id, name!.slice(2)) as { value_uk: string }[];
      expect(values.map((row) => row.value_uk)).toContain(value);
    }
  });

  it('shuts out nothing and breaks nothing with garbage in the query string', async () => {
    const page = await getPage(server, `${path}?sort=1;drop&page=-3&price_min=abc&brand=&f.=x`);
    expect(page.status).toBe(200);
    expect(cardProductIds(page.html)).toHaveLength(PAGE_SIZE);
  });

  it('shows an empty state for filters that match nothing', async () => {
    const page = await getPage(server, `${path}?brand=${encodeURIComponent('No Such Brand')}`);
    expect(cardProductIds(page.html)).toEqual([]);
    expect(page.html).toContain('class="empty-state"');
  });

  it('swaps the filter and sort buttons for left-handed users', async () => {
    const left = createTestUser(server.db, { handedness: 'left' });
    expect((await getPage(server, path, { cookies: left.cookies })).html).toContain('class="page page--category is-left-handed"');
    expect((await getPage(server, path)).html).toContain('class="page page--category"');
  });
});
