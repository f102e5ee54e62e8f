import * as z from 'zod/mini';
import { personSchema } from './person';

/** Who receives the order: the buyer, or another person. */
export const recipientSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('me') }),
  z.object({ type: z.literal('another'), person: personSchema }),
]);

export type Recipient = z.infer<typeof recipientSchema>;
