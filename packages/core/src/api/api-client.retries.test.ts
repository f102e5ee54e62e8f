import { delay, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, HttpError, NetworkError } from '../errors';
import { client, errorBody, seen, serve, useApiServer } from './test-api-client-kit';

useApiServer();

describe('createApiClient', () => {
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

    it('refuses to send a call that needs an idempotency key without one, and sends it with one', async () => {
      serve(() => HttpResponse.json({ success: true }));
      const { api } = client();

      await expect(api.call('placeOrder', { body: { cart_id: 'c1' } })).rejects.toBeInstanceOf(ConfigError);
      expect(seen).toHaveLength(0);

      await api.call('placeOrder', { body: { cart_id: 'c1' }, idempotencyKey: 'order-key-1' });
      expect(seen.map((request) => request.headers.get('idempotency-key'))).toEqual(['order-key-1']);
    });

    it('sends no Idempotency-Key header without a key', async () => {
      serve(() => HttpResponse.json({ token: 't' }));
      const { api } = client();

      await api.call('login', { body: { email: 'a@b.ua', password: 'x' } });

      expect(seen[0]?.headers.has('idempotency-key')).toBe(false);
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
});
