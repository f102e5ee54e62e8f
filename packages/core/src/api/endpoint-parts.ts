import * as z from 'zod/mini';
import { apiResponseSchema } from '../schemas/api-response';
import { cartSchema } from '../schemas/cart';
import { productIdSchema } from '../schemas/product-id';

/** Schemas of both loadTimeEndpoints and onDemandEndpoints. */
export const cartId = z.string().check(z.minLength(1));
export const productIdList = z.array(productIdSchema);
export const productIdsResponse = apiResponseSchema(z.object({ product_ids: productIdList }));
export const cartPayload = z.object({ cart_id: cartId });
export const cartResponse = apiResponseSchema(cartSchema);
