import type { Lang, OrderStatus, UserOrder } from '@vitrina/core';
import * as z from 'zod/mini';
import { orderByLink } from '../../api/handlers/shop/payment-orders';
import { orderPayUrl } from '../../orders/order-urls';
import type { Db } from '../../db/open-database';
import type { UserRow } from '../../db/rows';

const itemSchema = z.object({
  title_uk: z.optional(z.string()),
  title_ru: z.optional(z.string()),
  title: z.optional(z.string()),
  quantity: z.number(),
  price: z.optional(z.number()),
  final_price: z.optional(z.number()),
});

export interface OrderItemView {
  readonly title: string;
  readonly quantity: number;
  readonly unitPrice: number;
}

export interface OrderView {
  readonly id: number;
  /** The order's unguessable id: a payment link of its own (`/order/pay/{publicId}`), for its owner's pages only. */
  readonly publicId: string;
  readonly status: OrderStatus;
  readonly total: number;
  readonly createdAt: string;
  readonly items: readonly OrderItemView[];
}

/** The lines of `orders.items` (a JSON snapshot); lines that do not parse are left out. */
function orderItems(json: string, lang: Lang): OrderItemView[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    const parsed = itemSchema.safeParse(raw);
    if (!parsed.success) return [];
    const item = parsed.data;
    const title = (lang === 'ru' ? item.title_ru : item.title_uk) ?? item.title ?? item.title_uk ?? '';
    return [{ title, quantity: item.quantity, unitPrice: item.final_price ?? item.price ?? 0 }];
  });
}

interface OrderRow {
  id: number;
  public_id: string;
  status: OrderStatus;
  total: number;
  created_at: string;
  items: string;
}

const VIEW_COLUMNS = 'id, public_id, status, total, created_at, items';

const toView = (row: OrderRow, lang: Lang): OrderView => ({
  id: row.id,
  publicId: row.public_id,
  status: row.status,
  total: row.total,
  createdAt: row.created_at,
  items: orderItems(row.items, lang),
});

/** The order a payment link (or an order's public id) opens. */
export function orderByPaymentLink(db: Db, link: string, lang: Lang): OrderView | undefined {
  const order = orderByLink(db, link);
  if (!order) return undefined;
  const row = db.prepare(`SELECT ${VIEW_COLUMNS} FROM orders WHERE id = ?`).get(order.id) as OrderRow | undefined;
  return row ? toView(row, lang) : undefined;
}

/** A user's orders, newest first. */
export function ordersOfUser(db: Db, userId: number, lang: Lang): OrderView[] {
  const rows = db
    .prepare(`SELECT ${VIEW_COLUMNS} FROM orders WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 100`)
    .all(userId) as OrderRow[];
  return rows.map((row) => toView(row, lang));
}

/** A date as dd.mm.yyyy, on the shop's (Kyiv) calendar unless told otherwise. */
export function formatDate(iso: string, lang: Lang, timeZone = 'Europe/Kyiv'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date);
}

/** An order a viewer may see, and the payment link that opens its payment page for them. */
export interface ViewableOrder {
  readonly order: OrderView;
  readonly payLink: string;
}

/**
 * The order `orderId` when the viewer may see it: their own (signed in), or the one the payment
 * `link` they hold opens. Anyone else gets undefined, whether the order exists or not.
 */
export function viewableOrder(db: Db, orderId: number, viewer: UserRow | undefined, link: string | undefined, lang: Lang): ViewableOrder | undefined {
  const row = db.prepare(`SELECT ${VIEW_COLUMNS}, user_id FROM orders WHERE id = ?`).get(orderId) as (OrderRow & { user_id: number | null }) | undefined;
  if (!row) return undefined;
  if (link !== undefined && orderByLink(db, link)?.id === row.id) return { order: toView(row, lang), payLink: link };
  if (viewer && row.user_id === viewer.id) return { order: toView(row, lang), payLink: row.public_id };
  return undefined;
}

/** Orders as the profile API's `me/orders` answers them: an order that needs payment with its payment page. */
export function userOrders(orders: readonly OrderView[]): UserOrder[] {
  return orders.map((order) => ({
    id: order.id,
    status: order.status,
    total: order.total,
    created_at: order.createdAt,
    items: order.items.map(({ title, quantity }) => ({ title, quantity })),
    payment_url: order.status === 'needs_payment' ? orderPayUrl(order.publicId) : null,
  }));
}
