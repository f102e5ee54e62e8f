import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  ConfigError,
  HttpError,
  NetworkError,
  SchemaError,
  TimeoutError,
  UNKNOWN_ENDPOINT_MESSAGE,
  UnknownEndpointError,
  type VitrinaError,
} from '../errors';
import { createApiClient, type ApiClientOptions } from './api-client';
import { defineEndpoint } from './endpoint';

const product = z.object({ id: z.number(), title: z.string() });
const success = z.object({ success: z.boolean() });

const endpoints = {
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
  removeFavorite: defineEndpoint({
    name: 'removeFavorite',
    api: 'profile',
    method: 'DELETE',
    path: 'me/favorites',
    request: z.object({ product_ids: z.array(z.number()) }),
    response: success,
  }),
};

const BASE = { profile: 'https://profile.test/api', shop: 'https://shop.test/api/' };

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

const server = setupServer();
let seen: Seen[] = [];

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => server.close());

/** Answers every request with `respond`, after recording it; `attempt` counts from 1. */
function serve(respond: (request: Seen, attempt: number) => Response | Promise<Response>): void {
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

function client(overrides: Partial<ApiClientOptions<typeof endpoints>> = {}) {
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

const errorBody = (code: string) => ({ error: { code, message: 'for the logs' } });

describe('createApiClient', () => {
  describe('endpoints and URLs', () => {
    it("rejects an unknown endpoint name with 'An unknown API endpoint', reports it and sends nothing", async () => {
      serve(() => HttpResponse.json({}));
      const { api, onError } = client();
      const callAny = api.call as (name: string) => Promise<unknown>;

      const error = await callAny('noSuchEndpoint').catch((e: unknown) => e);

      expect(error).toBeInstanceOf(UnknownEndpointError);
      expect((error as Error).message).toBe(UNKNOWN_ENDPOINT_MESSAGE);
      expect((error as Error).message).toBe('An unknown API endpoint');
      expect(onError).toHaveBeenCalledExactlyOnceWith(error);
      await expect(callAny('toString')).rejects.toBeInstanceOf(UnknownEndpointError);
      expect(seen).toHaveLength(0);
    });

    describe('with endpoints loaded on demand', () => {
      const later = {
        getStatus: defineEndpoint({ name: 'getStatus', api: 'shop', method: 'GET', path: 'status', response: success }),
      };

      function lazyClient(loadEndpoints: () => Promise<typeof later>) {
        const onError = vi.fn<(error: VitrinaError) => void>();
        const api = createApiClient({ endpoints, loadEndpoints, baseUrls: BASE, getToken: () => undefined, onError });
        return { api, onError };
      }

      it('loads them with the first call that needs them, once, and never for the bundled ones', async () => {
        serve(() => HttpResponse.json({ success: true, id: 1, title: 'x' }));
        const loadEndpoints = vi.fn(() => Promise.resolve(later));
        const { api } = lazyClient(loadEndpoints);

        await api.call('getProduct', { id: 1 });
        expect(loadEndpoints).not.toHaveBeenCalled();
        const [first, second] = await Promise.all([api.call('getStatus'), api.call('getStatus')]);

        expect(first).toEqual({ success: true });
        expect(second).toEqual({ success: true });
        expect(loadEndpoints).toHaveBeenCalledTimes(1);
        expect(seen.map((request) => request.url.pathname)).toEqual(['/api/products/1', '/api/status', '/api/status']);
      });

      it('fails the call as a network error when they cannot be loaded, reports it once, and tries again next time', async () => {
        serve(() => HttpResponse.json({ success: true }));
        const loadEndpoints = vi.fn<() => Promise<typeof later>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(later);
        const { api, onError } = lazyClient(loadEndpoints);

        const error = await api.call('getStatus').catch((e: unknown) => e);

        expect(error).toBeInstanceOf(NetworkError);
        expect(onError).toHaveBeenCalledExactlyOnceWith(error);
        expect(seen).toHaveLength(0);
        await expect(api.call('getStatus')).resolves.toEqual({ success: true });
        expect(loadEndpoints).toHaveBeenCalledTimes(2);
      });

      it('still rejects a name found in neither as an unknown endpoint', async () => {
        const { api } = lazyClient(() => Promise.resolve(later));
        const callAny = api.call as (name: string) => Promise<unknown>;
        await expect(callAny('noSuchEndpoint')).rejects.toBeInstanceOf(UnknownEndpointError);
        await expect(callAny('hasOwnProperty')).rejects.toBeInstanceOf(UnknownEndpointError);
      });
    });

    it('GET appends the id, URL-encoded, as the last path segment and sends no body', async () => {
      serve(() => HttpResponse.json({ id: 7, title: 'Телевізор' }));
      const { api } = client();

      const result = await api.call('getProduct', { id: 'a b/ç?' });

      expect(result).toEqual({ id: 7, title: 'Телевізор' });
      expect(seen).toHaveLength(1);
      expect(seen[0]?.method).toBe('GET');
      expect(seen[0]?.url.href).toBe('https://shop.test/api/products/a%20b%2F%C3%A7%3F');
      expect(seen[0]?.body).toBe('');
      expect(seen[0]?.headers.get('accept')).toBe('application/json');
    });

    it('fills {param} placeholders with encoded values', async () => {
      serve(() => HttpResponse.json({ price: 1999 }));
      const { api } = client();

      await expect(api.call('getCredits', { params: { productId: 'x/1 2' } })).resolves.toEqual({ price: 1999 });

      expect(seen[0]?.url.pathname).toBe('/api/products/x%2F1%202/credits');
    });

    it('fails clearly on a missing path parameter, without a request', async () => {
      serve(() => HttpResponse.json({ price: 1 }));
      const { api, onError } = client();

      const error = await api.call('getCredits', { params: {} }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain('productId');
      expect(onError).toHaveBeenCalledExactlyOnceWith(error);
      expect(seen).toHaveLength(0);
    });

    it('sends a GET query checked against the request schema', async () => {
      serve(() => HttpResponse.json([]));
      const { api } = client();

      await api.call('searchProducts', { query: { q: 'тв 4k', page: 2, ids: [1, 2] } });

      const params = seen[0]?.url.searchParams;
      expect(params?.get('q')).toBe('тв 4k');
      expect(params?.get('page')).toBe('2');
      expect(params?.get('ids')).toBe('1,2');
    });

    it('rejects an invalid GET query with a SchemaError and sends nothing', async () => {
      serve(() => HttpResponse.json([]));
      const { api, onError } = client();

      const error = await api.call('searchProducts', { query: { q: 5 } as never }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(SchemaError);
      expect((error as SchemaError).issues.map((issue) => issue.path)).toEqual(['q']);
      expect(onError).toHaveBeenCalledOnce();
      expect(seen).toHaveLength(0);
    });

    it('sends the body of a POST as JSON', async () => {
      serve(() => HttpResponse.json({ token: 'tok' }));
      const { api } = client();

      const result = await api.call('login', { body: { email: 'a@b.ua', password: 'секрет' } });

      expect(result).toEqual({ token: 'tok' });
      expect(seen[0]?.method).toBe('POST');
      expect(seen[0]?.url.href).toBe('https://profile.test/api/login');
      expect(seen[0]?.headers.get('content-type')).toContain('application/json');
      expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ email: 'a@b.ua', password: 'секрет' });
    });

    it('validates the body before sending: an invalid one is a SchemaError and nothing is sent', async () => {
      serve(() => HttpResponse.json({ token: 'tok' }));
      const { api, onError } = client();

      const error = await api
        .call('login', { body: { email: 'a@b.ua' } as { email: string; password: string } })
        .catch((e: unknown) => e);

      expect(error).toBeInstanceOf(SchemaError);
      expect((error as SchemaError).issues.map((issue) => issue.path)).toEqual(['password']);
      expect(onError).toHaveBeenCalledExactlyOnceWith(error);
      expect(seen).toHaveLength(0);
    });

    it('uses the shop base URL for the cart API unless one is given', async () => {
      serve(() => HttpResponse.json({ success: true }));
      const body = { product_id: 1, quantity: 2 };

      await client().api.call('changeQuantity', { params: { cartId: 'c-1' }, body });
      await client({ baseUrls: { ...BASE, cart: 'https://cart.test/v1' } }).api.call('changeQuantity', {
        params: { cartId: 'c-1' },
        body,
      });

      expect(seen.map((request) => request.url.href)).toEqual([
        'https://shop.test/api/cart/c-1/change_quantity',
        'https://cart.test/v1/cart/c-1/change_quantity',
      ]);
    });

    it('refuses a body on GET and an id on POST instead of guessing', async () => {
      serve(() => HttpResponse.json({}));
      const { api, onError } = client();

      await expect(api.call('getProduct', { id: 1, body: { id: 1 } })).rejects.toBeInstanceOf(ConfigError);
      await expect(
        api.call('login', { id: 1, body: { email: 'a@b.ua', password: 'x' } }),
      ).rejects.toBeInstanceOf(ConfigError);
      expect(onError).toHaveBeenCalledTimes(2);
      expect(seen).toHaveLength(0);
    });

    it('sends Accept-Language from lang()', async () => {
      serve(() => HttpResponse.json({ id: 1, title: 't' }));
      let language = 'uk';
      const { api } = client({ lang: () => language });

      await api.call('getProduct', { id: 1 });
      language = 'ru';
      await api.call('getProduct', { id: 1 });

      expect(seen.map((request) => request.headers.get('accept-language'))).toEqual(['uk', 'ru']);
    });
  });

  describe('credentials', () => {
    it('sends the bearer token to the profile API and to auth endpoints, not to other shop calls', async () => {
      serve((request) =>
        request.url.pathname.endsWith('/me')
          ? HttpResponse.json({ success: true })
          : request.url.pathname.includes('bonuses')
            ? HttpResponse.json({ data: 10 })
            : HttpResponse.json({ id: 1, title: 't' }),
      );
      const { api } = client({ getToken: () => 'secret-token' });

      await api.call('me');
      await api.call('getProduct', { id: 1 });
      await api.call('getBonuses');

      expect(seen.map((request) => request.headers.get('authorization'))).toEqual([
        'Bearer secret-token',
        null,
        'Bearer secret-token',
      ]);
    });

    it('sends the token along to the cart API and to optional-auth calls, only when there is one', async () => {
      serve(() => HttpResponse.json({ success: true }));
      let token: string | undefined = 'shopper';
      const { api } = client({ getToken: () => token });

      await api.call('changeQuantity', { params: { cartId: 'c1' }, body: { product_id: 1, quantity: 2 } });
      await api.call('personalPage');
      token = undefined;
      await api.call('personalPage');

      expect(seen.map((request) => request.headers.get('authorization'))).toEqual(['Bearer shopper', 'Bearer shopper', null]);
    });

    it('reads the token afresh on every call', async () => {
      serve(() => HttpResponse.json({ success: true }));
      let token: string | undefined = 'first';
      const { api } = client({ getToken: () => token });

      await api.call('me');
      token = 'second';
      await api.call('me');
      token = undefined;
      await api.call('me');

      expect(seen.map((request) => request.headers.get('authorization'))).toEqual([
        'Bearer first',
        'Bearer second',
        null,
      ]);
    });

    it("sends a token given to the call instead of the shopper's (validating a stored account)", async () => {
      serve(() => HttpResponse.json({ success: true }));
      const { api } = client({ getToken: () => 'shopper' });

      await api.call('me', { token: 'stored-account' });
      await api.call('me');

      expect(seen.map((request) => request.headers.get('authorization'))).toEqual([
        'Bearer stored-account',
        'Bearer shopper',
      ]);
    });

    it('sends Basic auth to the shop and cart APIs only when configured', async () => {
      serve((request) =>
        request.url.hostname === 'profile.test' ? HttpResponse.json({ success: true }) : HttpResponse.json({ success: true, id: 1, title: 't' }),
      );
      const withBasic = client({ shopBasicAuth: { username: 'shop', password: 'пароль:1' } }).api;
      const without = client().api;
      const cartCall = { params: { cartId: '1' }, body: { product_id: 1, quantity: 1 } };

      await withBasic.call('getProduct', { id: 1 });
      await withBasic.call('changeQuantity', cartCall);
      await withBasic.call('me');
      await without.call('getProduct', { id: 1 });
      await without.call('changeQuantity', cartCall);

      const expected = `Basic ${Buffer.from('shop:пароль:1', 'utf8').toString('base64')}`;
      expect(seen.map((request) => request.headers.get('authorization'))).toEqual([expected, expected, null, null, null]);
    });
  });

  describe('retries', () => {
    it('retries a GET after a 503 and returns the later answer', async () => {
      serve((_request, attempt) =>
        attempt === 1 ? HttpResponse.json(errorBody('errors.generic'), { status: 503 }) : HttpResponse.json({ id: 1, title: 't' }),
      );
      const { api, onError } = client();

      await expect(api.call('getProduct', { id: 1 })).resolves.toEqual({ id: 1, title: 't' });

      expect(seen).toHaveLength(2);
      expect(onError).not.toHaveBeenCalled();
    });

    it('waits as a 429 or 503 asks when that is short, and does not retry one that asks for longer than a shopper can wait', async () => {
      serve((_request, attempt) =>
        attempt === 1 ? HttpResponse.json(errorBody('errors.generic'), { status: 429, headers: { 'Retry-After': '0' } }) : HttpResponse.json({ id: 1, title: 't' }),
      );
      await expect(client().api.call('getProduct', { id: 1 })).resolves.toEqual({ id: 1, title: 't' });
      expect(seen).toHaveLength(2);

      seen.length = 0;
      serve(() => HttpResponse.json(errorBody('errors.generic'), { status: 503, headers: { 'Retry-After': '120' } }));
      const { api, onError } = client();
      const error = await api.call('getProduct', { id: 1 }).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 503 });
      expect(seen).toHaveLength(1);
      expect(onError).toHaveBeenCalledExactlyOnceWith(error);

      // Other answers' Retry-After is not ky's to follow: a 500 is retried as usual.
      seen.length = 0;
      serve((_request, attempt) =>
        attempt === 1 ? HttpResponse.json(errorBody('errors.generic'), { status: 500, headers: { 'Retry-After': '120' } }) : HttpResponse.json({ id: 1, title: 't' }),
      );
      await expect(client().api.call('getProduct', { id: 1 })).resolves.toEqual({ id: 1, title: 't' });
      expect(seen).toHaveLength(2);
    });

    it('gives up after retryLimit retries and reports once', async () => {
      serve(() => new HttpResponse(null, { status: 500 }));
      const { api, onError } = client({ retryLimit: 2 });

      const error = await api.call('getProduct', { id: 1 }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(500);
      expect(seen).toHaveLength(3);
      expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    });

    it('does not retry a GET on a 404', async () => {
      serve(() => HttpResponse.json(errorBody('errors.nothing_found'), { status: 404 }));
      const { api } = client();

      await expect(api.call('getProduct', { id: 1 })).rejects.toBeInstanceOf(HttpError);

      expect(seen).toHaveLength(1);
    });

    it('never retries a POST without an idempotency key', async () => {
      serve(() => HttpResponse.json(errorBody('errors.generic'), { status: 503 }));
      const { api, onError } = client();

      const error = await api.call('login', { body: { email: 'a@b.ua', password: 'x' } }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(503);
      expect(seen).toHaveLength(1);
      expect(onError).toHaveBeenCalledOnce();
    });

    it('never retries a DELETE without an idempotency key, even on a network error', async () => {
      serve(() => HttpResponse.error());
      const { api } = client();

      await expect(api.call('removeFavorite', { body: { product_ids: [1] } })).rejects.toBeInstanceOf(NetworkError);

      expect(seen).toHaveLength(1);
    });

    it('retries a POST that carries an idempotency key, with the same key and body every time', async () => {
      serve((_request, attempt) =>
        attempt < 3 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ success: true }),
      );
      const { api } = client();

      const result = await api.call('changeQuantity', {
        params: { cartId: '9' },
        body: { product_id: 5, quantity: 3 },
        idempotencyKey: 'key-123',
      });

      expect(result).toEqual({ success: true });
      expect(seen).toHaveLength(3);
      expect(seen.map((request) => request.headers.get('idempotency-key'))).toEqual(['key-123', 'key-123', 'key-123']);
      expect(seen.map((request) => JSON.parse(request.body) as unknown)).toEqual(
        Array.from({ length: 3 }, () => ({ product_id: 5, quantity: 3 })),
      );
    });

    it('sends no Idempotency-Key header without a key', async () => {
      serve(() => HttpResponse.json({ token: 't' }));
      const { api } = client();

      await api.call('login', { body: { email: 'a@b.ua', password: 'x' } });

      expect(seen[0]?.headers.has('idempotency-key')).toBe(false);
    });
  });

  describe('failures', () => {
    it('turns an answer slower than the time-out into a TimeoutError, without retrying', async () => {
      serve(async () => {
        await delay(500);
        return HttpResponse.json({ id: 1, title: 't' });
      });
      const { api, onError } = client({ timeoutMs: 20 });

      const error = await api.call('getProduct', { id: 1 }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(TimeoutError);
      expect((error as TimeoutError).endpoint).toBe('getProduct');
      expect(seen).toHaveLength(1);
      expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    });

    it('honours a per-call time-out', async () => {
      serve(async () => {
        await delay(500);
        return HttpResponse.json({ success: true });
      });
      const { api } = client();

      await expect(api.call('me', { timeoutMs: 20 })).rejects.toBeInstanceOf(TimeoutError);
    });

    it("makes the error body's code the HttpError's messageKey", async () => {
      const body = { error: { code: 'errors.promo_code_not_found', message: 'Promo code not found', fields: { code: 'x' } } };
      serve(() => HttpResponse.json(body, { status: 422 }));
      const { api, onError } = client();

      const error = await api.call('login', { body: { email: 'a@b.ua', password: 'x' } }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 422, endpoint: 'login', messageKey: 'errors.promo_code_not_found', body });
      expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    });

    it('reads the error code even when the body is labelled as text', async () => {
      serve(() => HttpResponse.text(JSON.stringify(errorBody('errors.bonus_insufficient')), { status: 400 }));
      const { api } = client();

      await expect(api.call('me')).rejects.toMatchObject({ status: 400, messageKey: 'errors.bonus_insufficient' });
    });

    it('falls back to errors.generic for a body that is not the error body, and errors.login_error for a 401', async () => {
      serve((request) =>
        request.url.pathname.endsWith('/me')
          ? new HttpResponse(null, { status: 401 })
          : HttpResponse.text('<html>Bad gateway</html>', { status: 400 }),
      );
      const { api } = client();

      await expect(api.call('getProduct', { id: 1 })).rejects.toMatchObject({
        status: 400,
        messageKey: 'errors.generic',
        body: '<html>Bad gateway</html>',
      });
      await expect(api.call('me')).rejects.toMatchObject({ status: 401, messageKey: 'errors.login_error' });
    });

    it('turns a 200 with malformed JSON into a SchemaError that does not carry the body', async () => {
      serve(() => HttpResponse.text('<html>{private: 380501234567</html>', { status: 200 }));
      const { api, onError } = client();

      const error = await api.call('getProduct', { id: 1 }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(SchemaError);
      expect((error as SchemaError).source).toBe('getProduct response');
      expect(JSON.stringify(error)).not.toContain('380501234567');
      expect((error as Error).message).not.toContain('380501234567');
      expect((error as Error).cause).toBeUndefined();
      expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    });

    it('turns an empty 200 into a SchemaError when the schema expects data', async () => {
      serve(() => new HttpResponse(null, { status: 200 }));
      const { api } = client();

      await expect(api.call('getProduct', { id: 1 })).rejects.toBeInstanceOf(SchemaError);
    });

    it('accepts an empty answer when the response schema allows nothing', async () => {
      serve(() => new HttpResponse(null, { status: 204 }));
      const { api } = client();

      await expect(api.call('logout')).resolves.toBeUndefined();
    });

    it('turns a wrong shape into a SchemaError listing the issue paths', async () => {
      serve(() => HttpResponse.json({ id: '7', title: 5 }));
      const { api } = client();

      const error = await api.call('getProduct', { id: 7 }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(SchemaError);
      expect((error as SchemaError).issues.map((issue) => issue.path)).toEqual(['id', 'title']);
    });

    it('turns a failed connection into a NetworkError after retrying the GET', async () => {
      serve(() => HttpResponse.error());
      const { api, onError } = client();

      const error = await api.call('getProduct', { id: 1 }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(NetworkError);
      expect((error as NetworkError).endpoint).toBe('getProduct');
      expect(seen).toHaveLength(3);
      expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    });

    it('reports each failed call exactly once and never a successful one', async () => {
      serve((request) =>
        request.url.pathname.endsWith('/me') ? HttpResponse.json({ success: true }) : new HttpResponse(null, { status: 500 }),
      );
      const { api, onError } = client({ retryLimit: 1 });

      const failures = await Promise.all([
        api.call('getProduct', { id: 1 }).catch((e: unknown) => e),
        api.call('login', { body: { email: 'a@b.ua', password: 'x' } }).catch((e: unknown) => e),
        api.call('getProduct', { id: 2 }).catch((e: unknown) => e),
      ]);
      await api.call('me');

      expect(onError).toHaveBeenCalledTimes(3);
      expect(onError.mock.calls.map(([error]) => error)).toEqual(expect.arrayContaining(failures));
    });

    it("keeps the call's own error when onError throws", async () => {
      serve(() => new HttpResponse(null, { status: 404 }));
      const { api } = client({
        onError: () => {
          throw new Error('hook failed');
        },
      });

      await expect(api.call('getProduct', { id: 1 })).rejects.toBeInstanceOf(HttpError);
    });
  });

  describe('cancelling', () => {
    it('rejects with an AbortError and does not report it', async () => {
      serve(async () => {
        await delay(500);
        return HttpResponse.json({ id: 1, title: 't' });
      });
      const { api, onError } = client();
      const controller = new AbortController();

      const pending = api.call('getProduct', { id: 1, signal: controller.signal });
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      controller.abort();

      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
      expect(onError).not.toHaveBeenCalled();
    });

    it('stops waiting for a retry once aborted', async () => {
      serve(() => new HttpResponse(null, { status: 503 }));
      const { api, onError } = client({ retryDelayMs: () => 60_000 });
      const controller = new AbortController();

      const pending = api.call('getProduct', { id: 1, signal: controller.signal });
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      controller.abort();

      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
      expect(seen).toHaveLength(1);
      expect(onError).not.toHaveBeenCalled();
    });

    it('sends nothing when the signal is already aborted', async () => {
      serve(() => HttpResponse.json({ id: 1, title: 't' }));
      const { api } = client();

      await expect(api.call('getProduct', { id: 1, signal: AbortSignal.abort() })).rejects.toMatchObject({
        name: 'AbortError',
      });
      expect(seen).toHaveLength(0);
    });
  });

  it('keeps two clients apart', async () => {
    serve((request) =>
      request.url.hostname === 'other.test' ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ success: true }),
    );
    const a = client({ getToken: () => 'token-a' });
    const b = client({ getToken: () => 'token-b', baseUrls: { profile: 'https://other.test/p', shop: 'https://other.test/s' } });

    const [resultA, errorB] = await Promise.all([a.api.call('me'), b.api.call('me').catch((e: unknown) => e)]);

    expect(resultA).toEqual({ success: true });
    expect(errorB).toBeInstanceOf(HttpError);
    expect(a.onError).not.toHaveBeenCalled();
    expect(b.onError).toHaveBeenCalledOnce();
    const byHost = (host: string) => seen.filter((request) => request.url.hostname === host);
    expect(byHost('profile.test').map((request) => request.headers.get('authorization'))).toEqual(['Bearer token-a']);
    expect(new Set(byHost('other.test').map((request) => request.headers.get('authorization')))).toEqual(
      new Set(['Bearer token-b']),
    );
  });

  it('rejects bad options at creation', () => {
    expect(() => client({ timeoutMs: 0 })).toThrow(ConfigError);
    expect(() => client({ retryLimit: -1 })).toThrow(ConfigError);
    expect(() => client({ baseUrls: { profile: '', shop: 'https://shop.test' } })).toThrow(ConfigError);
  });

  it('infers request and response types from the registry', () => {
    const { api } = client();
    // Type-level only: the calls below are checked by the compiler and never run.
    const typeChecks = () => {
      expectTypeOf(api.call('getProduct', { id: 1 })).resolves.toEqualTypeOf<{ id: number; title: string }>();
      expectTypeOf(api.call('login', { body: { email: '', password: '' } })).resolves.toEqualTypeOf<{ token: string }>();
      expectTypeOf(api.call('logout')).resolves.toEqualTypeOf<{ success: boolean } | undefined>();
      expectTypeOf(api.call<'login'>).parameter(1).exclude<undefined>().toHaveProperty('body').toEqualTypeOf<
        { email: string; password: string } | undefined
      >();
      // @ts-expect-error an unknown endpoint name does not type-check
      void api.call('noSuchEndpoint').catch(() => undefined);
      // @ts-expect-error a body of the wrong shape does not type-check
      void api.call('login', { body: { email: 1 } }).catch(() => undefined);
    };
    expectTypeOf(typeChecks).returns.toBeVoid();
  });
});
