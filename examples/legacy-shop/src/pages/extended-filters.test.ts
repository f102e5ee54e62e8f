import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { cardProductIds, createTestUser, getPage } from './testing/page-kit';

let server: TestServer;
let path: string;
/** An extended filter of the category (a characteristic no product shows among its main ones) and a value narrowing it. */
let extended: { name: string; value: string; count: number; total: number };

beforeAll(async () => {
  server = await startTestServer();
  const row = server.db
    .prepare(
      `SELECT c.slug, pc.name_uk AS name, pc.value_uk AS value, COUNT(DISTINCT p.id) AS count,
              (SELECT COUNT(*) FROM products q WHERE q.category_id = c.id AND q.is_corporate = 0) AS total
       FROM products p JOIN categories c ON c.id = p.category_id JOIN product_characteristics pc ON pc.product_id = p.id
       WHERE c.is_services = 0 AND p.is_corporate = 0
         AND pc.name_uk IN (SELECT name_uk FROM product_characteristics x JOIN products y ON y.id = x.product_id
                            WHERE y.category_id = c.id GROUP BY name_uk HAVING MAX(x.is_main) = 0)
       GROUP BY c.id, pc.name_uk, pc.value_uk ORDER BY count DESC LIMIT 1`,
    )
    .get() as { slug: string; name: string; value: string; count: number; total: number };
  path = `/category/${row.slug}`;
  extended = row;
});
afterAll(() => server.close());

const filtered = () => `${path}?${new URLSearchParams({ [`f.${extended.name}`]: extended.value })}`;

/** The extended filters' section, up to the end of the filters form. */
function extendedSection(html: string): string {
  return /<details class="extended-filters"[\s\S]*?<div class="filters-actions">/.exec(html)?.[0] ?? '';
}

function totalOf(html: string): number {
  return Number(/id="result-count"[^>]*>(\d+)/.exec(html)?.[1]);
}

describe('extended filters', () => {
  it('tell a guest who opens them that they need an account, with links to log in and to register', async () => {
    const { html } = await getPage(server, path);
    const section = extendedSection(html);
    expect(section).toContain('У вас немає прав на розширені фільтри. Увійдіть або зареєструйтеся');
    expect(section).toContain(`href="/login?next=${encodeURIComponent(path)}" data-listing-part="login"`);
    expect(section).toContain(`href="/registration?next=${encodeURIComponent(path)}"`);
    expect(section).not.toContain('type="checkbox"');
  });

  it('are ignored in a guest’s address: the whole category, no link or field of the listing keeping them', async () => {
    const { html } = await getPage(server, filtered());
    expect(totalOf(html)).toBe(extended.total);
    // The listing, not the footer (whose login link brings the shopper back to this very address).
    const listing = html.slice(html.indexOf('id="catalog"'), html.indexOf('</main>'));
    expect(listing).not.toContain(`f.${extended.name}`);
    expect(listing).not.toContain(encodeURIComponent(`f.${extended.name}`));
  });

  it('are offered to a user whose account has them, and narrow the list', async () => {
    const user = createTestUser(server.db);
    server.db.prepare('UPDATE users SET is_extended_filter = 1 WHERE id = ?').run(user.id);
    const { html } = await getPage(server, filtered(), { cookies: user.cookies });
    const section = extendedSection(html);
    expect(section).toMatch(/^<details class="extended-filters" open="">/);
    expect(section).toContain(`name="f.${extended.name}"`);
    expect(section).toMatch(new RegExp(`value="${extended.value.replace(/[.*+?^${}()|[\]\\"]/g, '.')}" checked=""`));
    expect(section).not.toContain('data-listing-part="login"');
    expect(totalOf(html)).toBe(extended.count);
    expect(cardProductIds(html).length).toBe(Math.min(24, extended.count));
  });

  it('are neither offered nor applied to a logged-in user whose account does not have them', async () => {
    const user = createTestUser(server.db);
    const { html } = await getPage(server, filtered(), { cookies: user.cookies });
    expect(html).not.toContain('class="extended-filters"');
    expect(totalOf(html)).toBe(extended.total);
  });

  it('go through load_products only for a user who has them', async () => {
    const { id } = server.db.prepare('SELECT id FROM categories WHERE slug = ?').get(path.split('/').pop()) as { id: number };
    const query = new URLSearchParams({ category_id: String(id), filters: JSON.stringify({ [extended.name]: [extended.value] }) });
    const load = async (token?: string) => {
      const response = await fetch(`${server.url}/api/shop/load_products?${query}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
      return ((await response.json()) as { data: { total: number } }).data.total;
    };
    const user = createTestUser(server.db);
    server.db.prepare('UPDATE users SET is_extended_filter = 1 WHERE id = ?').run(user.id);
    expect(await load()).toBe(extended.total);
    expect(await load(user.token)).toBe(extended.count);
  });
});
