import type { Cart, Lang } from '@vitrina/core';
import type { Db } from '../db/open-database';
import { cartTotals, type CartTotals } from './cart-totals';
import { isUsable, type PromoCodeRow } from './promo-codes';
import { unitPrice } from './product-for-sale';

export interface CartServiceView {
  readonly id: number;
  readonly title: string;
  /** The list price and what one unit costs (the discounted price when set). */
  readonly price: number;
  readonly unitPrice: number;
  readonly quantity: number;
  readonly total: number;
}

export interface CartLineView {
  readonly productId: number;
  readonly slug: string;
  readonly title: string;
  readonly image: string | null;
  readonly supplierId: number;
  readonly quantity: number;
  /** The list price and what one unit costs (the discounted price when set). */
  readonly price: number;
  readonly unitPrice: number;
  /** Units and their services. */
  readonly total: number;
  /** The gift that comes with the line, while it is in stock and was not declined. */
  readonly gift: { readonly id: number; readonly title: string } | null;
  /** The line expects a gift that is no longer in stock ('errors.gifts_run_out' at checkout). */
  readonly giftsRunOut: boolean;
  /** The shopper keeps the line without its gift. */
  readonly withoutGift: boolean;
  /** The product may be picked up in a shop / put in a parcel locker. */
  readonly selfPickup: boolean;
  readonly parcelLocker: boolean;
  readonly brand: string | null;
  /** The analytics categories of the product (its category's, and its own second one). */
  readonly itemCategory: string;
  readonly itemCategory2: string | null;
  /** The services the line holds. */
  readonly services: readonly CartServiceView[];
  /** The services offered with the product that the line does not hold (a cart page's unchecked boxes). */
  readonly offeredServices: readonly OfferedServiceView[];
}

export type OfferedServiceView = Pick<CartServiceView, 'id' | 'title' | 'price' | 'unitPrice'>;

export interface CartView {
  readonly id: string;
  readonly userId: number | null;
  readonly lines: readonly CartLineView[];
  /** Units of goods; services are not counted. */
  readonly count: number;
  /** The stored promo code, when it still applies (and discounts apply). */
  readonly promo: { readonly code: string; readonly percent: number } | null;
  /** Bonuses the cart asked for, before the limits of `totals.bonuses`. */
  readonly requestedBonuses: number;
  readonly totals: CartTotals;
}

export interface LoadCartOptions {
  readonly lang: Lang;
  readonly bonusMaxShare: number;
  readonly now: Date;
  /** False when the order is paid by credit: promo codes and bonuses do not apply then. */
  readonly discounts?: boolean;
}

interface CartHead {
  id: string;
  user_id: number | null;
  bonuses: number;
  balance: number | null;
  promo_code: string | null;
  discount_percent: number | null;
  status: PromoCodeRow['status'] | null;
  expires_at: string | null;
}

interface LineRow {
  product_id: number;
  quantity: number;
  without_gift: 0 | 1;
  self_pickup: 0 | 1;
  parcel_locker: 0 | 1;
  slug: string;
  title_uk: string;
  title_ru: string;
  image: string | null;
  brand: string | null;
  item_category: string;
  item_category2: string | null;
  price: number;
  price_with_discount: number | null;
  supplier_id: number;
  gift_id: number | null;
  gift_stock: number | null;
  gift_title_uk: string | null;
  gift_title_ru: string | null;
}

interface ServiceRow {
  product_id: number;
  service_id: number;
  /** 0 for a service offered with the product that the line does not hold. */
  quantity: number;
  title_uk: string;
  title_ru: string;
  price: number;
  price_with_discount: number | null;
}

