import * as z from 'zod/mini';
import { cartAddPayloadSchema } from './cart-add-payload';
import { productCardSchema, type ProductCard } from './product-card';

const card = productCardSchema.shape;

/**
 * What a server-rendered product card tells analytics about its product (docs/analytics.md#product-data: select_item and
 * add_to_cart): the card's own fields, and its position in the list it is shown in, from 0.
 */
export const cardAnalyticsSchema = z.object({
  id: card.id,
  title: card.title,
  brand: card.brand,
  price: card.price,
  price_with_discount: card.price_with_discount,
  analytics_categories: card.analytics_categories,
  index: z.optional(z.int().check(z.nonnegative())),
});

export type CardAnalytics = z.infer<typeof cardAnalyticsSchema>;

/** A product card's analytics, as a server renders them into the card (`data-analytics-item`). */
export function toCardAnalytics(card: ProductCard, index: number): CardAnalytics {
  const { id, title, brand, price, price_with_discount, analytics_categories } = card;
  return { id, title, brand, price, price_with_discount, analytics_categories, index };
}

/**
 * What a list of product cards tells analytics and the cart about where the shopper is: the list's
 * name, and on a catalogue page its page, filters and sorting (the cart's pageNumber, filterOptions
 * and sortingState).
 */
export const listAnalyticsSchema = z.object({
  name: z.optional(z.string().check(z.minLength(1))),
  page: z.optional(cartAddPayloadSchema.shape.pageNumber),
  filters: z.optional(cartAddPayloadSchema.shape.filterOptions),
  sorting: z.optional(cartAddPayloadSchema.shape.sortingState),
});

export type ListAnalytics = z.infer<typeof listAnalyticsSchema>;
