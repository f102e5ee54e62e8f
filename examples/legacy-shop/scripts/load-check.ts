/**
 * A short load check on loopback: the category listing, a cart update and placing orders, 50
 * concurrent connections each, against a fresh seeded database. Prints p50/p99 latency and
 * throughput and fails when any request errored or answered non-2xx. The listing runs once more
 * first with the facet cache off, for comparison. Then the listing again while
 * logins from 50 addresses send their whole per-address allowance each (every one a password
 * hash), and fails when its p99 is more than twice the p99 without them. Bounded: LOAD_SECONDS
 * (default 8) per run.
 */
import autocannon from 'autocannon';
import { DEFAULT_CITY_ID } from '@vitrina/core';
import { randomUUID } from 'node:crypto';
import { newCartId } from '../src/cart/cart-id';
import { createUser } from '../src/auth/create-user';
import { hashPasswordNow } from '../src/auth/passwords';
import { FACET_CACHE_ENTRIES, setFacetCacheSize } from '../src/catalog/facet-cache';
import { startTestServer } from '../src/testing/start-test-server';
import { pressLogins } from './login-pressure';

const seconds = Number(process.env.LOAD_SECONDS ?? 8);
const connections = 50;
const LOGIN_ADDRESSES = 50;
/** The shop's default allowance of logins per address and 15 minutes (LOGIN_ATTEMPTS_PER_ADDRESS). */
const LOGINS_PER_ADDRESS = 30;
const MAX_P99_RATIO = 2;

const server = await startTestServer();
try {
  const category = server.db
    .prepare("SELECT c.id FROM categories c WHERE c.slug = 'smartphones'")
    .get() as { id: number };
  const product = server.db
    .prepare('SELECT id FROM products WHERE btn_to_cart = 1 AND is_corporate = 0 AND id NOT IN (SELECT product_id FROM product_gifts) LIMIT 1')
    .get() as { id: number };
  const created = await fetch(`${server.url}/api/shop/cart/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: product.id, pageNumber: 1, filterOptions: {}, sortingState: null }),
  });
  const cartId = ((await created.json()) as { data: { cart_id: string } }).data.cart_id;

  // Each order empties its cart: every request of the order run gets a guest cart of its own
  // (one line, no gift) and a fresh Idempotency-Key, more carts than the run can use.
  const orderCarts = (() => {
    const now = new Date().toISOString();
    const cart = server.db.prepare('INSERT INTO carts (id, user_id, bonuses, created_at, updated_at) VALUES (?, NULL, 0, ?, ?)');
    const line = server.db.prepare('INSERT INTO cart_items (cart_id, product_id, quantity, without_gift, position) VALUES (?, ?, 1, 0, 1)');
    return server.db.transaction((count: number) =>
      Array.from({ length: count }, () => {
        const id = newCartId();
        cart.run(id, now, now);
        line.run(id, product.id);
        return id;
      }),
    )(Math.max(20_000, seconds * 4_000));
  })();
  const branch = server.db
    .prepare("SELECT id FROM delivery_departments WHERE city_id = ? AND kind = 'branch' ORDER BY number LIMIT 1")
    .get(DEFAULT_CITY_ID) as { id: number };
  let nextCart = 0;
  const orderBody = (cartId: string) =>
    JSON.stringify({
      order_type: 'new',
      cart_id: cartId,
      person: { lastName: 'Шевченко', firstName: 'Марія', phone: '+38 067 765 43 21', email: 'maria@example.com' },
      recipient: { type: 'me' },
      delivery: { type: 'newpost', city_id: DEFAULT_CITY_ID, department_id: branch.id },
      payment: { type: 'liqpay' },
    });

  const runs = [
    {
      title: 'category listing (GET load_products, pages 1–3, sorted by price)',
      requests: [1, 2, 3].map((page) => ({
        method: 'GET' as const,
        path: `/api/shop/load_products?category_id=${category.id}&page=${page}&sort=price&direction=asc`,
      })),
    },
    {
      title: 'cart update (POST cart/change_quantity, 1 ↔ 2 units)',
      requests: [1, 2].map((quantity) => ({
        method: 'POST' as const,
        path: '/api/shop/cart/change_quantity',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cart_id: cartId, product_id: product.id, quantity }),
      })),
    },
    {
      title: 'order placement (POST orders, a new guest cart each, card online → payment link)',
      requests: [
        {
          method: 'POST' as const,
          path: '/api/shop/orders',
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: orderBody(orderCarts[nextCart++] ?? 'out-of-carts'),
          }),
        },
      ],
    },
  ];

  let failed = false;
  const measure = async (run: (typeof runs)[number]) => {
    const result = await autocannon({ url: server.url, connections, duration: seconds, requests: run.requests });
    const bad = result.errors + result.timeouts + result.non2xx;
    failed ||= bad > 0;
    console.log(
      `${run.title}: ${connections} connections, ${seconds} s — ${result.requests.total} requests, ` +
        `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
    );
    return result;
  };
  // The listing first with its facets counted for every request, as before the facet cache.
  setFacetCacheSize(server.db, 0);
  await measure({ ...runs[0]!, title: `${runs[0]!.title}, facets counted every time` });
  setFacetCacheSize(server.db, FACET_CACHE_ENTRIES);
  for (const run of runs) await measure(run);

  // The listing again, alone and then with logins hashing beside it, each address at its allowance.
  const accounts = Array.from({ length: LOGIN_ADDRESSES }, (_, index) => ({ email: `pressure-${index}@vitrina.example`, password: 'pressure-123' }));
  const passwordHash = hashPasswordNow('pressure-123');
  for (const { email } of accounts) createUser(server.db, { email, firstName: 'Тест', lastName: '', lang: 'uk', passwordHash }, new Date());
  const alone = await measure({ ...runs[0]!, title: `${runs[0]!.title}, again` });
  const logins = pressLogins(server.url, accounts, LOGINS_PER_ADDRESS);
  const pressed = await measure({ ...runs[0]!, title: `${runs[0]!.title}, while ${LOGIN_ADDRESSES} addresses log in` });
  await logins.stop();
  const ratio = pressed.latency.p99 / Math.max(1, alone.latency.p99);
  console.log(`logins answered meanwhile, by status: ${JSON.stringify(logins.outcomes)}; listing p99 with them / without: ${ratio.toFixed(2)} (at most ${MAX_P99_RATIO})`);
  if (!(logins.outcomes[200] ?? 0)) {
    failed = true;
    console.log('no login succeeded during the pressure run');
  }
  if (ratio > MAX_P99_RATIO) failed = true;
  if (server.logged.length > 0) {
    failed = true;
    console.log('server errors:', server.logged.slice(0, 5));
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await server.close();
}
