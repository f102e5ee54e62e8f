import type { EndpointDefinition } from './endpoint';
import { loadTimeEndpoints } from './load-time-endpoints';
import { onDemandEndpoints } from './on-demand-endpoints';

/**
 * Every call of the shop's HTTP API (docs/README.md#calls-to-the-shops-api), by the name services use. Paths are relative to the
 * API's base: `/api/profile/` for 'profile', `/api/shop/` for 'shop' and 'cart'. A GET given an id
 * gets it appended as the last segment (`cart` + id → `cart/{id}`). Answers are wrapped as
 * `{ success, data }` (schemas/api-response.ts); failures are non-2xx with an ApiErrorBody.
 * Cart mutations are safe to retry: the client sends them with an Idempotency-Key.
 * packages/core/docs/api-contract.md lists the same calls as a table. A page bundles
 * loadTimeEndpoints; onDemandEndpoints come in a chunk of their own (see lazy-endpoints.ts).
 */
export const endpoints = { ...loadTimeEndpoints, ...onDemandEndpoints } as const satisfies Record<string, EndpointDefinition<unknown, unknown>>;

export type ShopEndpoints = typeof endpoints;
export type EndpointName = keyof ShopEndpoints;
