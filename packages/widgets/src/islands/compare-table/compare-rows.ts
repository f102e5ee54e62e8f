import type { CompareProduct } from '@vitrina/core';

/** One line of the characteristics table: a characteristic and each product's value of it. */
export interface CompareRow {
  readonly title: string;
  /** One value per product, in the products' order; null where a product lacks it. */
  readonly values: readonly (string | null)[];
  /** Not the same for every product (a product lacking it differs too). */
  readonly differs: boolean;
}

/**
 * The characteristics table of one category: every characteristic any product has, in the order
 * they first appear going through the products in order. In differences mode the server has already
 * left out the characteristics all products share, so the rows are what it sent.
 */
export function compareRows(products: readonly CompareProduct[]): CompareRow[] {
  const titles: string[] = [];
  const byProduct = products.map((product) => {
    const values = new Map<string, string>();
    for (const { title, value } of product.characteristics) {
      if (!values.has(title)) values.set(title, value);
      if (!titles.includes(title)) titles.push(title);
    }
    return values;
  });
  return titles.map((title) => {
    const values = byProduct.map((found) => found.get(title) ?? null);
    return { title, values, differs: new Set(values).size > 1 };
  });
}
