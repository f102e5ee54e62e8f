import { isCorporateRole, type Lang } from '@vitrina/core';
import { findOwnedCart, findUsersOwnCart } from '../cart/cart-ownership';
import { cartNotFound } from '../cart/cart-errors';
import { loadCart } from '../cart/load-cart';
import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { isSoldOnCredit } from '../api/handlers/shop/credit-rules';

export interface OrderLineService {
  readonly id: number;
  readonly quantity: number;
  readonly unitPrice: number;
}

/** A cart line as an order takes it: the server's prices and what the rules ask of the product. */
export interface OrderLine {
  readonly productId: number;
  readonly titleUk: string;
  readonly titleRu: string;
  readonly quantity: number;
  /** The list price and what one unit costs (the discounted price when set). */
  readonly price: number;
  readonly unitPrice: number;
  /** Units and their services, UAH. */
  readonly total: number;
  readonly services: readonly OrderLineService[];
  readonly selfPickup: boolean;
  readonly parcelLocker: boolean;
  readonly soldOnCredit: boolean;
  /** Whether this buyer may buy the product now (buy button on, for sale, corporate-only for corporate buyers). */
  readonly buyable: boolean;
  /** The product's gift, whether or not any is left. */
  readonly giftId: number | null;
  /** The shopper put the line in the cart without its gift. */
  readonly withoutGift: boolean;
}

export interface OrderCart {
  readonly id: string;
  readonly lines: readonly OrderLine[];
  /** Goods and services at server prices, UAH. */
  readonly goods: number;
}

interface ProductRow {
  product_id: number;
  title_uk: string;
  title_ru: string;
  price: number;
  price_with_discount: number | null;
  btn_to_cart: 0 | 1;
  is_available_to_buy: 0 | 1;
  is_available_for_credit: 0 | 1;
  is_corporate: 0 | 1;
  is_service: 0 | 1;
  self_pickup: 0 | 1;
  parcel_locker: 0 | 1;
  gift_id: number | null;
  without_gift: 0 | 1;
}

/**
 * The cart an order is placed from, if the caller may: a signed-in buyer's own cart (a guest cart
 * they hold is merged at login first), or a guest's cart by its id. Anyone else's cart is not found.
 */
export function ownedCartId(db: Db, cartId: string, user: UserRow | undefined): string {
  return (user ? findUsersOwnCart(db, cartId, user) : findOwnedCart(db, cartId, undefined)).id;
}

/** The cart's lines at server prices (cart/load-cart.ts), with the product facts the order's rules read. */
export function orderCart(db: Db, cartId: string, options: { lang: Lang; now: Date; bonusMaxShare: number; user: UserRow | undefined }): OrderCart {
  const view = loadCart(db, cartId, { lang: options.lang, now: options.now, bonusMaxShare: options.bonusMaxShare, discounts: false });
  if (!view) throw cartNotFound();
  const rows = db
    .prepare(
      `SELECT ci.product_id, ci.without_gift, p.title_uk, p.title_ru, p.price, p.price_with_discount, p.btn_to_cart,
              p.is_available_to_buy, p.is_available_for_credit, p.is_corporate, c.is_services AS is_service,
              p.self_pickup, p.parcel_locker, g.gift_id
       FROM cart_items ci
       JOIN products p ON p.id = ci.product_id
       JOIN categories c ON c.id = p.category_id
       LEFT JOIN product_gifts g ON g.product_id = p.id
       WHERE ci.cart_id = ?`,
    )
    .all(cartId) as ProductRow[];
  const products = new Map(rows.map((row) => [row.product_id, row]));
  const corporate = isCorporateRole(options.user?.role);
  const lines = view.lines.flatMap((line): OrderLine[] => {
    const row = products.get(line.productId);
    if (!row) return [];
    return [
      {
        productId: line.productId,
        titleUk: row.title_uk,
        titleRu: row.title_ru,
        quantity: line.quantity,
        price: line.price,
        unitPrice: line.unitPrice,
        total: line.total,
        services: line.services.map((service) => ({ id: service.id, quantity: service.quantity, unitPrice: service.unitPrice })),
        selfPickup: row.self_pickup === 1,
        parcelLocker: row.parcel_locker === 1,
        soldOnCredit: isSoldOnCredit(row),
        buyable:
          row.btn_to_cart === 1 && row.is_available_to_buy === 1 && row.is_service === 0 && (row.is_corporate === 0 || corporate),
        giftId: row.gift_id,
        withoutGift: row.without_gift === 1,
      },
    ];
  });
  return { id: view.id, lines, goods: view.totals.goods };
}
