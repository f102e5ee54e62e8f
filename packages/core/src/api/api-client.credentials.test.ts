import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ConfigError, HttpError } from '../errors';
import { client, seen, serve, useApiServer } from './test-api-client-kit';

useApiServer();

describe('createApiClient', () => {
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
});
