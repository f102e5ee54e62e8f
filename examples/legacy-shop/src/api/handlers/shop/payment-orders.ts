import { isCreditType, isPaymentType, type CreditType, type OrderStatus, type PaymentType } from '@vitrina/core';
import type { Db } from '../../../db/open-database';
import type { UserRow } from '../../../db/rows';

export interface OrderRow {
  id: number;
  public_id: string;
  user_id: number | null;
  status: OrderStatus;
  phone: string | null;
  total: number;
  payment_type: string | null;
  promo_code: string | null;
  bonuses_spent: number;
  /** JSON snapshot of the order's lines. */
  items: string;
  /** The bank of a credit order (CREDIT_PROVIDER_IDS), when the order names one. */
  credit_provider_id: number | null;
}

const ORDER_COLUMNS =
  'o.id, o.public_id, o.user_id, o.status, o.phone, o.total, o.payment_type, o.promo_code, o.bonuses_spent, o.items, o.credit_provider_id';
/** Payment-link keys and order public ids are base64url-like random strings. */
const LINK_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export function orderById(db: Db, id: number): OrderRow | undefined {
  return db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = ?`).get(id) as OrderRow | undefined;
}

/** The order a payment link opens: a key made by create_payment_link, or the order's own public id. */
export function orderByLink(db: Db, link: string | undefined): OrderRow | undefined {
  if (link === undefined || !LINK_PATTERN.test(link)) return undefined;
  return db
    .prepare(
      `SELECT ${ORDER_COLUMNS} FROM orders o
       WHERE o.id = (SELECT order_id FROM payment_links WHERE token = ?) OR o.public_id = ?`,
    )
    .get(link, link) as OrderRow | undefined;
}

/** A stored payment type the contract knows; orders saved without one are paid on receipt in cash. */
export function orderPaymentType(order: OrderRow): PaymentType {
  return isPaymentType(order.payment_type) ? order.payment_type : 'cash';
}

/**
 * The order `orderId` for whoever asks about it: its owner (signed in) or the holder of one of its
 * payment links (the link's key, or the order's public id, sent as the bearer token). Anyone else
 * gets undefined, as for an order that does not exist.
 */
export function orderForRequester(db: Db, orderId: number, user: UserRow | undefined, token: string | undefined): OrderRow | undefined {
  const order = orderById(db, orderId);
  if (!order) return undefined;
  if (user && order.user_id === user.id) return order;
  const byLink = token === undefined ? undefined : orderByLink(db, token);
  return byLink?.id === order.id ? order : undefined;
}

/** The credit type of a credit order's bank (its row in `banks`), or null for any other order. */
export function orderCreditType(db: Db, order: OrderRow): CreditType | null {
  if (order.payment_type !== 'credit' || order.credit_provider_id === null) return null;
  const bank = db.prepare('SELECT credit_type FROM banks WHERE id = ?').get(order.credit_provider_id) as { credit_type: string } | undefined;
  return isCreditType(bank?.credit_type) ? bank.credit_type : null;
}
