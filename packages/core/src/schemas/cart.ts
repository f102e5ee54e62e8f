import * as z from 'zod/mini';
import { cartProductSchema } from './cart-product';
import { promoCodeSchema } from './promo-code';

/**
 * A cart (docs/cart.md#what-a-cart-holds): products grouped by supplier. `cart_count`, `total`, `promocode` and `bonuses`
 * are the server's totals after a change; older answers may leave them out.
 */
export const cartSchema = z.object({
  cart_id: z.string().check(z.minLength(1)),
  suppliers: z.array(
    z.object({
      id: z.optional(z.int()),
      title: z.optional(z.string()),
      products: z.array(cartProductSchema),
    }),
  ),
  cart_count: z.optional(z.int().check(z.nonnegative())),
  total: z.optional(z.number().check(z.nonnegative())),
  promocode: z.optional(z.nullable(promoCodeSchema)),
  /** Bonuses applied to this cart; 1 bonus = 1 UAH. */
  bonuses: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  /** Goods and services before the promo code and bonuses, UAH. */
  goods: z.optional(z.number().check(z.nonnegative())),
  /** The most bonuses this cart accepts (the per-order maximum), when the server knows it. */
  bonus_cap: z.optional(z.int().check(z.nonnegative())),
});

export type Cart = z.infer<typeof cartSchema>;
