import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient } from './api-client';
import type { EndpointDefinition } from './endpoint';
import { endpoints, type EndpointName } from './endpoints';
import { cartAdd, endpointSamples as samples, wrap } from './test-endpoint-samples';
import { sampleCart, sampleUser } from '../schemas/test-samples';

const entries = Object.entries(endpoints) as [EndpointName, EndpointDefinition<unknown, unknown>][];

const parses = (schema: z.ZodMiniType | undefined, value: unknown) => schema !== undefined && z.safeParse(schema, value).success;

describe('endpoint schemas', () => {
  it.each(entries)('%s accepts a realistic request and answer', (name, definition) => {
    const sample = samples[name];
    if (definition.request === undefined) {
      expect(sample.request, `${name} takes no request`).toBeUndefined();
    } else {
      expect(z.safeParse(definition.request, sample.request).error?.issues ?? []).toEqual([]);
    }
    expect(z.safeParse(definition.response, sample.response).error?.issues ?? []).toEqual([]);
  });

  it.each(entries.filter(([, definition]) => definition.method === 'GET' && definition.request !== undefined))(
    '%s has a query of plain values only',
    (name, definition) => {
      const query = z.parse(definition.request!, samples[name].request) as Record<string, unknown>;
      for (const value of Object.values(query)) {
        const plain = (item: unknown) => ['string', 'number', 'boolean', 'undefined'].includes(typeof item);
        expect(Array.isArray(value) ? value.every(plain) : plain(value), name).toBe(true);
      }
    },
  );

  it.each(entries.filter(([name]) => name !== 'EsAddUpdateContact'))('%s rejects an answer that is not the envelope', (_name, definition) => {
    expect(parses(definition.response, sampleCart())).toBe(false);
    expect(parses(definition.response, 'OK')).toBe(false);
    expect(parses(definition.response, undefined)).toBe(false);
  });

  it('ignores whatever the marketing relay answers', () => {
    for (const answer of [undefined, null, 'accepted', { status: 'ok' }]) expect(parses(endpoints.EsAddUpdateContact.response, answer)).toBe(true);
  });

  it('reads a failed login check as success false, and a successful one only with the user', () => {
    const me = endpoints.me.response;
    const failed = z.parse(me, { success: false, data: null });
    expect(failed).toEqual({ success: false });
    expect(parses(me, { success: true })).toBe(false);
    expect(parses(me, { success: true, data: { ...sampleUser(), uuid: 42 } })).toBe(false);
    const user = z.parse(me, { success: true, data: sampleUser() });
    expect(user.success && user.data.is_corporate).toBe(false);
  });

  it('sends LoginSocial with google unless another network is given', () => {
    const request = endpoints.LoginSocial.request!;
    expect(z.parse(request, samples.LoginSocial.request).socialNetwork).toBe('google');
    expect(z.parse(request, { ...(samples.LoginSocial.request as object), socialNetwork: 'facebook' }).socialNetwork).toBe('facebook');
  });

  it('reads login and signup answers as a token, sign-up false unless said', () => {
    expect(z.parse(endpoints.login.response, wrap({ token: 'tok' })).data).toEqual({ token: 'tok', is_sign_up: false });
    expect(parses(endpoints.LoginSocial.response, wrap({ is_sign_up: true }))).toBe(false);
  });

  it('reads a user without a stored cart as null', () => {
    expect(z.parse(endpoints.GetReactCartByUserId.response, wrap(null)).data).toBeNull();
    expect(parses(endpoints.getCart.response, wrap(null))).toBe(false);
  });

  it.each<[EndpointName, unknown]>([
    ['addToFavoriteList', { product_ids: [] }],
    ['removeFromCompareList', { product_ids: ['120455'] }],
    ['removeFromCompareList', { product_id: 120455 }],
    ['compareProducts', { ids: [], locale: 'uk' }],
    ['compareProducts', { ids: [1, 2], diff: true, locale: 'uk' }],
    ['compareProducts', { ids: '1,2', locale: 'uk' }],
    ['compareProducts', { ids: [1, 2] }],
    ['mainPage', { lang: 'en' }],
    ['CreateReactCart', { ...cartAdd, product_id: '120455' }],
    ['CreateReactCart', { ...cartAdd, sortingState: { by: 'rating', direction: 'asc' } }],
    ['CreateReactCart', { ...cartAdd, filterOptions: { brand: 'Samsung' } }],
    ['UpdateReactCart', { product_id: 120455 }],
    ['DeleteProductFromReactCart', { cart_id: '' }],
    ['MergeReactCarts', {}],
    ['addToCart', { product_id: 120455 }],
    ['cartChangeQuantity', { cart_id: 'c7b1', product_id: 120455, quantity: -1 }],
    ['cartWithParams', { cart_id: 'c7b1', delivery_type: 'pickup' }],
    ['createPaymentLink', { order_id: 500123, payment_type: 'paypal' }],
    ['placeOrder', { cart_id: 'c-1', order_type: 'fast' }],
    ['placeOrder', { cart_id: 'c-1', order_type: 'new', phone: '380671234567' }],
    ['loadProducts', { page: 1 }],
    ['deliveryDepartments', { city_id: '56' }],
    ['signup', { email: 'a@b.ua', password: 'secret12' }],
    ['EsAddUpdateContact', { firstName: 'A', lastName: 'B', channels: [{ type: 'fax', value: '1' }], externalCustomerId: 'x' }],
  ])('%s refuses to send %j', (name, request) => {
    expect(parses(endpoints[name].request, request)).toBe(false);
  });
});

describe('endpoints with the API client', () => {
  it('reaches the conventional URLs and returns the parsed answer', async () => {
    const requests: string[] = [];
    const answers: Record<string, unknown> = {
      'GET https://shop.example/api/shop/cart/c7b1': samples.getCart.response,
      'POST https://shop.example/api/shop/cart/update/c7b1': samples.UpdateReactCart.response,
      'GET https://shop.example/api/shop/products/120455/credits': samples.GetProductCreditPropositions.response,
      'GET https://shop.example/api/profile/me': samples.me.response,
    };
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const key = `${request.method} ${request.url}`;
      requests.push(key);
      return key in answers ? Response.json(answers[key]) : new Response(null, { status: 404 });
    };
    const client = createApiClient({
      endpoints,
      baseUrls: { profile: 'https://shop.example/api/profile/', shop: 'https://shop.example/api/shop/' },
      getToken: () => 'tok',
      fetch,
      retryLimit: 0,
    });

    const cart = await client.call('getCart', { id: 'c7b1' });
    expect(cart.data.cart_id).toBe(sampleCart().cart_id);
    await client.call('UpdateReactCart', { params: { cartId: 'c7b1' }, body: cartAdd });
    const credits = await client.call('GetProductCreditPropositions', { params: { productId: 120455 } });
    expect(credits.data.price).toBe(16999);
    const me = await client.call('me');
    expect(me.success).toBe(true);
    expect(requests).toEqual(Object.keys(answers));
  });
});
