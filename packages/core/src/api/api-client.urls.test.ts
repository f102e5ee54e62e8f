import { HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ConfigError, NetworkError, SchemaError, UNKNOWN_ENDPOINT_MESSAGE, UnknownEndpointError, type VitrinaError } from '../errors';
import { createApiClient } from './api-client';
import { defineEndpoint } from './endpoint';
import { BASE, client, endpoints, seen, serve, success, useApiServer } from './test-api-client-kit';

useApiServer();

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
