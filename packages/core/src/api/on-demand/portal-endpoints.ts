import * as z from 'zod/mini';
import { addressSchema } from '../../schemas/address';
import { apiResponseSchema } from '../../schemas/api-response';
import { bonusHistorySchema } from '../../schemas/bonus-history';
import { okResponseSchema } from '../../schemas/ok-response';
import { savedAddressSchema } from '../../schemas/saved-address';
import { userOrderSchema } from '../../schemas/user-order';
import { defineEndpoint, type EndpointDefinition } from '../endpoint';

/**
 * The profile portal's own reads and changes (docs/accounts.md): the user's delivery addresses,
 * bonus history and orders. Every one is the caller's own; another user's address is a 404.
 */
export const portalEndpoints = {
  meAddresses: defineEndpoint({
    name: 'meAddresses',
    api: 'profile',
    method: 'GET',
    path: 'me/addresses',
    response: apiResponseSchema(z.array(savedAddressSchema)),
    auth: true,
  }),
  meAddressUpdate: defineEndpoint({
    name: 'meAddressUpdate',
    api: 'profile',
    method: 'PUT',
    path: 'me/address/{id}',
    request: addressSchema,
    response: apiResponseSchema(savedAddressSchema),
    auth: true,
  }),
  meAddressRemove: defineEndpoint({
    name: 'meAddressRemove',
    api: 'profile',
    method: 'DELETE',
    path: 'me/address/{id}',
    response: okResponseSchema,
    auth: true,
  }),
  meBonusHistory: defineEndpoint({
    name: 'meBonusHistory',
    api: 'profile',
    method: 'GET',
    path: 'me/bonuses',
    response: apiResponseSchema(bonusHistorySchema),
    auth: true,
  }),
  meOrders: defineEndpoint({
    name: 'meOrders',
    api: 'profile',
    method: 'GET',
    path: 'me/orders',
    response: apiResponseSchema(z.array(userOrderSchema)),
    auth: true,
  }),
} as const satisfies Record<string, EndpointDefinition<unknown, unknown>>;
