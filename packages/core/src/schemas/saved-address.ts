import * as z from 'zod/mini';
import { addressSchema } from './address';

/** A delivery address the user has saved, with its id (docs/accounts.md#delivery-addresses). */
export const savedAddressSchema = z.extend(addressSchema, { id: z.int().check(z.positive()) });

export type SavedAddressRecord = z.infer<typeof savedAddressSchema>;
