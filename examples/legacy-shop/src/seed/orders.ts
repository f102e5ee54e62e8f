import type { DeliveryType, OrderStatus, PaymentType } from '@vitrina/core';
import type { Db } from '../db/open-database';
import type { AccountIds } from './accounts';
import { sellableIds } from './accounts';
import { promoCodeSeeds } from './data/promo-codes-data';
import { randomUuid, type Random } from './random';

/** A service line of an order snapshot. */
export interface OrderServiceSnapshot {
  readonly id: number;
  readonly title_uk: string;
  readonly title_ru: string;
  readonly quantity: number;
  readonly price: number;
}

/** One line of `orders.items`: the product as it was sold, with the server's prices per unit. */
export interface OrderLineSnapshot {
  readonly id: number;
  readonly slug: string;
  readonly title_uk: string;
  readonly title_ru: string;
  readonly brand: string | null;
  readonly quantity: number;
  /** Full price of one unit. */
  readonly price: number;
  /** What one unit cost after its discount. */
  readonly final_price: number;
  readonly service_products: readonly OrderServiceSnapshot[];
}

interface ProductPrice {
  id: number;
  slug: string;
  title_uk: string;
  title_ru: string;
  brand: string | null;
  price: number;
  price_with_discount: number | null;
}

interface OrderSeed {
  readonly userId: number | null;
  readonly kind: 'regular' | 'one_click';
  readonly status: OrderStatus;
  readonly phone: string | null;
  readonly lines: readonly { readonly productId: number; readonly quantity: number; readonly withService?: boolean }[];
  readonly paymentType: PaymentType | null;
  readonly deliveryType: DeliveryType | null;
  readonly promoCode?: string;
  readonly bonusesSpent?: number;
  readonly createdAt: string;
}

function snapshot(db: Db, productId: number, quantity: number, withService: boolean): OrderLineSnapshot {
  const product = db
    .prepare('SELECT id, slug, title_uk, title_ru, brand, price, price_with_discount FROM products WHERE id = ?')
    .get(productId) as ProductPrice | undefined;
  if (!product) throw new Error(`No product ${productId} for a demo order`);
  const service = withService
    ? (db
        .prepare(
          `SELECT p.id, p.title_uk, p.title_ru, p.price FROM product_services s JOIN products p ON p.id = s.service_id
           WHERE s.product_id = ? ORDER BY p.price, p.id LIMIT 1`,
        )
        .get(productId) as Omit<OrderServiceSnapshot, 'quantity'> | undefined)
    : undefined;
  return {
    id: product.id,
    slug: product.slug,
    title_uk: product.title_uk,
    title_ru: product.title_ru,
    brand: product.brand,
    quantity,
    price: product.price,
    final_price: product.price_with_discount ?? product.price,
    service_products: service ? [{ ...service, quantity }] : [],
  };
}

export function orderTotal(lines: readonly OrderLineSnapshot[], promoPercent: number, bonusesSpent: number): number {
  const goods = lines.reduce((sum, line) => sum + line.final_price * line.quantity, 0);
  const services = lines.reduce((sum, line) => sum + line.service_products.reduce((s, item) => s + item.price * item.quantity, 0), 0);
  return Math.max(0, goods - Math.round((goods * promoPercent) / 100) + services - bonusesSpent);
}

function first(ids: readonly number[], index = 0): number {
  const id = ids[index];
  if (id === undefined) throw new Error('The catalogue has too few sellable products for the demo orders');
  return id;
}

