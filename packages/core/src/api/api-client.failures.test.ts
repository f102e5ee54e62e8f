import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, SchemaError, TimeoutError } from '../errors';
import { client, errorBody, seen, serve, useApiServer } from './test-api-client-kit';

useApiServer();

describe('createApiClient', () => {
  describe('failures', () => {
    it('turns an answer slower than the time-out into a TimeoutError, without retrying', async () => {
      // The time-out leaves the request time to reach the server on a busy machine; the answer comes far later.
      serve(async () => {
        await delay(3000);
        return HttpResponse.json({ id: 1, title: 't' });
      });
      const { api, onError } = client({ timeoutMs: 300 });

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
});
