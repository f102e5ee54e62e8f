import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok } from '../api/handlers/profile/profile-test-kit';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { MAX_COMPARE_IDS, parseCompareIds } from './compare-ids';
import { MAX_FAVORITE_IDS, parseFavoriteIds } from './favorites-ids';
import { idListGarbage, itReadsIdLists } from './testing/id-list-cases';
import { attribute, cardProductIds, createTestUser, findProduct, findProducts, getPage, pageConfigOf, widgetTags } from './testing/page-kit';

describe('parseFavoriteIds', () => {
  itReadsIdLists(parseFavoriteIds, [
    ...idListGarbage,
    ['9007199254740993,6', [6]],
    ['<script>alert(1)</script>,6', [6]],
    ['"onmouseover="x,7', [7]],
  ]);

  it(`keeps the first ${MAX_FAVORITE_IDS} distinct ids, where the compare page keeps ${MAX_COMPARE_IDS}`, () => {
    const many = [1, 1, 2, 2, ...Array.from({ length: 80 }, (_, i) => i + 3)].join(',');
    const ids = parseFavoriteIds(many);
    expect(ids).toHaveLength(MAX_FAVORITE_IDS);
    expect(ids.slice(0, 3)).toEqual([1, 2, 3]);
    expect(ids.at(-1)).toBe(MAX_FAVORITE_IDS);
    expect(parseCompareIds(many)).toHaveLength(MAX_COMPARE_IDS);
  });
});

let server: TestServer;
let products: number[];
let corporate: number;

beforeAll(async () => {
  server = await startTestServer();
  products = findProducts(server.db, '1', MAX_FAVORITE_IDS + 5).map((product) => product.id);
  expect(products).toHaveLength(MAX_FAVORITE_IDS + 5);
  corporate = (server.db.prepare('SELECT id FROM products WHERE is_corporate = 1 LIMIT 1').get() as { id: number }).id;
});
afterAll(() => server.close());

/** The favorites-list island's opening tag; there is exactly one. */
function islandTag(html: string): string {
  const tags = widgetTags(html, 'favorites-list');
  expect(tags).toHaveLength(1);
  return tags[0]!;
}

describe('the favourites page for a guest', () => {
  it('renders the cards of the address’s ids, in its order, and tells the island which ids it rendered', async () => {
    const [a, b, c] = products;
    const { status, html } = await getPage(server, `/favorites?ids=${c},${a},${b}`);
    expect(status).toBe(200);
    expect(cardProductIds(html)).toEqual([c, a, b]);
    const tag = islandTag(html);
    expect(attribute(tag, 'data-ids')).toBe(`${c},${a},${b}`);
    expect(tag).toMatch(/\shidden[\s=>]/);
    // An empty island: the cards are outside it, where React does not own them.
    expect(html).toMatch(/<div hidden="?"? ?data-widget="favorites-list" data-ids="[\d,]*"><\/div>/);
    // The server does not know a guest's favourites: the cards' islands learn them from the browser.
    expect(html).toContain('data-favorites="0"');
    expect(html).not.toContain('class="empty-state"');
  });

  it('shows the empty state with the login hint, and an empty island, without ids', async () => {
    for (const path of ['/favorites', '/favorites?ids=', '/favorites?ids=abc']) {
      const { status, html } = await getPage(server, path);
      expect(status, path).toBe(200);
      expect(cardProductIds(html), path).toEqual([]);
      expect(html, path).toContain('В обраному поки немає товарів');
      expect(html, path).toContain('href="/login?next=%2Ffavorites"');
      expect(attribute(islandTag(html), 'data-ids'), path).toBe('');
    }
  });

  it('ignores hostile ids, and writes only digits and commas into the page', async () => {
    const [a, b] = products;
    const hostile = [
      'abc',
      encodeURIComponent('<script>alert(1)</script>'),
      String(a),
      '-4',
      '0',
      '1.5',
      String(a),
      '99999999999999999999',
      encodeURIComponent('"onmouseover="alert(1)'),
      ` ${b}`,
    ].join(',');
    const { status, html } = await getPage(server, `/favorites?ids=${hostile}&ids=${products[2]}`);
    expect(status).toBe(200);
    expect(cardProductIds(html)).toEqual([a, b]);
    expect(attribute(islandTag(html), 'data-ids')).toBe(`${a},${b}`);
    // The address comes back only encoded (the language links, the login link's `next`).
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"onmouseover');
  });

  it('survives a very long parameter', async () => {
    const { status, html } = await getPage(server, `/favorites?ids=${'9,'.repeat(5000)}${products[0]}`);
    expect(status).toBe(200);
    expect(cardProductIds(html)).toEqual([9].filter((id) => products.includes(id)));
  });

  it(`renders at most ${MAX_FAVORITE_IDS} products`, async () => {
    const { html } = await getPage(server, `/favorites?ids=${products.join(',')}`);
    const first = products.slice(0, MAX_FAVORITE_IDS);
    expect(cardProductIds(html)).toEqual(first);
    expect(attribute(islandTag(html), 'data-ids')).toBe(first.join(','));
  });

  it('leaves out products that do not exist and corporate ones, but still names them to the island', async () => {
    const [a] = products;
    const ids = [999_999_999, corporate, a];
    const { html } = await getPage(server, `/favorites?ids=${ids.join(',')}`);
    expect(cardProductIds(html)).toEqual([a]);
    // Else a guest who keeps such an id would be sent to this same page again and again.
    expect(attribute(islandTag(html), 'data-ids')).toBe(ids.join(','));
  });
});