function orderSeeds(db: Db, ids: AccountIds): OrderSeed[] {
  const phones = sellableIds(db, 'smartphones', 6);
  const laptops = sellableIds(db, 'laptops', 3);
  const tvs = sellableIds(db, 'tvs', 3);
  const audio = sellableIds(db, 'audio', 3);
  const accessories = sellableIds(db, 'accessories', 3);
  const appliances = sellableIds(db, 'home-appliances', 2);
  return [
    { userId: ids.customer, kind: 'regular', status: 'paid', phone: '380671234567', lines: [{ productId: first(phones, 0), quantity: 1, withService: true }, { productId: first(accessories, 0), quantity: 1 }], paymentType: 'liqpay', deliveryType: 'newpost', bonusesSpent: 200, createdAt: '2025-01-15T10:12:00.000Z' },
    { userId: ids.customer, kind: 'one_click', status: 'cancelled', phone: '380671234567', lines: [{ productId: first(tvs, 0), quantity: 1 }], paymentType: null, deliveryType: null, createdAt: '2025-03-02T18:40:00.000Z' },
    { userId: ids.customer, kind: 'regular', status: 'needs_payment', phone: '380671234567', lines: [{ productId: first(laptops, 0), quantity: 1, withService: true }], paymentType: 'liqpay', deliveryType: 'courier', promoCode: 'VITRINA10', createdAt: '2025-05-28T09:05:00.000Z' },
    { userId: ids.corporate, kind: 'regular', status: 'paid', phone: '380501112233', lines: [{ productId: first(laptops, 1), quantity: 3 }], paymentType: 'no_cash_company', deliveryType: 'self-delivery', createdAt: '2025-02-10T11:00:00.000Z' },
    { userId: ids.corporate, kind: 'regular', status: 'needs_payment', phone: '380501112233', lines: [{ productId: first(phones, 1), quantity: 5 }], paymentType: 'no_cash_company', deliveryType: 'courier', createdAt: '2025-05-30T08:15:00.000Z' },
    { userId: ids.superCorporate, kind: 'regular', status: 'paid', phone: '380631234567', lines: [{ productId: first(appliances, 0), quantity: 2 }], paymentType: 'no_cash_fop', deliveryType: 'newpost', createdAt: '2025-04-04T14:30:00.000Z' },
    { userId: ids.admin, kind: 'regular', status: 'paid', phone: '380931234567', lines: [{ productId: first(audio, 0), quantity: 1 }], paymentType: 'card_on_receipt', deliveryType: 'np-mailbox', createdAt: '2025-04-18T16:20:00.000Z' },
    { userId: ids.leftHanded, kind: 'regular', status: 'cancelled', phone: '380661234567', lines: [{ productId: first(phones, 2), quantity: 1 }], paymentType: 'cash', deliveryType: 'newpost', createdAt: '2025-03-22T13:45:00.000Z' },
    { userId: ids.russian, kind: 'regular', status: 'paid', phone: '380991234567', lines: [{ productId: first(tvs, 1), quantity: 1, withService: true }], paymentType: 'credit', deliveryType: 'courier', createdAt: '2025-02-27T10:00:00.000Z' },
    { userId: ids.russian, kind: 'regular', status: 'paid', phone: '380991234567', lines: [{ productId: first(audio, 1), quantity: 1 }], paymentType: 'cash', deliveryType: 'self-delivery', bonusesSpent: 100, createdAt: '2025-05-11T17:30:00.000Z' },
    { userId: null, kind: 'one_click', status: 'paid', phone: '380681112233', lines: [{ productId: first(accessories, 1), quantity: 2 }], paymentType: null, deliveryType: null, createdAt: '2025-05-05T12:00:00.000Z' },
  ];
}

export interface SeededOrders {
  readonly orders: number;
  /** The payment link of the customer's order that needs payment. */
  readonly paymentLinkToken: string;
}

/** Past orders of the demo users (and one guest), and a payment link for an order awaiting payment. */
export function insertOrders(db: Db, ids: AccountIds, random: Random): SeededOrders {
  const insert = db.prepare(
    `INSERT INTO orders (public_id, user_id, kind, status, phone, items, total, payment_type, delivery_type, promo_code, bonuses_spent, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const percents = new Map(promoCodeSeeds.map((promo) => [promo.code, promo.discountPercent]));
  let paymentLinkToken = '';
  const seeds = orderSeeds(db, ids);
  for (const order of seeds) {
    const lines = order.lines.map((line) => snapshot(db, line.productId, line.quantity, line.withService === true));
    const percent = order.promoCode ? (percents.get(order.promoCode) ?? 0) : 0;
    const result = insert.run(
      randomUuid(random),
      order.userId,
      order.kind,
      order.status,
      order.phone,
      JSON.stringify(lines),
      orderTotal(lines, percent, order.bonusesSpent ?? 0),
      order.paymentType,
      order.deliveryType,
      order.promoCode ?? null,
      order.bonusesSpent ?? 0,
      order.createdAt,
    );
    if (order.status === 'needs_payment' && order.userId === ids.customer) {
      paymentLinkToken = random.hex(32);
      db.prepare('INSERT INTO payment_links (token, order_id, created_at) VALUES (?, ?, ?)').run(
        paymentLinkToken,
        Number(result.lastInsertRowid),
        order.createdAt,
      );
    }
  }
  return { orders: seeds.length, paymentLinkToken };
}
