import * as z from 'zod/mini';

/** The tags a product can carry (spec §3). */
export const productTagSchema = z.enum(['discount', 'plusGift', 'gift', 'bundle']);

export type ProductTag = z.infer<typeof productTagSchema>;
