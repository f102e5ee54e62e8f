import * as z from 'zod/mini';

/** A delivery address. Building and apartment are text ('12А', '3/1'); a house has no apartment. */
export const addressSchema = z.object({
  city: z.string(),
  street: z.string(),
  building: z.string(),
  apartments: z.optional(z.string()),
});

export type Address = z.infer<typeof addressSchema>;
