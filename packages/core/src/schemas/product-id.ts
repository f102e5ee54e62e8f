import * as z from 'zod/mini';

/** A product's id: a positive integer, never a numeric string. */
export const productIdSchema = z.int().check(z.positive());

export type ProductId = z.infer<typeof productIdSchema>;
