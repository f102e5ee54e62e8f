import * as z from 'zod/mini';

/**
 * A product's short availability status (docs/catalogue.md#availability): in waiting (pre-order), ends (short supply),
 * in stock, not available (out of stock or end of life).
 */
export const availabilitySchema = z.enum(['in_waiting', 'is_ends', 'in_stock', 'not_available']);

export type Availability = z.infer<typeof availabilitySchema>;
