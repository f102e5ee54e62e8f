import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { cardProductIds, createTestUser, findProduct, getPage, pageConfigOf, scriptTags, type ProductRef, type TestUser } from './testing/page-kit';

const HOSTILE = '"><img src=x onerror=alert(1)>';
const ESCAPED = '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;';

let server: TestServer;
let product: ProductRef;
let categorySlug: string;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server;
  product = findProduct(db, 'p.btn_to_cart = 1 AND p.is_available_to_buy = 1');
  const top = (db.prepare('SELECT MAX(popularity) AS top FROM products').get() as { top: number }).top;
  db.prepare('UPDATE products SET title_uk = ?, title_ru = ?, brand = ?, is_top = 1, popularity = ? WHERE id = ?').run(
    HOSTILE,
    HOSTILE,
    `<b>${HOSTILE}</b>`,
    top + 1000,
    product.id,
  );
  categorySlug = (db.prepare('SELECT slug FROM categories WHERE id = ?').get(product.category_id) as { slug: string }).slug;
  user = createTestUser(db, { canSeeDistributors: true });
  db.prepare('INSERT INTO favorites (user_id, product_id, created_at) VALUES (?, ?, ?)').run(user.id, product.id, new Date().toISOString());
});
afterAll(() => server.close());

describe('a product title made of markup', () => {
  const pages = () => [
    { name: 'main page top sales', path: '/' },
    { name: 'category page', path: `/category/${categorySlug}` },
    { name: 'product page', path: `/${product.slug}` },
    { name: 'favourites', path: '/favorites' },
    { name: 'compare', path: `/compare?ids=${product.id}` },
    { name: 'search', path: '/search?q=onerror' },
  ];

  it.each(['uk', 'ru'])('shows as text on every page that shows it (%s)', async (lang) => {
    for (const { name, path } of pages()) {
      const { status, html } = await getPage(server, `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`, { cookies: user.cookies });
      expect(status, name).toBe(200);
      expect(cardProductIds(html), name).toContain(product.id);
      expect(html, name).not.toContain('<img src=x');
      expect(html, name).not.toContain('<b>');
      expect(html, name).toContain(ESCAPED);
      expect(scriptTags(html), name).toHaveLength(1);
      expect(() => pageConfigOf(html), name).not.toThrow();
    }
  });

  it('stays text inside attributes too (distributors button, product page title)', async () => {
    const { html } = await getPage(server, `/${product.slug}`, { cookies: user.cookies });
    expect(html).toContain(`data-product-title="${ESCAPED}"`);
    expect(html).toContain(`<title>${ESCAPED} — `);
  });

  it('cannot break out of the config script', async () => {
    const hostileName = '</script><script>alert(1)</script>\u2028';
    server.db.prepare('UPDATE users SET first_name = ? WHERE id = ?').run(hostileName, user.id);
    const { html } = await getPage(server, '/', { cookies: user.cookies });
    expect(scriptTags(html)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    expect(pageConfigOf(html).snapshot.firstName).toBe(hostileName);
  });
});
