import * as z from 'zod/mini';

/** The tags a product can carry (docs/catalogue.md#labels-and-tags). */
export const productTagSchema = z.enum(['discount', 'plusGift', 'gift', 'bundle']);

export type ProductTag = z.infer<typeof productTagSchema>;
