import * as z from 'zod/mini';

/** A distributor offering a product, for the super-admin's availability modal. */
export const distributorSchema = z.object({
  id: z.int(),
  title: z.string(),
  url: z.nullable(z.string()),
  price: z.nullable(z.number().check(z.nonnegative())),
  quantity: z.nullable(z.int().check(z.nonnegative())),
});

export type Distributor = z.infer<typeof distributorSchema>;
