import { isPaymentType, type OrderStatus, type PaymentType } from '@vitrina/core';
import type { Db } from '../../../db/open-database';

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
}

const ORDER_COLUMNS = 'o.id, o.public_id, o.user_id, o.status, o.phone, o.total, o.payment_type, o.promo_code, o.bonuses_spent, o.items';
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
