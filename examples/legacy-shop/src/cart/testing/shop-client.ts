import { randomBytes, randomUUID } from 'node:crypto';
import { apiErrorBodySchema, cartSchema, type Cart } from '@vitrina/core';
import { expect } from 'vitest';
import { issueToken } from '../../auth/tokens';
import type { TestServer } from '../../testing/start-test-server';

export interface Answer {
  readonly status: number;
  readonly json: unknown;
}

export interface CallOptions {
  readonly body?: unknown;
  readonly token?: string;
  /** Sent as Idempotency-Key. */
  readonly key?: string;
  /** A raw body, sent as it is. */
  readonly raw?: string;
}

/** Calls the test server's API over HTTP, as the SDK does. */
export async function call(server: TestServer, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, json: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** The cart of a 200 answer, checked against the core's cartSchema. */
export function cartOf(answer: Answer): Cart {
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const envelope = answer.json as { success: unknown; data: unknown };
  expect(envelope.success).toBe(true);
  return cartSchema.parse(envelope.data);
}

/** The error of a 4xx answer, checked against the core's error body schema. */
export function errorOf(answer: Answer, status: number): { code: string; fields?: Record<string, string> } {
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  return apiErrorBodySchema.parse(answer.json).error;
}

/** A product line's units by product id, across suppliers. */
export function quantities(cart: Cart): Record<number, number> {
  return Object.fromEntries(cart.suppliers.flatMap((s) => s.products.map((p) => [p.id, p.choosed_quantity ?? p.count ?? 0])));
}

/** The services a line holds (the answer also lists the ones offered with it, at 0), as `{ id, choosed_quantity }`. */
export function heldServices(line: Cart['suppliers'][number]['products'][number] | undefined): { id: number; choosed_quantity: number }[] {
  return (line?.service_products ?? []).filter((service) => service.choosed_quantity > 0).map(({ id, choosed_quantity }) => ({ id, choosed_quantity }));
}

export interface TestUser {
  readonly id: number;
  readonly uuid: string;
  readonly token: string;
}

/**
 * A signed-up user with a token: through POST /api/profile/signup when the server has it, else
 * a user row and a token straight in the database.
 */
export async function newUser(server: TestServer, extra: { bonuses?: number; role?: string } = {}): Promise<TestUser> {
  const email = `cart-${randomBytes(6).toString('hex')}@example.com`;
  const answer = await call(server, 'POST', '/api/profile/signup', {
    body: {
      first_name: 'Олена',
      last_name: 'Коваль',
      email,
      phone: '+38 050 123 45 67',
      password: 'kashtan-2024',
      lang: 'uk',
      privacy_policy: true,
    },
  });
  let token: string;
  if (answer.status === 501) {
    server.db
      .prepare('INSERT INTO users (uuid, email, first_name, lang, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(randomUUID(), email, 'Олена', 'uk', new Date().toISOString());
    const { id } = server.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
    token = issueToken(server.db, id);
  } else {
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    token = (answer.json as { data: { token: string } }).data.token;
  }
  const user = server.db.prepare('SELECT id, uuid FROM users WHERE email = ?').get(email) as { id: number; uuid: string };
  server.db.prepare('UPDATE users SET bonuses = ?, role = ? WHERE id = ?').run(extra.bonuses ?? 0, extra.role ?? null, user.id);
  return { ...user, token };
}

/** The payload CreateReactCart and UpdateReactCart send from a product list. */
export function listAdd(productId: number, userId?: string) {
  return {
    product_id: productId,
    pageNumber: 1,
    filterOptions: { brand: ['Fixture'] },
    sortingState: { by: 'price', direction: 'asc' },
    ...(userId ? { user_id: userId } : {}),
  };
}

/** What a cart holds in the database, for "nothing changed" checks. */
export function storedCart(server: TestServer, cartId: string): unknown {
  const db = server.db;
  return {
    cart: db.prepare('SELECT * FROM carts WHERE id = ?').get(cartId),
    items: db.prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY position').all(cartId),
    services: db.prepare('SELECT * FROM cart_item_services WHERE cart_id = ? ORDER BY product_id, service_id').all(cartId),
  };
}
