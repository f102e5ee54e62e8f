import { productIdSchema } from '@vitrina/core';
import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/**
 * One island per service product of the product page (packages/widgets/docs/widget-contract.md,
 * `product-services`): the product, whether it can be put in the cart, and the service's
 * product id, title and price in UAH.
 */
export const productServicesProps = islandProps({
  productId: productIdSchema,
  /** The product can be put in the cart (the card's `buttons.to_cart`). */
  toCart: z.boolean(),
  serviceId: productIdSchema,
  serviceTitle: z.string().check(z.trim(), z.minLength(1)),
  price: z.number().check(z.nonnegative()),
});

export type ProductServicesProps = z.infer<typeof productServicesProps>;