/** A cart with server prices and totals, or undefined when there is no such cart. Ownership is the caller's check. */
export function loadCart(db: Db, cartId: string, options: LoadCartOptions): CartView | undefined {
  const head = db
    .prepare(
      `SELECT c.id, c.user_id, c.bonuses, u.bonuses AS balance, c.promo_code, pc.discount_percent, pc.status, pc.expires_at
       FROM carts c
       LEFT JOIN users u ON u.id = c.user_id
       LEFT JOIN promo_codes pc ON pc.code = c.promo_code
       WHERE c.id = ?`,
    )
    .get(cartId) as CartHead | undefined;
  if (!head) return undefined;
  const ru = options.lang === 'ru';

  const lineRows = db
    .prepare(
      `SELECT ci.product_id, ci.quantity, ci.without_gift, p.slug, p.title_uk, p.title_ru, p.image, p.brand,
              cat.item_category, p.item_category2, p.price, p.price_with_discount, p.supplier_id, g.gift_id,
              p.self_pickup, p.parcel_locker,
              g.stock AS gift_stock, gp.title_uk AS gift_title_uk, gp.title_ru AS gift_title_ru
       FROM cart_items ci
       JOIN products p ON p.id = ci.product_id
       JOIN categories cat ON cat.id = p.category_id
       LEFT JOIN product_gifts g ON g.product_id = ci.product_id
       LEFT JOIN products gp ON gp.id = g.gift_id
       WHERE ci.cart_id = ?
       ORDER BY ci.position`,
    )
    .all(cartId) as LineRow[];
  const serviceRows = db
    .prepare(
      `SELECT s.product_id, s.service_id, s.quantity, p.title_uk, p.title_ru, p.price, p.price_with_discount
       FROM cart_item_services s JOIN products p ON p.id = s.service_id
       WHERE s.cart_id = ?
       UNION ALL
       SELECT ci.product_id, ps.service_id, 0, p.title_uk, p.title_ru, p.price, p.price_with_discount
       FROM cart_items ci
       JOIN product_services ps ON ps.product_id = ci.product_id
       JOIN products p ON p.id = ps.service_id
       WHERE ci.cart_id = ? AND NOT EXISTS (
         SELECT 1 FROM cart_item_services s
         WHERE s.cart_id = ci.cart_id AND s.product_id = ci.product_id AND s.service_id = ps.service_id)
       ORDER BY 2`,
    )
    .all(cartId, cartId) as ServiceRow[];

  const lines = lineRows.map((row): CartLineView => {
    const services = serviceRows
      .filter((service) => service.product_id === row.product_id)
      .map((service) => ({
        id: service.service_id,
        title: ru ? service.title_ru : service.title_uk,
        price: service.price,
        unitPrice: unitPrice(service),
        quantity: service.quantity,
        total: unitPrice(service) * service.quantity,
      }));
    const expectsGift = row.gift_id !== null && row.without_gift === 0;
    const giftInStock = expectsGift && (row.gift_stock ?? 0) > 0;
    return {
      productId: row.product_id,
      slug: row.slug,
      title: ru ? row.title_ru : row.title_uk,
      image: row.image,
      supplierId: row.supplier_id,
      quantity: row.quantity,
      price: row.price,
      unitPrice: unitPrice(row),
      total: unitPrice(row) * row.quantity + services.reduce((sum, service) => sum + service.total, 0),
      gift: giftInStock ? { id: row.gift_id!, title: (ru ? row.gift_title_ru : row.gift_title_uk) ?? '' } : null,
      giftsRunOut: expectsGift && !giftInStock,
      withoutGift: row.without_gift === 1,
      selfPickup: row.self_pickup === 1,
      parcelLocker: row.parcel_locker === 1,
      brand: row.brand,
      itemCategory: row.item_category,
      itemCategory2: row.item_category2,
      services: services.filter((service) => service.quantity > 0),
      offeredServices: services
        .filter((service) => service.quantity === 0)
        .map(({ id, title, price, unitPrice: unit }) => ({ id, title, price, unitPrice: unit })),
    };
  });

  const discounts = options.discounts ?? true;
  const promo = discounts ? appliedPromo(head, options.now) : null;
  const totals = cartTotals({
    goods: lines.reduce((sum, line) => sum + line.total, 0),
    promoPercent: promo?.percent ?? null,
    bonuses: discounts ? head.bonuses : 0,
    balance: head.balance ?? 0,
    bonusMaxShare: options.bonusMaxShare,
  });
  return {
    id: head.id,
    userId: head.user_id,
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    promo,
    requestedBonuses: head.bonuses,
    totals,
  };
}

function appliedPromo(head: CartHead, now: Date): CartView['promo'] {
  const { promo_code: code, discount_percent: percent, status, expires_at } = head;
  if (code === null || percent === null || status === null) return null;
  return isUsable({ code, discount_percent: percent, status, expires_at }, now) ? { code, percent } : null;
}

/**
 * The cart as the API answers it (core's cartSchema): lines grouped by supplier, in the order
 * added, with what a cart page shows of them; every service offered with a line's product, those
 * it does not hold with `choosed_quantity` 0.
 */
export function toCartAnswer(view: CartView): Cart {
  const suppliers = new Map<number, Cart['suppliers'][number]>();
  for (const line of view.lines) {
    let supplier = suppliers.get(line.supplierId);
    if (!supplier) {
      supplier = { id: line.supplierId, products: [] };
      suppliers.set(line.supplierId, supplier);
    }
    const services = [...line.services, ...line.offeredServices.map((service) => ({ ...service, quantity: 0 }))];
    supplier.products.push({
      id: line.productId,
      choosed_quantity: line.quantity,
      service_products: services
        .sort((a, b) => a.id - b.id)
        .map((service) => ({
          id: service.id,
          choosed_quantity: service.quantity,
          title: service.title,
          price: service.price,
          final_price: service.unitPrice,
        })),
      title: line.title,
      price: line.price,
      final_price: line.unitPrice,
      slug: line.slug,
      image: line.image,
      brand: line.brand,
      item_category: line.itemCategory,
      item_category2: line.itemCategory2,
      gift: line.gift,
      gifts_run_out: line.giftsRunOut,
      without_gift: line.withoutGift,
      self_pickup: line.selfPickup,
      parcel_locker: line.parcelLocker,
    });
  }
  return {
    cart_id: view.id,
    suppliers: [...suppliers.values()],
    cart_count: view.count,
    total: view.totals.total,
    promocode: view.promo ? { code: view.promo.code, kind: 'promo', discount: view.totals.promoDiscount } : null,
    bonuses: view.totals.bonuses,
    goods: view.totals.goods,
    bonus_cap: view.totals.bonusCap,
  };
}
