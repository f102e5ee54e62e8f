import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import * as z from 'zod/mini';
import type { VitrinaError } from '../errors';
import { createApiClient, type ApiClientOptions } from './api-client';
import { defineEndpoint } from './endpoint';

export const product = z.object({ id: z.number(), title: z.string() });
export const success = z.object({ success: z.boolean() });

export const endpoints = {
  getProduct: defineEndpoint({ name: 'getProduct', api: 'shop', method: 'GET', path: 'products', response: product }),
  getCredits: defineEndpoint({
    name: 'getCredits',
    api: 'shop',
    method: 'GET',
    path: '/products/{productId}/credits',
    response: z.object({ price: z.number() }),
  }),
  searchProducts: defineEndpoint({
    name: 'searchProducts',
    api: 'shop',
    method: 'GET',
    path: 'search/load_products',
    request: z.object({ q: z.string(), page: z.optional(z.number()), ids: z.optional(z.array(z.number())) }),
    response: z.array(product),
  }),
  getBonuses: defineEndpoint({
    name: 'getBonuses',
    api: 'shop',
    method: 'GET',
    path: 'bonuses/user/get-bonuses',
    auth: true,
    response: z.object({ data: z.number() }),
  }),
  login: defineEndpoint({
    name: 'login',
    api: 'profile',
    method: 'POST',
    path: 'login',
    request: z.object({ email: z.string(), password: z.string() }),
    response: z.object({ token: z.string() }),
  }),
  me: defineEndpoint({ name: 'me', api: 'profile', method: 'GET', path: 'me', response: success }),
  personalPage: defineEndpoint({ name: 'personalPage', api: 'shop', method: 'GET', path: 'pages/main', auth: 'optional', response: success }),
  logout: defineEndpoint({
    name: 'logout',
    api: 'shop',
    method: 'POST',
    path: 'user/logged_out',
    response: z.optional(success),
  }),
  changeQuantity: defineEndpoint({
    name: 'changeQuantity',
    api: 'cart',
    method: 'POST',
    path: 'cart/{cartId}/change_quantity',
    request: z.object({ product_id: z.number(), quantity: z.number() }),
    response: success,
  }),
  placeOrder: defineEndpoint({
    name: 'placeOrder',
    api: 'shop',
    method: 'POST',
    path: 'orders',
    request: z.object({ cart_id: z.string() }),
    response: success,
    idempotency: 'required',
  }),
  removeFavorite: defineEndpoint({
    name: 'removeFavorite',
    api: 'profile',
    method: 'DELETE',
    path: 'me/favorites',
    request: z.object({ product_ids: z.array(z.number()) }),
    response: success,
  }),
};

export const BASE = { profile: 'https://profile.test/api', shop: 'https://shop.test/api/' };

export interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export const server = setupServer();
/** Every request the server answered in the current test, oldest first. */
export const seen: Seen[] = [];

/** Starts the server for the file and forgets its handlers and requests after each test. */
export function useApiServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => server.close());
}

/** Answers every request with `respond`, after recording it; `attempt` counts from 1. */
export function serve(respond: (request: Seen, attempt: number) => Response | Promise<Response>): void {
  server.use(
    http.all('*', async ({ request }) => {
      const entry: Seen = {
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: await request.text(),
      };
      seen.push(entry);
      return respond(entry, seen.length);
    }),
  );
}

export function client(overrides: Partial<ApiClientOptions<typeof endpoints>> = {}) {
  const onError = vi.fn<(error: VitrinaError) => void>();
  const api = createApiClient({
    endpoints,
    baseUrls: BASE,
    getToken: () => undefined,
    retryDelayMs: () => 1,
    onError,
    ...overrides,
  });
  return { api, onError };
}

export const errorBody = (code: string) => ({ error: { code, message: 'for the logs' } });
