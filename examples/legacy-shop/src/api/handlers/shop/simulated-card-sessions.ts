import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/open-database';
import { cancelUnpaidOrder } from './cancel-unpaid-order';
import { orderById, type OrderRow } from './payment-orders';

/**
 * The demo shop's card-payment provider is simulated (docs/simulated-providers.md): a session is
 * one visit to the provider's page for one order, opened by the shop, where a tester pays, fails
 * or cancels. Its id is random (256 bits) and works once; it lapses after CARD_SESSION_MINUTES.
 */
export const CARD_SESSION_MINUTES = 30;

export type CardPaymentAction = 'pay' | 'fail' | 'cancel';

/** Where the provider sends the shopper back: the shop's order result page's `status`. */
export type PaymentResult = 'success' | 'failure' | 'cancelled';

export interface CardSession {
  readonly id: string;
  readonly link: string;
  readonly amount: number;
  readonly expired: boolean;
  readonly finished: boolean;
  readonly order: OrderRow;
}

interface SessionRow {
  id: string;
  order_id: number;
  link: string;
  amount: number;
  expires_at: string;
  finished_at: string | null;
}

const SESSION_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The provider's page of a session. */
export function simulatedPayUrl(sessionId: string): string {
  return `/simulated-pay/${encodeURIComponent(sessionId)}`;
}

/**
 * Opens a provider session for an order that needs payment, at its current total. `link` is the
 * payment link (key or public id) the shopper holds; the provider sends them back with it.
 */
export function openCardSession(db: Db, order: OrderRow, link: string, now: Date): string {
  const id = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + CARD_SESSION_MINUTES * 60_000);
  db.prepare('INSERT INTO payment_sessions (id, order_id, link, amount, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    id,
    order.id,
    link,
    order.total,
    now.toISOString(),
    expires.toISOString(),
  );
  return id;
}

/** A session and its order as they stand, or undefined for an id that is not a session. */
export function cardSession(db: Db, id: string, now: Date): CardSession | undefined {
  if (!SESSION_PATTERN.test(id)) return undefined;
  const row = db.prepare('SELECT id, order_id, link, amount, expires_at, finished_at FROM payment_sessions WHERE id = ?').get(id) as
    | SessionRow
    | undefined;
  const order = row && orderById(db, row.order_id);
  if (!row || !order) return undefined;
  return {
    id: row.id,
    link: row.link,
    amount: row.amount,
    expired: Date.parse(row.expires_at) <= now.getTime(),
    finished: row.finished_at !== null,
    order,
  };
}

/** The result an order's status stands for: paid → success, cancelled → cancelled, unpaid → failure. */
export function resultOfStatus(order: OrderRow): PaymentResult {
  return order.status === 'paid' ? 'success' : order.status === 'cancelled' ? 'cancelled' : 'failure';
}

/**
 * What the tester chose on the provider's page, done once: pay marks the order paid, cancel
 * cancels it, fail leaves it needing payment. A finished or lapsed session, an order no longer
 * needing payment (paid in another tab, say) or a total that changed since the session opened
 * changes nothing: the answer is then what the order's status stands for. Nothing is charged twice.
 * Call inside a transaction.
 */
export function finishCardSession(db: Db, session: CardSession, action: CardPaymentAction, now: Date): PaymentResult {
  const { order } = session;
  if (session.finished || session.expired) return resultOfStatus(order);
  let outcome: 'paid' | 'failed' | 'cancelled' | 'refused' = 'refused';
  let result = resultOfStatus(order);
  if (order.status === 'needs_payment') {
    if (action === 'fail') outcome = 'failed';
    else if (action === 'cancel' && cancelUnpaidOrder(db, order, now)) [outcome, result] = ['cancelled', 'cancelled'];
    else if (action === 'pay' && order.total === session.amount && markPaid(db, order)) [outcome, result] = ['paid', 'success'];
  }
  db.prepare('UPDATE payment_sessions SET outcome = ?, finished_at = ? WHERE id = ? AND finished_at IS NULL').run(outcome, now.toISOString(), session.id);
  return result;
}

function markPaid(db: Db, order: OrderRow): boolean {
  return db.prepare("UPDATE orders SET status = 'paid' WHERE id = ? AND status = 'needs_payment'").run(order.id).changes === 1;
}
