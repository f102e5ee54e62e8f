import { dictionarySchema } from '../i18n/dictionary';
import { apiResponseSchema } from '../schemas/api-response';
import { defineEndpoint, type EndpointDefinition } from './endpoint';
import { accountEndpoints } from './on-demand/account-endpoints';
import { cartEndpoints } from './on-demand/cart-endpoints';
import { catalogueEndpoints } from './on-demand/catalogue-endpoints';
import { checkoutEndpoints } from './on-demand/checkout-endpoints';
import { portalEndpoints } from './on-demand/portal-endpoints';

/**
 * Every other call of the API (see loadTimeEndpoints), by concept: a chunk of its own, loaded with
 * the first of them (lazy-endpoints.ts imports this module, and only it imports the parts).
 */
export const onDemandEndpoints = {
  ...accountEndpoints,
  ...catalogueEndpoints,
  ...checkoutEndpoints,
  ...cartEndpoints,
  ...portalEndpoints,
  translations: defineEndpoint({
    name: 'translations',
    idParam: 'lang',
    api: 'shop',
    method: 'GET',
    path: 'translations',
    response: apiResponseSchema(dictionarySchema),
  }),
} as const satisfies Record<string, EndpointDefinition<unknown, unknown>>;
