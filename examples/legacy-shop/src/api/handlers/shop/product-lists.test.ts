import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { createAccount } from './testing/accounts';
import { FIXTURE, PHONES, effectivePrice, insertCatalogFixture } from './testing/catalog-fixture';
import { failure, ok, shopCall } from './testing/shop-call';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  insertCatalogFixture(server.db);
});
afterAll(() => server.close());

const visible = PHONES.filter((phone) => !phone.corporate);
const priceOf = new Map(PHONES.map((phone) => [phone.id, effectivePrice(phone)]));
const phonesQuery = (query: Record<string, string> = {}) => ({ query: { category_id: String(FIXTURE.phones.id), ...query } });

describe('GET load_products', () => {
  it('answers pages of 24 with the total of every page', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => shopCall(server, 'loadProducts', phonesQuery({ page: String(page) }))));
    const [first, second, third] = pages.map(ok);
    expect(first!.total).toBe(visible.length);
    expect([first!.products.length, second!.products.length, third!.products.length]).toEqual([24, 24, visible.length - 48]);
    expect(third!.page).toBe(3);
    const ids = pages.flatMap((answer) => ok(answer).products.map((card) => card.id));
    expect(new Set(ids)).toEqual(new Set(visible.map((phone) => phone.id)));
  });

  it('answers a page past the end with no products and the right total', async () => {
    const past = ok(await shopCall(server, 'loadProducts', phonesQuery({ page: '7' })));
    expect(past).toEqual({ products: [], total: visible.length, page: 7 });
  });

  it('sorts by price both ways and by labels', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const prices = ok(await shopCall(server, 'loadProducts', phonesQuery({ sort: 'price', direction }))).products.map((card) => {
        expect(card.price_with_discount ?? card.price).toBe(priceOf.get(card.id));
        return card.price_with_discount ?? card.price;
      });
      const sorted = [...prices].sort((a, b) => (direction === 'asc' ? a - b : b - a));
      expect(prices).toEqual(sorted);
    }
    const labelled = ok(await shopCall(server, 'loadProducts', phonesQuery({ sort: 'label' }))).products;
    const count = visible.filter((phone) => phone.labelled).length;
    expect(labelled.slice(0, count).every((card) => card.labels.length > 0)).toBe(true);
    expect(labelled.slice(count).every((card) => card.labels.length === 0)).toBe(true);
  });

  it('applies the filters parameter: brand, price range and characteristics', async () => {
    const filters = JSON.stringify({ brand: ['Kvant', 'Obriy'], price: ['3000', ''], "Пам'ять": ['128 ГБ', '256 ГБ'] });
    const expected = visible.filter(
      (phone) => phone.brand !== 'Zorya' && effectivePrice(phone) >= 3000 && phone.memory !== '64 ГБ',
    );
    const page = ok(await shopCall(server, 'loadProducts', phonesQuery({ filters })));
    expect(page.total).toBe(expected.length);
    expect(new Set(page.products.map((card) => card.id))).toEqual(new Set(expected.map((phone) => phone.id)));
    expect(page.products.every((card) => card.brand !== 'Zorya')).toBe(true);

    const empty = ok(await shopCall(server, 'loadProducts', phonesQuery({ filters: '{}' })));
    expect(empty.total).toBe(visible.length);
  });

  it('refuses a filters parameter it cannot read with a 400 naming it', async () => {
    for (const filters of ['brand=Kvant', '[1,2]', '{"brand":"Kvant"}', '{"price":["cheap"]}', '{"price":["1","2","3"]}', '{"x":[{}]}']) {
      const answer = failure(await shopCall(server, 'loadProducts', phonesQuery({ filters })));
      expect(answer.status, filters).toBe(400);
      expect(answer.fields).toEqual({ filters: 'validation.invalid' });
    }
  });

  it('answers an unknown category with 404 and a bad query with 400', async () => {
    expect(failure(await shopCall(server, 'loadProducts', { query: { category_id: '987654321' } })).status).toBe(404);
    expect(failure(await shopCall(server, 'loadProducts', phonesQuery({ page: '0' }))).status).toBe(400);
    expect(failure(await shopCall(server, 'loadProducts', phonesQuery({ sort: 'price; DROP TABLE products' }))).status).toBe(400);
  });

  it('shows corporate-only products to corporate customers only', async () => {
    const normal = await createAccount(server);
    const corporate = await createAccount(server, { role: 'corporate' });
    const everyPage = async (token?: string) => {
      const ids: number[] = [];
      for (const page of [1, 2, 3]) {
        ids.push(...ok(await shopCall(server, 'loadProducts', { ...phonesQuery({ page: String(page) }), token })).products.map((card) => card.id));
      }
      return ids;
    };
    const corporateIds = PHONES.filter((phone) => phone.corporate).map((phone) => phone.id);
    expect((await everyPage()).filter((id) => corporateIds.includes(id))).toEqual([]);
    expect((await everyPage(normal.token)).filter((id) => corporateIds.includes(id))).toEqual([]);
    const seen = await everyPage(corporate.token);
    expect(seen).toHaveLength(PHONES.length);
    expect(corporateIds.every((id) => seen.includes(id))).toBe(true);
  });
});

describe('GET search/load_products', () => {
  it('finds Ukrainian and Russian titles whatever the case, titled in the request language', async () => {
    const uk = ok(await shopCall(server, 'searchLoadProducts', { query: { q: 'ЗОРЕПАД obriy' } }));
    const obriy = visible.filter((phone) => phone.brand === 'Obriy');
    expect(uk.total).toBe(obriy.length);
    expect(uk.products.every((card) => card.title.includes('Зорепад') && card.brand === 'Obriy')).toBe(true);

    const ru = await fetch(`${server.url}/api/shop/search/load_products?q=${encodeURIComponent('звездопад 100%')}`, {
      headers: { 'accept-language': 'ru-UA,ru;q=0.9' },
    });
    const body = (await ru.json()) as { data: { products: { title: string }[]; total: number } };
    expect(body.data.total).toBe(1);
    expect(body.data.products[0]!.title).toBe('Чехол Звездопад 100% кожа');
  });

  it('pages search results and finds nothing for a blank query', async () => {
    const second = ok(await shopCall(server, 'searchLoadProducts', { query: { q: 'зорепад', page: '2' } }));
    expect(second.total).toBe(visible.length + 1);
    expect(second.products).toHaveLength(Math.min(24, visible.length + 1 - 24));
    expect(ok(await shopCall(server, 'searchLoadProducts', { query: { q: '   ' } })).total).toBe(0);
  });
});

describe('GET load_promotion_products', () => {
  it('lists products with a discount or a gift in stock', async () => {
    const answer = ok(await shopCall(server, 'loadPromotionProducts', { query: { promotion_id: '1', sort: 'price' } }));
    const { n } = server.db
      .prepare(
        `SELECT COUNT(*) AS n FROM products p JOIN categories c ON c.id = p.category_id
         WHERE c.is_services = 0 AND p.is_corporate = 0 AND ((p.price_with_discount IS NOT NULL AND p.price_with_discount < p.price)
           OR EXISTS (SELECT 1 FROM product_gifts g WHERE g.product_id = p.id AND g.stock > 0))`,
      )
      .get() as { n: number };
    expect(answer.total).toBe(n);
    expect(answer.products.length).toBe(Math.min(24, n));
    expect(answer.products.every((card) => card.price_with_discount !== null || card.is_promotion_enabled)).toBe(true);
    expect(failure(await shopCall(server, 'loadPromotionProducts', { query: { promotion_id: '2' } })).status).toBe(404);
  });
});
