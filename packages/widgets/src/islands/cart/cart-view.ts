import type { Cart, CartProduct } from '@vitrina/core';

/*
 * What the cart island shows of the server's cart, worked out from the answer alone. Older
 * answers lack prices or totals: what cannot be known is left undefined and not shown.
 */

/** A bundle service as a line of the answer lists it. */
export type LineService = NonNullable<CartProduct['service_products']>[number];

export interface LineGroup {
  /** A stable key: the supplier's id, else its place. */
  readonly key: string;
  /** The supplier's title, when the answer has one. */
  readonly title: string | undefined;
  readonly lines: readonly CartProduct[];
}

export function lineQuantity(line: CartProduct): number {
  return line.choosed_quantity ?? line.count ?? 0;
}

/** What one unit costs the shopper: the price after the product's own discount. */
export function unitPrice(line: Pick<CartProduct, 'price' | 'final_price'>): number | undefined {
  return line.final_price ?? line.price;
}

/** The line's units and the services it holds, or undefined when the answer lacks a price. */
export function lineTotal(line: CartProduct): number | undefined {
  const unit = unitPrice(line);
  if (unit === undefined) return undefined;
  let total = unit * lineQuantity(line);
  for (const service of heldServices(line)) {
    const price = unitPrice(service);
    if (price === undefined) return undefined;
    total += price * service.choosed_quantity;
  }
  return total;
}

export function heldServices(line: CartProduct): LineService[] {
  return (line.service_products ?? []).filter((service) => service.choosed_quantity > 0);
}

/** The supplier groups that have lines, in the answer's order. */
export function lineGroups(cart: Cart): LineGroup[] {
  return cart.suppliers
    .filter((supplier) => supplier.products.length > 0)
    .map((supplier, index) => ({ key: supplier.id === undefined ? `#${index}` : String(supplier.id), title: supplier.title, lines: supplier.products }));
}

export function hasLines(cart: Cart | null): cart is Cart {
  return cart !== null && cart.suppliers.some((supplier) => supplier.products.length > 0);
}

/** Goods and services before the promo code and bonuses: the server's figure, else the lines' sum. */
export function goodsOf(cart: Cart): number | undefined {
  if (cart.goods !== undefined) return cart.goods;
  let goods = 0;
  for (const line of cart.suppliers.flatMap((supplier) => supplier.products)) {
    const total = lineTotal(line);
    if (total === undefined) return undefined;
    goods += total;
  }
  return goods;
}

/** What the shopper pays: the server's total, else the goods less the code's discount and the bonuses. */
export function totalOf(cart: Cart): number | undefined {
  if (cart.total !== undefined) return cart.total;
  const goods = goodsOf(cart);
  return goods === undefined ? undefined : Math.max(0, goods - (cart.promocode?.discount ?? 0) - (cart.bonuses ?? 0));
}
