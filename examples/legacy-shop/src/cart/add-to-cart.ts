import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { insertLine, lineQuantity } from './cart-lines';
import { cartOfUser, createCart, touchCart, type CartRow } from './carts';
import { giftChoice, productForSale } from './product-for-sale';

export interface AddToCart {
  /** The cart to add to; without one, the user's cart, else a new cart. */
  readonly cart: CartRow | undefined;
  readonly user: UserRow | undefined;
  readonly productId: number;
  /** The shopper agreed to buy the product without its gift (the gifts have run out). */
  readonly withoutGift: boolean;
  readonly now: Date;
}

/**
 * Puts one unit of a product in a cart and returns the cart's id. A product already in the cart
 * changes nothing (the shopper is sent to the cart instead), which also makes double clicks and
 * retries harmless. The first add of a shopper without a cart creates it, a user's tied to them.
 */
export function addToCart(db: Db, request: AddToCart): string {
  const { user, productId, now } = request;
  const target = request.cart ?? (user ? cartOfUser(db, user.id) : undefined);
  if (target && lineQuantity(db, target.id, productId) !== undefined) return target.id;

  const product = productForSale(db, productId, user);
  const withoutGift = giftChoice(product, request.withoutGift);
  const cartId = target?.id ?? createCart(db, user?.id ?? null, now);
  insertLine(db, cartId, product.id, withoutGift);
  touchCart(db, cartId, now);
  return cartId;
}
