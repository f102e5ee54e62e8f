import * as z from 'zod/mini';

/** A promo or referral code as the server knows it; `discount` is in UAH. */
export const promoCodeSchema = z.object({
  code: z.string(),
  kind: z.enum(['promo', 'referral']),
  discount: z.number().check(z.nonnegative()),
});

export type PromoCode = z.infer<typeof promoCodeSchema>;
