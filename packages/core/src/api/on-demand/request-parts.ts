import * as z from 'zod/mini';
import { apiResponseSchema } from '../../schemas/api-response';
import { orderStatusSchema } from '../../schemas/order-status';

/** Schema parts several on-demand calls share. */
export const positiveInt = z.int().check(z.positive());
/** Pages count from 1; the server reads a missing page as the first. */
export const listPage = { page: z.optional(positiveInt) };
export const sorting = {
  sort: z.optional(z.enum(['price', 'label'])),
  direction: z.optional(z.enum(['asc', 'desc'])),
};
export const phonePayload = z.object({ phone: z.string() });
export const phoneCheckResponse = apiResponseSchema(z.object({ is_registered: z.boolean() }));
export const orderPayload = z.object({ order_id: positiveInt });
export const orderStatusResponse = apiResponseSchema(z.object({ status: orderStatusSchema }));
