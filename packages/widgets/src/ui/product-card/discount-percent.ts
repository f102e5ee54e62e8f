import type { ProductCard } from '@vitrina/core';

/** The discount of a card in whole percent, or 0 without a lower price. */
export function discountPercent({ price, price_with_discount: lower }: Pick<ProductCard, 'price' | 'price_with_discount'>): number {
  if (lower === null || !(price > 0) || !(lower >= 0) || lower >= price) return 0;
  return Math.round(((price - lower) / price) * 100);
}
