import { randomUUID } from 'node:crypto';
import { issueToken } from '../../auth/tokens';
import type { Db } from '../../db/open-database';
import type { TestServer } from '../../testing/start-test-server';
import { pageConfigSchema, type PageConfig } from '../page-config';
import { CONFIG_SCRIPT_ID } from '../widget-attributes';

export interface Page {
  readonly status: number;
  readonly html: string;
  readonly headers: Headers;
}

export interface GetOptions {
  /** Cookies as name → value (values are URI-encoded like the SDK writes them). */
  readonly cookies?: Readonly<Record<string, string>>;
}

export function cookieHeader(cookies: Readonly<Record<string, string>>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
}

/** A page over HTTP, redirects not followed. */
export async function getPage(server: TestServer, path: string, options: GetOptions = {}): Promise<Page> {
  const response = await fetch(`${server.url}${path}`, {
    redirect: 'manual',
    headers: options.cookies ? { cookie: cookieHeader(options.cookies) } : {},
  });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** Posts a form the way a browser without script does (same origin). */
export async function postForm(server: TestServer, path: string, fields: Readonly<Record<string, string>>, options: GetOptions = {}): Promise<Page> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
      ...(options.cookies ? { cookie: cookieHeader(options.cookies) } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The value a Set-Cookie header gives a cookie, if it sets it. */
export function setCookieValue(headers: Headers, name: string): string | undefined {
  for (const line of headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() === name) return decodeURIComponent(pair.slice(eq + 1));
  }
  return undefined;
}

export interface TestUserOptions {
  readonly role?: string | null;
  readonly lang?: 'uk' | 'ru';
  readonly handedness?: 'left' | 'right' | null;
  readonly canSeeDistributors?: boolean;
  readonly bonuses?: number;
  readonly firstName?: string;
}

export interface TestUser {
  readonly id: number;
  readonly email: string;
  readonly token: string;
  /** The cookies of a browser logged in as this user. */
  readonly cookies: Readonly<Record<string, string>>;
}

/** A user inserted straight into the database, logged in with a fresh bearer token. */
export function createTestUser(db: Db, options: TestUserOptions = {}): TestUser {
  const email = `pages-${randomUUID()}@example.com`;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO users (uuid, email, first_name, last_name, phone, role, lang, handedness, can_see_distributors, bonuses, created_at)
       VALUES (?, ?, ?, 'Тестовий', '380501234567', ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      randomUUID(),
      email,
      options.firstName ?? 'Олена',
      options.role ?? null,
      options.lang ?? 'uk',
      options.handedness ?? null,
      options.canSeeDistributors ? 1 : 0,
      options.bonuses ?? 0,
      new Date().toISOString(),
    );
  const id = Number(lastInsertRowid);
  const token = issueToken(db, id);
  return { id, email, token, cookies: { token } };
}

/** A category with at least `min` non-corporate products (the seed is found, not assumed). */
export function categoryWithProducts(db: Db, min: number): { id: number; slug: string; count: number } {
  const row = db
    .prepare(
      `SELECT c.id, c.slug, COUNT(*) AS count FROM categories c JOIN products p ON p.category_id = c.id
       WHERE c.is_services = 0 AND p.is_corporate = 0 GROUP BY c.id HAVING COUNT(*) >= ? ORDER BY count DESC LIMIT 1`,
    )
    .get(min) as { id: number; slug: string; count: number } | undefined;
  if (!row) throw new Error(`The seed has no category with ${min} products`);
  return row;
}

export interface ProductRef {
  readonly id: number;
  readonly slug: string;
  readonly category_id: number;
}

/** Non-corporate products matching an SQL condition on `p` (products). */
export function findProducts(db: Db, where = '1', limit = 1): ProductRef[] {
  return db
    .prepare(
      `SELECT p.id, p.slug, p.category_id FROM products p JOIN categories c ON c.id = p.category_id
       WHERE c.is_services = 0 AND p.is_corporate = 0 AND (${where}) ORDER BY p.id LIMIT ?`,
    )
    .all(limit) as ProductRef[];
}

export function findProduct(db: Db, where = '1'): ProductRef {
  const [product] = findProducts(db, where);
  if (!product) throw new Error(`The seed has no product where ${where}`);
  return product;
}

/** The page config of a page, parsed and validated with its schema. */
export function pageConfigOf(html: string): PageConfig {
  const match = new RegExp(`<script type="application/json" id="${CONFIG_SCRIPT_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error('The page has no config script');
  return pageConfigSchema.parse(JSON.parse(match[1]));
}

/** Every opening `<script …>` tag of a page. */
export function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/gi) ?? [];
}

/** The opening tags of every element with the given data-widget. */
export function widgetTags(html: string, widget: string): string[] {
  return html.match(new RegExp(`<[a-z]+\\b[^>]*data-widget="${widget}"[^>]*>`, 'g')) ?? [];
}

/** An attribute's (HTML-escaped) value in one opening tag. */
export function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The product ids of the cards of a page, in order. */
export function cardProductIds(html: string): number[] {
  return widgetTags(html, 'product-actions').map((tag) => Number(attribute(tag, 'data-product-id')));
}

/** Text as it was before HTML escaping (the entities JSX writes). */
export function decodeHtml(text: string): string {
  return text.replace(/&(quot|amp|lt|gt|#39);/g, (_, entity: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'" })[entity] ?? '');
}
