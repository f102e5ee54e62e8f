import type { ProductCard } from '@vitrina/core';

/** The longest instalment term of a product's credit offers, in months, or undefined without offers. */
export function longestCreditTerm(items: ProductCard['credit_items']): number | undefined {
  let longest: number | undefined;
  for (const item of items) {
    if (Number.isSafeInteger(item.months_count) && item.months_count > 0 && (longest === undefined || item.months_count > longest)) {
      longest = item.months_count;
    }
  }
  return longest;
}
