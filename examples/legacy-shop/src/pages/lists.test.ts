import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { cardProductIds, categoryWithProducts, createTestUser, decodeHtml, getPage, pageConfigOf } from './testing/page-kit';

let server: TestServer;
let sameCategory: number[];
let otherCategory: number;

beforeAll(async () => {
  server = await startTestServer();
  const category = categoryWithProducts(server.db, 3);
  sameCategory = (server.db.prepare('SELECT id FROM products WHERE category_id = ? AND is_corporate = 0 ORDER BY id LIMIT 3').all(category.id) as { id: number }[]).map(
    (row) => row.id,
  );
  otherCategory = (
    server.db.prepare('SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE p.category_id <> ? AND c.is_services = 0 AND p.is_corporate = 0 LIMIT 1').get(category.id) as {
      id: number;
    }
  ).id;
});
afterAll(() => server.close());

describe('the compare page', () => {
  it('shows the ids’ products with a characteristics table of their category', async () => {
    const { html } = await getPage(server, `/compare?ids=${sameCategory.join(',')}`);
    expect(cardProductIds(html)).toEqual(sameCategory);
    expect(html).toMatch(/<table class="compare-table"[^>]*>/);
    const names = server.db
      .prepare('SELECT DISTINCT name_uk FROM product_characteristics WHERE product_id IN (SELECT value FROM json_each(?))')
      .all(JSON.stringify(sameCategory)) as { name_uk: string }[];
    expect(names.length).toBeGreaterThan(0);
    for (const { name_uk } of names) expect(decodeHtml(html)).toContain(`<th scope="row">${name_uk}</th>`);
    expect(html).toContain('data-widget="compare-table"');
    expect(html).not.toContain('class="one-click-link"');
  });

  it('ignores garbage among the ids', async () => {
    const [first, second] = sameCategory;
    const { status, html } = await getPage(server, `/compare?ids=abc,${first},-4,0,1.5,%3Cscript%3E,${second},${first},99999999999`);
    expect(status).toBe(200);
    expect(cardProductIds(html)).toEqual([first, second]);
  });

  it('compares one category at a time, with links to the others', async () => {
    const ids = [...sameCategory, otherCategory];
    const { html } = await getPage(server, `/compare?ids=${ids.join(',')}`);
    expect(cardProductIds(html)).toEqual(sameCategory);
    const slug = (server.db.prepare('SELECT c.slug FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ?').get(otherCategory) as { slug: string }).slug;
    expect(html).toContain(`href="/compare?ids=${ids.join(',')}&amp;category=${slug}"`);
    expect(cardProductIds((await getPage(server, `/compare?ids=${ids.join(',')}&category=${slug}`)).html)).toEqual([otherCategory]);
  });

  it('links each card to the list without it, and the differences-only view', async () => {
    const [first, second, third] = sameCategory;
    const { html } = await getPage(server, `/compare?ids=${first},${second},${third}`);
    expect(html).toContain(`class="compare-remove" href="/compare?ids=${second},${third}"`);
    expect(html).toMatch(/href="\/compare\?ids=[\d,]+&amp;category=[^"]+&amp;diff=1"/);
    expect((await getPage(server, `/compare?ids=${first},${second}&diff=1`)).status).toBe(200);
  });

  it('shows the logged-in user’s list without ids, and an empty state otherwise', async () => {
    expect((await getPage(server, '/compare')).html).toContain('class="empty-state"');
    const user = createTestUser(server.db);
    for (const id of sameCategory.slice(0, 2)) {
      server.db.prepare('INSERT INTO compares (user_id, product_id, created_at) VALUES (?, ?, ?)').run(user.id, id, new Date(Date.now() + id).toISOString());
    }
    const { html } = await getPage(server, '/compare', { cookies: user.cookies });
    expect(cardProductIds(html).sort()).toEqual(sameCategory.slice(0, 2).sort());
    expect(pageConfigOf(html).page).toBe('compare');
    expect(html).not.toMatch(/<a class="bottom-bar-link[^"]*" href="\/compare">/);
  });
});

describe('the favourites page', () => {
  it('shows a logged-in user’s favourites and an empty state with a hint to guests', async () => {
    const guest = await getPage(server, '/favorites');
    expect(guest.html).toContain('В обраному поки немає товарів');
    expect(guest.html).toContain('data-widget="favorites-list"');
    expect(guest.html).not.toMatch(/<a class="bottom-bar-link[^"]*" href="\/favorites">/);

    const user = createTestUser(server.db);
    server.db.prepare('INSERT INTO favorites (user_id, product_id, created_at) VALUES (?, ?, ?)').run(user.id, sameCategory[0], new Date().toISOString());
    const { html } = await getPage(server, '/favorites', { cookies: user.cookies });
    expect(cardProductIds(html)).toEqual([sameCategory[0]]);
    expect(html).toContain('data-favorites="1"');
  });
});

describe('the map page', () => {
  it('lists shops and service centres inside the store-map island, which holds them as JSON with the tiles the settings give', async () => {
    const { html } = await getPage(server, '/map');
    const stores = server.db.prepare('SELECT id, kind, lat, lng FROM stores').all() as { id: number; kind: string; lat: number; lng: number }[];
    expect(stores.length).toBeGreaterThan(0);
    for (const store of stores) {
      expect(html).toContain(`data-store-id="${store.id}" data-store-kind="${store.kind}" data-lat="${store.lat}" data-lng="${store.lng}"`);
    }
    expect(html).toContain(
      'data-widget="store-map" data-bounds="52.38,22.14,44.39,40.23" data-tiles-url="https://tile.openstreetmap.org/{z}/{x}/{y}.png" data-tiles-attribution="© OpenStreetMap contributors" data-tiles-attribution-url="https://www.openstreetmap.org/copyright"',
    );
    const json = /<script type="application\/json" id="store-map-data">(.*?)<\/script>/s.exec(html)?.[1];
    const { mapStores } = JSON.parse(json ?? '{}') as { mapStores: { id: number; kind: string; address: string }[] };
    expect(mapStores.map((store) => store.id).sort((a, b) => a - b)).toEqual(stores.map((store) => store.id).sort((a, b) => a - b));
    expect(mapStores.filter((store) => store.kind === 'shop')).toHaveLength(21);
    expect(mapStores.filter((store) => store.kind === 'service')).toHaveLength(9);
    expect(mapStores.every((store) => store.address.length > 0)).toBe(true);
  });
});
