import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { FIXTURE, PHONES, insertCatalogFixture } from './testing/catalog-fixture';
import { shopCall } from './testing/shop-call';

let server: TestServer;
let before: Record<string, number>;
beforeAll(async () => {
  server = await startTestServer();
  insertCatalogFixture(server.db);
  before = tableCounts();
});
afterAll(() => server.close());

const CORPUS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '"; DROP TABLE products; --',
  "'); DELETE FROM users; --",
  "%' UNION SELECT id, email, password_hash FROM users --",
  '1 UNION SELECT name FROM sqlite_master',
  '%',
  '%%',
  '_',
  '\\',
  '\\%',
  "\\'",
  '\u0000',
  "\u0000' OR 1=1 --",
  'зорепад\u0000%',
  '*/ OR /*',
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  '𝕏😀',
  'a'.repeat(4000),
  ' ',
  '',
];

const TABLES = ['products', 'categories', 'users', 'tokens', 'product_characteristics', 'cities', 'content', 'banks', 'orders'];

function tableCounts(): Record<string, number> {
  return Object.fromEntries(
    TABLES.map((table) => [table, (server.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n]),
  );
}

/** How many visible, non-service products hold `text` literally (case-sensitively) in a title or brand. */
function literalMatches(text: string): number {
  return (
    server.db
      .prepare(
        `SELECT COUNT(*) AS n FROM products p JOIN categories c ON c.id = p.category_id
         WHERE c.is_services = 0 AND p.is_corporate = 0
           AND (instr(p.title_uk, ?) > 0 OR instr(p.title_ru, ?) > 0 OR instr(COALESCE(p.brand, ''), ?) > 0)`,
      )
      .get(text, text, text) as { n: number }
  ).n;
}

describe('hostile text in every string parameter of the listing, search, cities and compare', () => {
  it('search/load_products: no 5xx, every product found holds every word, a wildcard is only a character', async () => {
    for (const q of CORPUS) {
      const answer = await shopCall(server, 'searchLoadProducts', { query: { q } });
      expect(answer.status, JSON.stringify(q)).toBe(200);
      if (!('data' in answer)) continue;
      const words = q.toLowerCase().split(/[\s\p{Cc}]+/u).filter((word) => word !== '');
      if (words.length === 0) expect(answer.data.data.total).toBe(0);
      for (const card of answer.data.data.products) {
        const row = server.db.prepare('SELECT title_uk, title_ru, brand FROM products WHERE id = ?').get(card.id) as Record<string, string | null>;
        const texts = Object.values(row).map((text) => (text ?? '').toLowerCase());
        for (const word of words) expect(texts.some((text) => text.includes(word)), `${JSON.stringify(q)} → ${card.title}`).toBe(true);
      }
    }
    for (const wildcard of ['%', '_', '\\', '%%']) {
      const answer = await shopCall(server, 'searchLoadProducts', { query: { q: wildcard } });
      if ('data' in answer) expect(answer.data.data.total, wildcard).toBe(literalMatches(wildcard));
    }
  });

  it('load_products: filters names, values and the raw parameter', async () => {
    for (const text of CORPUS) {
      const variants = [
        text,
        JSON.stringify({ [text || 'x']: [text] }),
        JSON.stringify({ brand: [text] }),
        JSON.stringify({ "Пам'ять": ['128 ГБ', text] }),
        JSON.stringify({ price: [text, ''] }),
      ];
      for (const filters of variants) {
        const answer = await shopCall(server, 'loadProducts', { query: { category_id: String(FIXTURE.phones.id), filters } });
        expect([200, 400], filters.slice(0, 80)).toContain(answer.status);
        if ('data' in answer) {
          const { total, products } = answer.data.data;
          expect(total).toBeLessThanOrEqual(PHONES.length);
          expect(products.every((card) => PHONES.some((phone) => phone.id === card.id))).toBe(true);
        }
      }
      const extra = await shopCall(server, 'loadProducts', { query: { category_id: text, page: text, sort: text, direction: text } });
      expect([200, 400], text.slice(0, 80)).toContain(extra.status);
    }
  });

  it('load_products: a matching value next to a hostile one still narrows exactly', async () => {
    const answer = await shopCall(server, 'loadProducts', {
      query: { category_id: String(FIXTURE.phones.id), filters: JSON.stringify({ "Пам'ять": ['128 ГБ', "' OR 1=1 --"] }) },
    });
    if (!('data' in answer)) throw new Error('expected a page');
    expect(answer.data.data.total).toBe(PHONES.filter((phone) => !phone.corporate && phone.memory === '128 ГБ').length);
  });

  it('cities: no 5xx and only cities whose names hold the text', async () => {
    for (const search of CORPUS) {
      const answer = await shopCall(server, 'cities', { query: { search } });
      expect(answer.status, JSON.stringify(search)).toBe(200);
      if ('data' in answer && search.trim() !== '' && !search.includes('\u0000')) {
        for (const city of answer.data.data) expect(city.title.toLowerCase()).toContain(search.trim().toLowerCase());
      }
    }
  });

  it('compare: hostile ids, diff, locale and category never reach SQL as text', async () => {
    for (const text of CORPUS) {
      const answers = await Promise.all([
        shopCall(server, 'compareProducts', { id: String(FIXTURE.phones.id), query: { ids: text, locale: 'uk' } }),
        shopCall(server, 'compareProducts', { id: String(FIXTURE.phones.id), query: { ids: `990001,${text}`, locale: 'uk' } }),
        shopCall(server, 'compareProducts', { id: String(FIXTURE.phones.id), query: { ids: '990001', locale: text } }),
        shopCall(server, 'compareProducts', { id: String(FIXTURE.phones.id), query: { ids: '990001', locale: 'uk', diff: text } }),
        shopCall(server, 'compareProducts', { id: text || ' ', query: { ids: '990001', locale: 'uk' } }),
      ]);
      for (const answer of answers) expect([200, 400, 404], text.slice(0, 80)).toContain(answer.status);
    }
  });

  it('other ids in paths and queries: translations, payment links, categories, credits, distributors, departments', async () => {
    for (const text of CORPUS) {
      const id = text || ' ';
      const answers = await Promise.all([
        shopCall(server, 'translations', { id }),
        shopCall(server, 'paymentDataByLink', { id }),
        shopCall(server, 'productIdsByCategory', { id }),
        shopCall(server, 'GetProductCreditPropositions', { params: { productId: id } }),
        shopCall(server, 'cartCreditPropositions', { params: { cartId: id } }),
        shopCall(server, 'deliveryDepartments', { query: { city_id: text, delivery_type: text } }),
        shopCall(server, 'mainPage', { query: { lang: text } }),
        shopCall(server, 'distributors', { query: { product_id: text } }),
        shopCall(server, 'notificationForProduct', { body: { product_id: FIXTURE.caseId, email: text } }),
      ]);
      for (const answer of answers) expect([400, 401, 404, 422], text.slice(0, 80)).toContain(answer.status);
    }
  });

  it('leaves every table as it was and logs no server error', () => {
    expect(tableCounts()).toEqual(before);
    const tables = server.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(TABLES));
    expect(server.logged).toEqual([]);
  });
});
