import { configDataSchema } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { SHOP_STYLESHEETS } from './layout/stylesheets';
import {
  categoryWithProducts,
  createTestUser,
  findProduct,
  getPage,
  pageConfigOf,
  scriptTags,
  type TestUser,
} from './testing/page-kit';

let server: TestServer;
let user: TestUser;
let publicPaths: string[];
let paymentLink: string;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server;
  user = createTestUser(db, { bonuses: 120 });
  const category = categoryWithProducts(db, 1);
  const product = findProduct(db);
  const compared = db.prepare('SELECT id FROM products WHERE category_id = ? AND is_corporate = 0 LIMIT 3').all(category.id) as { id: number }[];
  const order = db
    .prepare(
      `INSERT INTO orders (public_id, user_id, kind, status, phone, items, total, created_at)
       VALUES ('pages-test-order-0001', ?, 'regular', 'needs_payment', '380501234567', '[]', 1234, ?)`,
    )
    .run(user.id, new Date().toISOString());
  paymentLink = 'pages-test-payment-link-0001';
  db.prepare('INSERT INTO payment_links (token, order_id, created_at) VALUES (?, ?, ?)').run(paymentLink, order.lastInsertRowid, new Date().toISOString());
  publicPaths = [
    '/',
    `/category/${category.slug}`,
    `/${product.slug}`,
    '/search?q=a',
    '/favorites',
    `/compare?ids=${compared.map((row) => row.id).join(',')}`,
    '/compare',
    '/cart',
    '/checkout',
    '/order/result?status=success',
    '/order/result?status=failure',
    '/order/result?status=cancelled',
    `/order/pay/${paymentLink}`,
    '/map',
    '/login',
    '/registration',
    '/recovery',
    '/advantages',
  ];
});
afterAll(() => server.close());

const PROFILE_PATHS = ['/profile', '/profile/delivery', '/profile/settings', '/profile/bonuses', '/profile/purchases'];

describe('every screen', () => {
  it.each(['uk', 'ru'] as const)('answers 200 with a full page in %s', async (lang) => {
    for (const path of publicPaths) {
      const page = await getPage(server, `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      expect(page.status, path).toBe(200);
      expect(page.html.startsWith('<!DOCTYPE html>'), path).toBe(true);
      expect(page.html, path).toContain(`<html lang="${lang}">`);
      expect(page.html, path).toMatch(/<header class="site-header">/);
      expect(page.html, path).toMatch(/<main id="content"/);
      expect(page.html, path).toMatch(/<footer class="site-footer">/);
      expect(page.html, path).toContain('data-widget="user-menu"');
      expect(page.html, path).toContain('data-widget="bottom-bar"');
      expect(pageConfigOf(page.html).lang, path).toBe(lang);
    }
    expect(server.logged).toEqual([]);
  });

  it.each(['uk', 'ru'] as const)('renders the profile pages for a logged-in user in %s', async (lang) => {
    for (const path of PROFILE_PATHS) {
      const page = await getPage(server, `${path}?lang=${lang}`, { cookies: user.cookies });
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain(`<html lang="${lang}">`);
    }
  });

  it('sends a guest from a profile page to the login page and back', async () => {
    for (const path of PROFILE_PATHS) {
      const page = await getPage(server, path);
      expect(page.status, path).toBe(302);
      expect(page.headers.get('location')).toBe(`/login?next=${encodeURIComponent(path)}`);
    }
    const login = await getPage(server, '/login?next=%2Fprofile%2Fbonuses');
    expect(login.html).toContain('name="next" value="/profile/bonuses"');
  });

  it('treats a revoked or made-up token as a guest', async () => {
    const page = await getPage(server, '/profile', { cookies: { token: 'not-a-real-token-at-all-000000' } });
    expect(page.status).toBe(302);
  });

  it('answers an unknown product, category, order or payment link with the 404 error page', async () => {
    for (const path of ['/no-such-product-slug', '/product-<script>', '/category/no-such-category', '/order/result?status=maybe', '/order/pay/no-such-link-0000000', '/a/b/c']) {
      const page = await getPage(server, path);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toContain('<h1>Server Error</h1>');
      expect(page.html, path).toContain('Something went wrong...');
    }
  });

  it('links every stylesheet from the head, in cascade order', async () => {
    const { html } = await getPage(server, '/');
    const head = html.slice(0, html.indexOf('</head>'));
    const linked = [...head.matchAll(/<link rel="stylesheet" href="(\/assets\/styles\/[^"]+)"/g)].map((match) => match[1]);
    expect(linked).toEqual(SHOP_STYLESHEETS);
  });

  it('serves the stylesheets under /assets/ and nothing outside public/', async () => {
    for (const href of SHOP_STYLESHEETS) {
      const css = await fetch(`${server.url}${href}`);
      expect(css.status, href).toBe(200);
      expect(css.headers.get('content-type'), href).toContain('text/css');
      // Each sheet is linked from the head: one imported by another would be found only once that one arrived.
      expect(await css.text(), href).not.toContain('@import');
    }
    expect((await fetch(`${server.url}/assets/../package.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/assets/%2e%2e/package.json`)).status).toBe(404);
  });
});

describe('the widget contract on every page', () => {
  it('has no script but the JSON config (and the store map’s JSON), and no widgets bundle tag while the bundle is not built', async () => {
    for (const path of publicPaths) {
      const { html } = await getPage(server, path);
      const scripts = scriptTags(html);
      const islandData = path === '/map' ? ['<script type="application/json" id="store-map-data">'] : [];
      expect(scripts, path).toEqual([...islandData, '<script type="application/json" id="vitrina-config">']);
      expect(html, path).not.toMatch(/\son[a-z]+=/i);
      expect(html, path).not.toContain('javascript:');
    }
  });

  it('gives a config the SDK accepts, with the server-known snapshot', async () => {
    const guest = pageConfigOf((await getPage(server, '/')).html);
    expect(configDataSchema.safeParse(guest).success).toBe(true);
    expect(guest).toMatchObject({
      api: { profile: '/api/profile/', shop: '/api/shop/' },
      lang: 'uk',
      pages: { cart: '/cart', favorites: '/favorites', compare: '/compare' },
      cookieNames: { user: 'user', token: 'token' },
      cartCookie: 'cart_id',
      page: 'main',
      snapshot: { loggedIn: false, firstName: null, cartCount: 0, cartId: null, favorites: [], compares: [], corporate: false },
    });

    const [favorite] = server.db.prepare('SELECT id FROM products WHERE is_corporate = 0 LIMIT 1').all() as { id: number }[];
    server.db.prepare('INSERT OR IGNORE INTO favorites (user_id, product_id, created_at) VALUES (?, ?, ?)').run(user.id, favorite!.id, new Date().toISOString());
    const logged = pageConfigOf((await getPage(server, '/favorites', { cookies: user.cookies })).html);
    expect(logged.page).toBe('favorites');
    expect(logged.snapshot).toMatchObject({ loggedIn: true, firstName: 'Олена', bonuses: 120, canSeeDistributors: false });
    expect(logged.snapshot.favorites).toContain(favorite!.id);
  });
});
