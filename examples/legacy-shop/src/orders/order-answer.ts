import { PAYMENT_TYPES, type PaymentType, type PlacedOrder } from '@vitrina/core';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database';
import { orderPayUrl, orderResultUrl } from './order-urls';

/** Paid on the payment page: by card online, or by credit through the bank. */
const PAID_ONLINE: ReadonlySet<PaymentType> = new Set([PAYMENT_TYPES.liqpay, PAYMENT_TYPES.credit]);

/**
 * The answer to a placed order: its number and total, and where the shopper goes next. An order
 * paid online gets a payment link (a payment_links row) and the payment page; any other (paid on
 * receipt, by transfer, or a fast order to be confirmed by a call) goes to the result page.
 * Either way the order still needs payment.
 */
export function orderAnswer(db: Db, order: { readonly id: number; readonly total: number; readonly payment: PaymentType | null }, now: Date): PlacedOrder {
  const base = { order_id: order.id, status: 'needs_payment', total: order.total } as const;
  if (order.payment === null || !PAID_ONLINE.has(order.payment)) return { ...base, next: 'result', redirect_url: orderResultUrl(order.id) };
  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO payment_links (token, order_id, created_at) VALUES (?, ?, ?)').run(token, order.id, now.toISOString());
  return { ...base, next: 'payment', redirect_url: orderPayUrl(token) };
}
