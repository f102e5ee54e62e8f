/**
 * A short load check on loopback: the category listing and a cart update, 50 concurrent
 * connections each, against a fresh seeded database. Prints p50/p99 latency and throughput and
 * fails when any request errored or answered non-2xx. Bounded: LOAD_SECONDS (default 8) per run.
 */
import autocannon from 'autocannon';
import { startTestServer } from '../src/testing/start-test-server';

const seconds = Number(process.env.LOAD_SECONDS ?? 8);
const connections = 50;

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
  ];

  let failed = false;
  for (const run of runs) {
    const result = await autocannon({ url: server.url, connections, duration: seconds, requests: run.requests });
    const bad = result.errors + result.timeouts + result.non2xx;
    failed ||= bad > 0;
    console.log(
      `${run.title}: ${connections} connections, ${seconds} s — ${result.requests.total} requests, ` +
        `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
    );
  }
  if (server.logged.length > 0) {
    failed = true;
    console.log('server errors:', server.logged.slice(0, 5));
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await server.close();
}
