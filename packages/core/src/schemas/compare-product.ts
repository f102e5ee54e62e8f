import * as z from 'zod/mini';
import { productCardSchema } from './product-card';

/** A product card with the characteristics the compare table lines up. */
export const compareProductSchema = z.extend(productCardSchema, {
  characteristics: z._default(z.array(z.object({ title: z.string(), value: z.string() })), []),
});

export type CompareProduct = z.infer<typeof compareProductSchema>;
