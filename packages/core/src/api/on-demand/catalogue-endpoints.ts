import * as z from 'zod/mini';
import { apiResponseSchema } from '../../schemas/api-response';
import { compareProductSchema } from '../../schemas/compare-product';
import { creditPropositionsSchema } from '../../schemas/credit-propositions';
import { distributorSchema } from '../../schemas/distributor';
import { langSchema } from '../../schemas/lang';
import { mainPageSchema } from '../../schemas/main-page';
import { okResponseSchema } from '../../schemas/ok-response';
import { preOrderSchema } from '../../schemas/pre-order';
import { productIdSchema } from '../../schemas/product-id';
import { productListPageSchema } from '../../schemas/product-list-page';
import { reminderSchema } from '../../schemas/reminder';
import { defineEndpoint, type EndpointDefinition } from '../endpoint';
import { productIdList, productIdsResponse } from '../endpoint-parts';
import { listPage, positiveInt, sorting } from './request-parts';

/**
 * The calls of the catalogue: the main page, product lists and search, reminders, pre-orders,
 * distributors, compare and credit offers (docs/catalogue.md).
 */
export const catalogueEndpoints = {
  mainPage: defineEndpoint({
    name: 'mainPage',
    api: 'shop',
    method: 'GET',
    path: 'pages/main',
    request: z.object({ lang: langSchema }),
    response: apiResponseSchema(mainPageSchema),
    auth: 'optional',
  }),
  notificationForProduct: defineEndpoint({
    name: 'notificationForProduct',
    api: 'shop',
    method: 'POST',
    path: 'products/notification_for_product',
    request: reminderSchema,
    response: okResponseSchema,
    auth: 'optional',
  }),
  preorder: defineEndpoint({
    name: 'preorder',
    api: 'shop',
    method: 'POST',
    path: 'catalog/preorder',
    request: preOrderSchema,
    response: productIdsResponse,
    auth: true,
  }),
  /** id: the category id. */
  productIdsByCategory: defineEndpoint({
    name: 'productIdsByCategory',
    idParam: 'category',
    api: 'shop',
    method: 'GET',
    path: 'products/ids',
    response: apiResponseSchema(productIdList),
  }),
  distributors: defineEndpoint({
    name: 'distributors',
    api: 'shop',
    method: 'GET',
    path: 'distributors',
    request: z.object({ product_id: productIdSchema }),
    response: apiResponseSchema(z.array(distributorSchema)),
    auth: true,
  }),
  loadProducts: defineEndpoint({
    name: 'loadProducts',
    api: 'shop',
    method: 'GET',
    path: 'load_products',
    request: z.object({
      category_id: positiveInt,
      ...listPage,
      ...sorting,
      /** The catalogue's own filter string, passed through as it is. */
      filters: z.optional(z.string()),
    }),
    response: apiResponseSchema(productListPageSchema),
    auth: 'optional',
  }),
  searchLoadProducts: defineEndpoint({
    name: 'searchLoadProducts',
    api: 'shop',
    method: 'GET',
    path: 'search/load_products',
    request: z.object({ q: z.string(), ...listPage, ...sorting }),
    response: apiResponseSchema(productListPageSchema),
    auth: 'optional',
  }),
  loadPromotionProducts: defineEndpoint({
    name: 'loadPromotionProducts',
    api: 'shop',
    method: 'GET',
    path: 'load_promotion_products',
    request: z.object({ promotion_id: positiveInt, ...listPage, ...sorting }),
    response: apiResponseSchema(productListPageSchema),
    auth: 'optional',
  }),
  /** id: the category id; `ids` go out comma-separated, `diff=1` keeps differing characteristics only. */
  compareProducts: defineEndpoint({
    name: 'compareProducts',
    idParam: 'categoryId',
    api: 'shop',
    method: 'GET',
    path: 'compare',
    request: z.object({
      ids: productIdList.check(z.minLength(1)),
      diff: z.optional(z.literal(1)),
      locale: langSchema,
    }),
    response: apiResponseSchema(z.array(compareProductSchema)),
    auth: 'optional',
  }),
  GetProductCreditPropositions: defineEndpoint({
    name: 'GetProductCreditPropositions',
    api: 'shop',
    method: 'GET',
    path: 'products/{productId}/credits',
    response: apiResponseSchema(creditPropositionsSchema),
    auth: 'optional',
  }),
} as const satisfies Record<string, EndpointDefinition<unknown, unknown>>;
