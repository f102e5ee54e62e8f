import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../../db/open-database';
import type { TestServer } from '../../testing/start-test-server';
import { postForm, type GetOptions } from './page-kit';

export interface PaymentTestOrder {
  readonly id: number;
  readonly publicId: string;
  /** A payment link of the order, as the order placement gives a guest. */
  readonly link: string;
}

export interface PaymentOrderOptions {
  readonly userId?: number | null;
  readonly status?: 'paid' | 'cancelled' | 'needs_payment';
  readonly total?: number;
  readonly paymentType?: string;
  readonly bonusesSpent?: number;
}

/** An order written straight into the database, with a payment link. */
export function orderWithLink(db: Db, options: PaymentOrderOptions = {}): PaymentTestOrder {
  const publicId = randomBytes(24).toString('base64url');
  const items = JSON.stringify([{ id: 1, title_uk: 'Ноутбук <b>Pro</b>', title_ru: 'Ноутбук <b>Pro</b>', quantity: 1, price: options.total ?? 4_200 }]);
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO orders (public_id, user_id, kind, status, items, total, payment_type, bonuses_spent, created_at)
       VALUES (?, ?, 'regular', ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      publicId,
      options.userId ?? null,
      options.status ?? 'needs_payment',
      items,
      options.total ?? 4_200,
      options.paymentType ?? 'liqpay',
      options.bonusesSpent ?? 0,
      new Date().toISOString(),
    );
  const id = Number(lastInsertRowid);
  const link = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO payment_links (token, order_id, created_at) VALUES (?, ?, ?)').run(link, id, new Date().toISOString());
  return { id, publicId, link };
}

/** Presses the payment page's pay button without script: the provider's session it leads to. */
export async function startPayment(server: TestServer, link: string, options: GetOptions = {}): Promise<string> {
  const answer = await postForm(server, `/order/pay/${link}`, {}, options);
  expect(answer.status).toBe(303);
  const session = /^\/simulated-pay\/([A-Za-z0-9_-]{43})$/.exec(answer.headers.get('location') ?? '')?.[1];
  expect(session, answer.headers.get('location') ?? 'no location').toBeDefined();
  return session!;
}

/** The tester's choice on the provider's page: where the provider sends the shopper. */
export async function choose(server: TestServer, session: string, action: string): Promise<string | null> {
  const answer = await postForm(server, `/simulated-pay/${session}`, { action });
  expect(answer.status).toBe(303);
  return answer.headers.get('location');
}

export const orderStatus = (db: Db, id: number) => (db.prepare('SELECT status FROM orders WHERE id = ?').get(id) as { status: string }).status;

export const sessionOutcomes = (db: Db, orderId: number) =>
  (db.prepare('SELECT outcome FROM payment_sessions WHERE order_id = ? ORDER BY created_at, rowid').all(orderId) as { outcome: string | null }[]).map(
    (row) => row.outcome,
  );

/** The order result page's address the provider sends the shopper to. */
export const resultUrl = (status: string, order: PaymentTestOrder) => `/order/result?status=${status}&order=${order.id}&link=${order.link}`;