describe('the favourites page for a logged-in user', () => {
  it('shows their server-side list and ignores the ids in the address', async () => {
    const [a, b, c, d] = products;
    const user = createTestUser(server.db);
    const now = Date.now();
    server.db.prepare('INSERT INTO favorites (user_id, product_id, created_at) VALUES (?, ?, ?)').run(user.id, a, new Date(now).toISOString());
    server.db.prepare('INSERT INTO favorites (user_id, product_id, created_at) VALUES (?, ?, ?)').run(user.id, b, new Date(now + 1).toISOString());

    const { html } = await getPage(server, `/favorites?ids=${c},${d}`, { cookies: user.cookies });
    expect(cardProductIds(html).sort()).toEqual([a!, b!].sort());
    expect(html).toContain('data-favorites="1"');
    expect(html).not.toContain('data-favorites="0"');
    expect(attribute(islandTag(html), 'data-ids')?.split(',').map(Number).sort()).toEqual([a!, b!].sort());
  });

  it('shows an empty list without the guest’s hint, whatever the address says', async () => {
    const user = createTestUser(server.db);
    const { html } = await getPage(server, `/favorites?ids=${products.slice(0, 3).join(',')}`, { cookies: user.cookies });
    expect(cardProductIds(html)).toEqual([]);
    expect(html).toContain('В обраному поки немає товарів');
    expect(html).not.toContain('href="/login?next=%2Ffavorites"');
    expect(attribute(islandTag(html), 'data-ids')).toBe('');
  });

  it('counts, shows and hands the islands only what the API lists, once a favourite has become corporate-only', async () => {
    const [kept] = products;
    const turned = findProduct(server.db, `p.id > ${Math.max(...products)}`).id;
    const user = createTestUser(server.db);
    for (const table of ['favorites', 'compares']) {
      for (const id of [kept, turned]) {
        server.db.prepare(`INSERT INTO ${table} (user_id, product_id, created_at) VALUES (?, ?, ?)`).run(user.id, id, new Date().toISOString());
      }
    }
    server.db.prepare('UPDATE products SET is_corporate = 1 WHERE id = ?').run(turned);

    const api = ok(await call(server, 'me', { token: user.token }));
    expect(api.success && [api.data.favorites, api.data.compares]).toEqual([[kept], [kept]]);
    const listed = ok(await call(server, 'getFavoritesList', { token: user.token })).data;
    expect(listed.flatMap((group) => group.products.map((product) => product.id))).toEqual([kept]);

    const home = await getPage(server, '/', { cookies: user.cookies });
    const { snapshot } = pageConfigOf(home.html);
    expect([snapshot.favorites, snapshot.compares]).toEqual([[kept], [kept]]);
    for (const counter of ['favorites', 'compare']) {
      expect(new RegExp(`data-counter="${counter}"[^>]*>(\\d+)<`).exec(home.html)?.[1], counter).toBe('1');
    }
    const favorites = await getPage(server, '/favorites', { cookies: user.cookies });
    expect(cardProductIds(favorites.html)).toEqual([kept]);
    expect(attribute(islandTag(favorites.html), 'data-ids')).toBe(String(kept));
  });

  it('shows a corporate user their corporate favourites', async () => {
    const user = createTestUser(server.db, { role: 'corporate' });
    server.db.prepare('INSERT INTO favorites (user_id, product_id, created_at) VALUES (?, ?, ?)').run(user.id, corporate, new Date().toISOString());
    const { html } = await getPage(server, '/favorites', { cookies: user.cookies });
    expect(cardProductIds(html)).toEqual([corporate]);
  });
});
