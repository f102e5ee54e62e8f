import * as z from 'zod/mini';
import { productIdSchema } from './product-id';

/** A back-in-stock reminder: which product, and where to write. */
export const reminderSchema = z.object({
  product_id: productIdSchema,
  email: z.string(),
});

export type Reminder = z.infer<typeof reminderSchema>;
