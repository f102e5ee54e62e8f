import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { parseViewed, VIEWED_COOKIE, VIEWED_LIMIT, withViewed } from './context/viewed-cookie';
import { cardProductIds, createTestUser, findProducts, getPage, setCookieValue, type Page, type ProductRef } from './testing/page-kit';

let server: TestServer;
let products: ProductRef[];

beforeAll(async () => {
  server = await startTestServer();
  products = findProducts(server.db, '1', VIEWED_LIMIT + 2);
});
afterAll(() => server.close());

/** The product ids of the page's "viewed" list (the last list on the product page), in order. */
function viewedList(page: Page): number[] {
  const start = page.html.indexOf('data-list="viewed"');
  if (start < 0) return [];
  return cardProductIds(page.html.slice(start, page.html.indexOf('</main>', start)));
}

/** Visits product pages one after another, carrying the `viewed` cookie like a browser. */
async function visit(...slugs: string[]): Promise<{ page: Page; cookie: string | undefined }> {
  let cookie: string | undefined;
  let page: Page | undefined;
  for (const slug of slugs) {
    page = await getPage(server, `/${slug}`, cookie === undefined ? {} : { cookies: { [VIEWED_COOKIE]: cookie } });
    expect(page.status).toBe(200);
    cookie = setCookieValue(page.headers, VIEWED_COOKIE) ?? cookie;
  }
  return { page: page!, cookie };
}

describe('the product page’s viewed list', () => {
  it('is left out on a first visit', async () => {
    const [a] = products;
    const { page, cookie } = await visit(a!.slug);
    expect(page.html).not.toContain('data-list="viewed"');
    expect(page.html).not.toContain('id="list-viewed"');
    expect(cookie).toBe(String(a!.id));
  });

  it('shows product A on product B’s page after visiting A then B, as server-rendered cards', async () => {
    const [a, b] = products;
    const { page, cookie } = await visit(a!.slug, b!.slug);
    expect(viewedList(page)).toEqual([a!.id]);
    expect(page.html).toMatch(/<section class="section" aria-labelledby="list-viewed">/);
    expect(cookie).toBe(`${b!.id},${a!.id}`);
  });

  it('lists the most recent first, each product once, never the current one', async () => {
    const [a, b, c] = products;
    const { page, cookie } = await visit(a!.slug, b!.slug, c!.slug, a!.slug, b!.slug);
    expect(viewedList(page)).toEqual([a!.id, c!.id]);
    expect(cookie).toBe(`${b!.id},${a!.id},${c!.id}`);
  });

  it(`keeps at most ${VIEWED_LIMIT} products`, async () => {
    const slugs = products.map((product) => product.slug);
    const { page, cookie } = await visit(...slugs);
    const newestFirst = products.map((product) => product.id).reverse();
    expect(cookie?.split(',').map(Number)).toEqual(newestFirst.slice(0, VIEWED_LIMIT));
    expect(viewedList(page)).toEqual(newestFirst.slice(1, VIEWED_LIMIT + 1));
  });

  it('ignores a hostile or malformed cookie and starts the history afresh', async () => {
    const [a, b] = products;
    const values = [
      `${a!.id}"><script>alert(1)</script>`,
      `${a!.id},abc`,
      `${a!.id},-5`,
      `${a!.id},${a!.id}`,
      `0${a!.id}`,
      `${a!.id} OR 1=1`,
      Array.from({ length: VIEWED_LIMIT + 1 }, (_, index) => index + 1).join(','),
      '9'.repeat(400),
    ];
    for (const value of values) {
      const page = await getPage(server, `/${b!.slug}`, { cookies: { [VIEWED_COOKIE]: value } });
      expect(page.status, value).toBe(200);
      expect(viewedList(page), value).toEqual([]);
      expect(page.html, value).not.toContain('<script>alert(1)');
      expect(setCookieValue(page.headers, VIEWED_COOKIE), value).toBe(String(b!.id));
    }
  });

  it('drops ids of products that no longer exist, and a corporate product for a non-corporate viewer', async () => {
    const [a, b] = products;
    const corporate = server.db.prepare('SELECT id FROM products WHERE is_corporate = 1 LIMIT 1').get() as { id: number };
    expect(corporate).toBeDefined();
    const ids = [999_999_999, corporate.id, a!.id];
    const page = await getPage(server, `/${b!.slug}`, { cookies: { [VIEWED_COOKIE]: ids.join(',') } });
    expect(viewedList(page)).toEqual([a!.id]);

    const buyer = createTestUser(server.db, { role: 'corporate' });
    const forCorporate = await getPage(server, `/${b!.slug}`, { cookies: { ...buyer.cookies, [VIEWED_COOKIE]: ids.join(',') } });
    expect(viewedList(forCorporate)).toEqual([corporate.id, a!.id]);
  });

  it('is written for the whole shop, out of reach of page scripts', async () => {
    const [a] = products;
    const page = await getPage(server, `/${a!.slug}`);
    const line = page.headers.getSetCookie().find((header) => header.startsWith(`${VIEWED_COOKIE}=`));
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
  });
});

describe('the viewed cookie’s rules', () => {
  it('reads only what the shop writes', () => {
    expect(parseViewed('12,7,3')).toEqual([12, 7, 3]);
    expect(parseViewed(undefined)).toEqual([]);
    expect(parseViewed('')).toEqual([]);
    expect(parseViewed('12,,7')).toEqual([]);
    expect(parseViewed('12, 7')).toEqual([]);
    expect(parseViewed('1.5')).toEqual([]);
    expect(parseViewed('1234567890')).toEqual([]);
  });

  it('puts the viewed product first, once, and keeps twelve', () => {
    expect(withViewed([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(withViewed([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1], 13)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });
});
