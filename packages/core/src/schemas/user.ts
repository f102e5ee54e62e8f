import * as z from 'zod/mini';
import { langSchema } from './lang';
import { productIdSchema } from './product-id';

const productIds = z.array(productIdSchema);

/**
 * The signed-in shopper as GET me returns it and as the user cookie and local storage keep it
 * (docs/accounts.md#the-user). `role.slug` 'corporate' or 'super_corporate' marks a corporate user.
 */
export const userSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  lang: z.object({ code: langSchema }),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Digits with the country code, e.g. '380671234567'; formatting is the UI's job. */
  phone: z.nullable(z.string()),
  birthday: z.nullable(
    z.object({
      day: z.int().check(z.positive()),
      month: z.int().check(z.positive()),
      year: z.int().check(z.positive()),
    }),
  ),
  role: z.nullable(z.object({ slug: z.string() })),
  handedness: z.nullable(z.enum(['left', 'right'])),
  is_user_can_see_distributors: z.boolean(),
  cart: productIds,
  cart_count: z.int().check(z.nonnegative()),
  cart_id: z.nullable(z.string()),
  favorites: productIds,
  compares: productIds,
  preorders: productIds,
  bonuses_count: z.nullable(z.number()),
  available_bonuses: z.optional(z.nullable(z.number())),
  is_extended_filter: z._default(z.boolean(), false),
  is_corporate: z._default(z.boolean(), false),
});

export type User = z.infer<typeof userSchema>;
