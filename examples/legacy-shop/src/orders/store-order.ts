import type { OrderPayment, OrderType } from '@vitrina/core';
import { randomBytes } from 'node:crypto';
import type { OrderItem } from '../cart/one-click-order';
import type { Db } from '../db/open-database';
import type { OrderLine } from './order-cart';
import type { OrderPlace } from './order-delivery';
import type { OrderPricing } from './order-pricing';

/** Names and contacts as an order keeps them. */
export interface OrderContact {
  readonly lastName?: string;
  readonly firstName?: string;
  readonly middleName?: string;
  /** '+38 0XX XXX XX XX'. */
  readonly phone: string;
  readonly email?: string;
}

export interface NewOrder {
  readonly userId: number | null;
  readonly orderType: OrderType;
  readonly cartId: string;
  readonly buyer: OrderContact;
  /** Another person who receives it; null: the buyer. */
  readonly recipient: OrderContact | null;
  readonly company: { readonly companyName: string; readonly companyCode: string; readonly taxNumber: string | null } | null;
  /** Null for a fast order: the manager agrees delivery and payment on the call. */
  readonly delivery: OrderPlace | null;
  readonly payment: OrderPayment | null;
  /** Whether a passport or ID card number was given; the number itself is not kept. */
  readonly passportGiven: boolean;
  readonly lines: readonly OrderLine[];
  /** The gift each line got, by product id. */
  readonly gifts: ReadonlyMap<number, number>;
  readonly pricing: OrderPricing;
  readonly comment: string | null;
  readonly now: Date;
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/** The order's lines at the prices charged, in the shape of `orders.items`. */
function orderItems(order: NewOrder): OrderItem[] {
  return order.lines.map((line) => ({
    product_id: line.productId,
    title_uk: line.titleUk,
    title_ru: line.titleRu,
    quantity: line.quantity,
    price: line.price,
    final_price: line.unitPrice,
    gift_id: order.gifts.get(line.productId) ?? null,
    services: line.services.map((service) => ({ id: service.id, quantity: service.quantity, final_price: service.unitPrice })),
  }));
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** Stores a placed order (status needs_payment) and returns its number. */
export function storeOrder(db: Db, order: NewOrder): number {
  const { pricing, buyer, delivery, payment } = order;
  const place = delivery && {
    city_id: delivery.cityId,
    department_id: delivery.departmentId,
    address: delivery.address,
    store_id: delivery.storeId,
  };
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO orders (public_id, user_id, kind, status, phone, customer_name, items, total, payment_type, delivery_type,
         promo_code, bonuses_spent, created_at, order_type, cart_id, buyer, recipient, company, delivery, passport_given,
         credit_provider_id, credit_months, goods, promo_discount, comment)
       VALUES (?, ?, 'regular', 'needs_payment', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      randomBytes(18).toString('base64url'),
      order.userId,
      digits(buyer.phone),
      [buyer.firstName, buyer.lastName].filter(Boolean).join(' ') || null,
      JSON.stringify(orderItems(order)),
      pricing.total,
      payment?.type ?? null,
      delivery?.type ?? null,
      pricing.promo?.code ?? null,
      pricing.bonuses,
      order.now.toISOString(),
      order.orderType,
      order.cartId,
      JSON.stringify(buyer),
      json(order.recipient),
      json(order.company),
      json(place),
      order.passportGiven ? 1 : 0,
      payment?.credit?.provider_id ?? null,
      payment?.credit?.months ?? null,
      pricing.goods,
      pricing.promoDiscount,
      order.comment,
    );
  return Number(lastInsertRowid);
}
