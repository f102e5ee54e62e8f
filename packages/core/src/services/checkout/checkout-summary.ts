import { deliveryCost, type DeliveryCost } from '../../rules/delivery-cost';
import type { DeliveryType } from '../../rules/delivery-types';
import type { Cart } from '../../schemas/cart';
import { cartProducts, lineQuantity } from './checkout-items';

/** The checkout's summary, in UAH (docs/checkout.md#the-checkout-island). */
export interface CheckoutSummary {
  /** Goods and services before the promo code and bonuses. */
  readonly goods: number;
  /** The promo or referral code's discount. */
  readonly discount: number;
  /** Bonuses spent (1 bonus = 1 UAH). */
  readonly bonuses: number;
  /** Free, or the carrier's tariff paid on receipt; never part of `total`. */
  readonly delivery: DeliveryCost;
  /** What the order costs: the server's cart total, sent as `expected_total`. */
  readonly total: number;
}

/** Goods and services at the line's price after its own discount, for carts that do not give `goods`. */
function goodsOfLines(cart: Cart): number {
  return cartProducts(cart).reduce((sum, line) => {
    const services = (line.service_products ?? []).reduce((part, service) => part + (service.final_price ?? service.price ?? 0) * service.choosed_quantity, 0);
    return sum + (line.final_price ?? line.price ?? 0) * lineQuantity(line) + services;
  }, 0);
}

/**
 * The summary of the cart as the server last answered it: its `total` is what the order costs;
 * goods, discount and bonuses explain it. An older answer without `goods` gets them from the total
 * (or, without that too, from the lines' prices).
 */
export function checkoutSummary(cart: Cart, delivery?: DeliveryType): CheckoutSummary {
  const discount = cart.promocode?.discount ?? 0;
  const bonuses = cart.bonuses ?? 0;
  const total = cart.total ?? Math.max(0, (cart.goods ?? goodsOfLines(cart)) - discount - bonuses);
  const goods = cart.goods ?? total + discount + bonuses;
  return { goods, discount, bonuses, delivery: deliveryCost(total, delivery), total };
}
