/** Units of one product a cart line may hold; more is a wholesale request, not a shopping cart. */
export const MAX_LINE_QUANTITY = 10;

/** Distinct products one cart may hold; bounds the work and storage a single cart id can cause. */
export const MAX_CART_LINES = 50;
