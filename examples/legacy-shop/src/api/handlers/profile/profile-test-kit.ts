import { randomUUID } from 'node:crypto';
import { endpoints, type EndpointName, type ResponseOf } from '@vitrina/core';
import type { Db } from '../../../db/open-database';
import { contractAnswer, sdkRequest, type Answer } from '../testing/contract-answer';
import type { TestServer } from '../../../testing/start-test-server';

type Registry = typeof endpoints;

export interface CallOptions {
  readonly body?: unknown;
  readonly query?: Record<string, string>;
  readonly token?: string;
  /** Values of the path's `{param}` placeholders. */
  readonly params?: Record<string, string | number>;
}

export type { Answer };

/**
 * Calls a registry endpoint over HTTP the way the SDK does, and checks the answer against the
 * contract: a 200 must match the endpoint's response schema, anything else must be the API's
 * error body with a code the SDK can translate.
 */
export async function call<K extends EndpointName>(server: TestServer, name: K, options: CallOptions = {}): Promise<Answer<K>> {
  const definition = endpoints[name];
  const base = definition.api === 'profile' ? '/api/profile/' : '/api/shop/';
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const path = definition.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(options.params?.[name] ?? '')));
  const response = await fetch(`${server.url}${base}${path}${query}`, sdkRequest(definition.method, options));
  const json: unknown = await response.json();
  return contractAnswer(name, response.status, json);
}

/** The answer's data, failing the test unless it is a 200. */
export function ok<K extends EndpointName>(answer: Answer<K>): ResponseOf<Registry[K]> {
  if (!('data' in answer)) throw new Error(`expected 200, got ${answer.status} ${answer.code}`);
  return answer.data;
}

/** The answer's status and code, failing the test if it is a 200. */
export function failure(answer: Answer<EndpointName>): { status: number; code: string; fields: Record<string, string> | undefined } {
  if ('data' in answer) throw new Error(`expected a failure, got 200 ${JSON.stringify(answer.data)}`);
  return answer;
}

export interface TestAccount {
  readonly email: string;
  readonly password: string;
  readonly token: string;
}

export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
}

export function signupPayload(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Олена',
    last_name: 'Петренко',
    email: uniqueEmail(),
    phone: '+38 050 123 45 67',
    password: 'секрет-123',
    lang: 'uk',
    privacy_policy: true,
    ...overrides,
  };
}

/** A fresh account made through the signup call. */
export async function signUpAccount(server: TestServer, overrides: Record<string, unknown> = {}): Promise<TestAccount> {
  const payload = signupPayload(overrides);
  const session = ok(await call(server, 'signup', { body: payload }));
  return { email: payload.email as string, password: payload.password as string, token: session.data.token };
}

/** A category of fixture products (ids assigned by the database, so seed rows never collide). */
export function insertProducts(db: Db, count: number, position = 1000): { categoryId: number; productIds: number[] } {
  const tag = randomUUID().slice(0, 8);
  const category = db
    .prepare(
      `INSERT INTO categories (slug, title_uk, title_ru, image, position, item_category)
       VALUES (?, ?, ?, '/images/test.png', ?, 'Test')`,
    )
    .run(`test-${tag}`, `Тестові ${tag}`, `Тестовые ${tag}`, position);
  const categoryId = Number(category.lastInsertRowid);
  const insert = db.prepare(
    `INSERT INTO products (category_id, slug, title_uk, title_ru, brand, price, in_stock, btn_to_cart, created_at)
     VALUES (?, ?, ?, ?, 'Test', ?, 1, 1, '2024-01-01T00:00:00.000Z')`,
  );
  const productIds = Array.from({ length: count }, (_, index) =>
    Number(insert.run(categoryId, `test-${tag}-${index}`, `Товар ${index}`, `Товар RU ${index}`, 1000 + index).lastInsertRowid),
  );
  return { categoryId, productIds };
}

export function missingProductId(db: Db): number {
  const { max } = db.prepare('SELECT COALESCE(MAX(id), 0) AS max FROM products').get() as { max: number };
  return max + 1000;
}

export function insertCity(db: Db, titleUk: string, titleRu: string): number {
  return Number(
    db.prepare("INSERT INTO cities (title_uk, title_ru, region_uk, region_ru) VALUES (?, ?, 'Тестова', 'Тестовая')").run(titleUk, titleRu)
      .lastInsertRowid,
  );
}

export function userIdOf(db: Db, email: string): number {
  return (db.prepare('SELECT id FROM users WHERE email = ?').get(email.toLowerCase()) as { id: number }).id;
}
