import type { ProductCard as ProductCardEntity } from '@vitrina/core';

export interface ProductCardProps {
  /** The card as the shop's API sends it (core's `productCardSchema`). */
  readonly product: ProductCardEntity;
  /** Units the shopper chose; the bonus shown is bonus × quantity. Defaults to 1. */
  readonly quantity?: number;
  /** The product page's address; defaults to `/{slug}` (docs/catalogue.md). */
  readonly href?: string;
  /** On the compare page the one-click link is left out (docs/catalogue.md). */
  readonly onComparePage?: boolean;
}
