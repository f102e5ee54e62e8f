import { cardAnalyticsSchema, listAnalyticsSchema, type ProductCard } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { catalogListAnalytics } from './card-analytics';
import { parseCatalogParams } from './catalog-params';
import { attribute, cardProductIds, categoryWithProducts, createTestUser, decodeHtml, findProduct, getPage } from './testing/page-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Opening tags carrying an attribute, in page order. */
function tagsWith(html: string, name: string): string[] {
  return html.match(new RegExp(`<[a-z]+\\b[^>]*\\s${name}(="[^"]*")?[^>]*>`, 'g')) ?? [];
}

/** Every card's analytics on a page, validated with the core's schema. */
function cardsOf(html: string) {
  return tagsWith(html, 'data-analytics-item').map((tag) => cardAnalyticsSchema.parse(JSON.parse(decodeHtml(attribute(tag, 'data-analytics-item') ?? ''))));
}

/** Every list's analytics on a page, validated with the core's schema. */
function listsOf(html: string) {
  return tagsWith(html, 'data-analytics-list').map((tag) => listAnalyticsSchema.parse(JSON.parse(decodeHtml(attribute(tag, 'data-analytics-list') ?? ''))));
}

describe('a catalogue page’s analytics', () => {
  it('give every card its product’s analytics and its position, and the list its name, page and sorting', async () => {
    const category = categoryWithProducts(server.db, 25);
    const { html } = await getPage(server, `/category/${category.slug}?sort=price_desc&page=2`);
    const ids = cardProductIds(html);
    expect(ids.length).toBeGreaterThan(0);

    const cards = cardsOf(html);
    expect(cards.map((card) => card.id)).toEqual(ids);
    expect(cards.map((card) => card.index)).toEqual(ids.map((_, index) => index));
    const first = server.db.prepare('SELECT title_uk AS title, brand, price FROM products WHERE id = ?').get(ids[0]) as Pick<ProductCard, 'title' | 'brand' | 'price'>;
    expect(cards[0]).toMatchObject(first);
    expect(cards[0]?.analytics_categories.item_category).not.toBe('');

    expect(listsOf(html)).toEqual([{ name: category.slug, page: 2, filters: {}, sorting: { by: 'price', direction: 'desc' } }]);
  });

  it('mark the title and image links of each card as leading to its product', async () => {
    const category = categoryWithProducts(server.db, 1);
    const { html } = await getPage(server, `/category/${category.slug}`);
    const links = tagsWith(html, 'data-select-item');
    const cards = cardsOf(html);
    expect(links).toHaveLength(cards.length * 2);
    for (const link of links) expect(link).toMatch(/^<a\b[^>]*\shref="\/[a-z0-9-]+"/);
  });

  it('keep a title made of markup as text inside the JSON, and the JSON inside its attribute', async () => {
    const hostile = '"}\'><img src=x onerror=alert(1)>';
    const product = findProduct(server.db, 'p.btn_to_cart = 1');
    server.db.prepare('UPDATE products SET title_uk = ? WHERE id = ?').run(hostile, product.id);
    const slug = (server.db.prepare('SELECT slug FROM categories WHERE id = ?').get(product.category_id) as { slug: string }).slug;
    const ids: number[] = [];
    for (let page = 1; !ids.includes(product.id) && page <= 20; page += 1) {
      const { html } = await getPage(server, `/category/${slug}?page=${page}`);
      expect(html).not.toContain('<img src=x');
      const card = cardsOf(html).find((one) => one.id === product.id);
      if (card) expect(card.title).toBe(hostile);
      ids.push(...cardProductIds(html));
    }
    expect(ids).toContain(product.id);
  });

  it('name the search results, the main page, the favourites, the compare page and the product page’s lists', async () => {
    const product = findProduct(server.db, 'p.btn_to_cart = 1');
    const user = createTestUser(server.db);
    server.db.prepare('INSERT INTO favorites (user_id, product_id, created_at) VALUES (?, ?, ?)').run(user.id, product.id, new Date().toISOString());
    const names = async (path: string) => listsOf((await getPage(server, path, { cookies: user.cookies })).html).map((list) => list.name);

    expect(await names('/search?q=a')).toEqual(['search']);
    expect(await names('/')).toEqual(['top-sales']);
    expect(await names('/favorites')).toEqual(['favorites']);
    expect(await names(`/compare?ids=${product.id}`)).toEqual(['compare']);
    expect(await names(`/${product.slug}`)).toEqual(expect.arrayContaining(['similar', 'viewed-by-others']));
  });
});

describe('catalogListAnalytics', () => {
  it('gives the filters in the cart’s shape: brands, the price range with a blank open end, characteristics by name', () => {
    const params = parseCatalogParams(new URLSearchParams('brand=Apple&brand=Samsung&price_min=1000&f.Колір=Чорний&sort=label&page=3'));
    expect(catalogListAnalytics('smartphones', params, 3)).toEqual({
      name: 'smartphones',
      page: 3,
      filters: { brand: ['Apple', 'Samsung'], price: ['1000', ''], Колір: ['Чорний'] },
      sorting: { by: 'label', direction: 'desc' },
    });
  });

  it.each([
    ['price_asc', { by: 'price', direction: 'asc' }],
    ['price_desc', { by: 'price', direction: 'desc' }],
    ['popular', null],
    ['rating', null],
    ['new', null],
  ])('sorting %s is %j', (sort, sorting) => {
    const params = parseCatalogParams(new URLSearchParams(`sort=${sort}&price_max=500`));
    expect(catalogListAnalytics('x', params, 1)).toMatchObject({ filters: { price: ['', '500'] }, sorting });
  });
});
