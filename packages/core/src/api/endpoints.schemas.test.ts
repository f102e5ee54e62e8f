import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { CartAddPayload } from '../schemas/cart-add-payload';
import { sampleCart, sampleMarketingContact, sampleProductCard, sampleUser } from '../schemas/test-samples';
import { createApiClient } from './api-client';
import type { EndpointDefinition } from './endpoint';
import { endpoints, type EndpointName } from './endpoints';

const entries = Object.entries(endpoints) as [EndpointName, EndpointDefinition<unknown, unknown>][];

const ok = { success: true };
const wrap = (data: unknown) => ({ success: true, data });
const cartAdd: CartAddPayload = {
  product_id: 120455,
  pageNumber: 2,
  filterOptions: { brand: ['Samsung', 'Apple'] },
  sortingState: { by: 'price', direction: 'asc' },
  user_id: '8f2d3c1e-4b5a-4c6d-9e7f-0a1b2c3d4e5f',
};
const group = { id: 14, slug: 'smartfony', title: 'Смартфони', products: [sampleProductCard()] };
const listPage = wrap({ products: [sampleProductCard()], total: 49, page: 1 });

/** A realistic request (body, or query for GET) and answer for every call. */
const samples: Record<EndpointName, { request?: unknown; response: unknown }> = {
  login: { request: { email: 'oksana@example.ua', password: 'secret12' }, response: wrap({ token: 'tok' }) },
  LoginSocial: {
    request: { socialId: '1098', email: 'oksana@gmail.com', firstName: 'Оксана', lastName: 'Коваленко', lang: 'uk' },
    response: wrap({ token: 'tok', is_sign_up: true }),
  },
  recovery: { request: { email: 'oksana@example.ua' }, response: ok },
  signup: {
    request: {
      first_name: 'Оксана',
      email: 'oksana@example.ua',
      phone: '380671234567',
      password: 'secret12',
      lang: 'uk',
      privacy_policy: true,
    },
    response: wrap({ token: 'tok', is_sign_up: true }),
  },
  addToFavoriteList: { request: { product_ids: [120455] }, response: wrap({ product_ids: [120455, 98011] }) },
  removeFromFavoriteList: { request: { product_ids: [98011] }, response: wrap({ product_ids: [120455] }) },
  getFavoritesList: { response: wrap([group]) },
  addToCompareList: { request: { product_ids: [120460] }, response: wrap({ product_ids: [120455, 120460] }) },
  removeFromCompareList: { request: { product_ids: [120460, 120455] }, response: wrap({ product_ids: [] }) },
  getComparesList: { response: wrap([group]) },
  meLang: { request: { lang: 'ru' }, response: ok },
  meAddress: {
    request: { city: 'Київ', street: 'вул. Хрещатик', building: '22А', apartments: '15' },
    response: wrap({ id: 7, city: 'Київ', street: 'вул. Хрещатик', building: '22А', apartments: '15' }),
  },
  me: { response: wrap(sampleUser()) },
  GetGeneralData: {
    response: wrap({
      languages: [
        { code: 'uk', label: 'Укр' },
        { code: 'ru', label: 'Рус' },
      ],
      support_phone: '0 800 30 00 33',
      free_delivery_from: 1500,
    }),
  },
  mainPage: {
    request: { lang: 'uk' },
    response: wrap({ banners: [], categories: [], top: [sampleProductCard()], meta: { seo_h1: 'H', seo_text: null, seo_text_more: null } }),
  },
  notificationForProduct: { request: { product_id: 120470, email: 'oksana@example.ua' }, response: ok },
  oneClickOrder: { request: { product_id: 120455, phone: '380671234567' }, response: wrap({ order_id: 500123 }) },
  placeOrder: {
    request: {
      cart_id: 'c-1',
      order_type: 'new',
      person: { lastName: 'Шевченко', firstName: 'Оксана', phone: '380671234567', email: 'o@example.ua' },
      recipient: { type: 'me' },
      delivery: { type: 'newpost', city_id: 56, department_id: 12 },
      payment: { type: 'cash' },
      promo_code: 'SPRING10',
      expected_total: 2690,
    },
    response: wrap({ order_id: 500124, status: 'needs_payment', total: 2690, next: 'result', redirect_url: '/order/result?status=success&order=500124' }),
  },
  preorder: {
    request: { product_id: 120470, name: 'Оксана', phone: '380671234567' },
    response: wrap({ product_ids: [120470] }),
  },
  getPromocode: {
    request: { cart_id: 'c7b1', code: 'SPRING24' },
    response: wrap({ code: 'SPRING24', kind: 'promo', discount: 500 }),
  },
  GetProductCreditPropositions: {
    response: wrap({
      price: 16999,
      credits: [
        {
          type: 'instant',
          title: 'Миттєвий кредит',
          bank_items: [
            { id: 1, title: 'ПриватБанк', logo: null, propositions: [{ type: 'pb-mgnovennyj-kredit', number_months: 12, monthly_payment: 1700 }] },
          ],
        },
      ],
    }),
  },
  cartCreditPropositions: {
    response: wrap({
      price: 33998,
      credits: [
        {
          type: 'mono-internet-pch',
          title: 'Покупка частинами monobank',
          bank_items: [{ id: 5, title: 'monobank', logo: 'monobank', propositions: [{ type: 'mono-internet-pch', number_months: 10, monthly_payment: 3399.8 }] }],
        },
      ],
    }),
  },
  cities: { request: { search: 'Ки' }, response: wrap([{ id: 56, title: 'Київ', region: 'Київська' }]) },
  productIdsByCategory: { response: wrap([120455, 120460]) },
  distributors: {
    request: { product_id: 120455 },
    response: wrap([{ id: 3, title: 'ERC', url: null, price: 15800, quantity: 40 }]),
  },
  loggedIn: { response: ok },
  loggedOut: { response: ok },
  loadProducts: { request: { category_id: 14, page: 2, sort: 'price', direction: 'desc' }, response: listPage },
  searchLoadProducts: { request: { q: 'galaxy' }, response: listPage },
  loadPromotionProducts: { request: { promotion_id: 9, page: 1 }, response: listPage },
  socialSettings: { response: wrap([{ network: 'google', client_id: '123.apps.googleusercontent.com' }]) },
  GetBonusesCount: { response: wrap({ available_bonuses: 540 }) },
  deliveryDepartments: {
    request: { city_id: 56, delivery_type: 'np-mailbox' },
    response: wrap([
      { id: 9011, number: 11, city_id: 56, delivery_type: 'np-mailbox', title: 'Поштомат №11', address: 'вул. Велика Васильківська, 72' },
    ]),
  },
  paymentDataByLink: {
    response: wrap({ order_id: 500123, status: 'needs_payment', amount: 16999, payment_type: 'liqpay', payment_url: 'https://pay.example/x' }),
  },
  createPaymentLink: { request: { order_id: 500123, payment_type: 'liqpay' }, response: wrap({ url: 'https://pay.example/x' }) },
  monobankValidatePhone: { request: { phone: '380671234567' }, response: wrap({ is_registered: true }) },
  monobankCheckSuccessCallback: { request: { order_id: 500123 }, response: wrap({ status: 'paid' }) },
  abankValidatePhone: { request: { phone: '380671234567' }, response: wrap({ is_registered: false }) },
  abankCheckSuccessCallback: { request: { order_id: 500123 }, response: wrap({ status: 'cancelled' }) },
  smbSettings: { response: wrap({ is_enabled: true, manager_phone: '0 800 30 00 33', manager_email: null }) },
  sendSmbRequest: {
    request: {
      company_name: 'ТОВ «Вітрина Трейд»',
      company_code: '12345678',
      contact_name: 'Оксана',
      phone: '380671234567',
      email: 'b2b@example.ua',
    },
    response: ok,
  },
  translations: { response: wrap({ general: { errors: { title: 'Помилка' } }, load_more: { sorting: { price: 'За ціною' } } }) },
  compareProducts: {
    request: { ids: [120455, 120460], diff: 1, locale: 'uk' },
    response: wrap([{ ...sampleProductCard(), characteristics: [{ title: 'Діагональ', value: '6.6"' }] }]),
  },
  EsAddUpdateContact: { request: sampleMarketingContact(), response: 'accepted' },
  getCart: { response: wrap(sampleCart()) },
  GetReactCartByUserId: { response: wrap(sampleCart()) },
  CreateReactCart: { request: cartAdd, response: wrap(sampleCart()) },
  UpdateReactCart: { request: { ...cartAdd, user_id: undefined }, response: wrap(sampleCart()) },
  MergeReactCarts: { request: { user_id: '8f2d3c1e-4b5a-4c6d-9e7f-0a1b2c3d4e5f' }, response: wrap(sampleCart()) },
  DeleteProductFromReactCart: { request: { cart_id: 'c7b1' }, response: wrap(sampleCart()) },
  cartChangeQuantity: {
    request: { cart_id: 'c7b1', product_id: 700001, quantity: 0, parent_product_id: 120455 },
    response: wrap(sampleCart()),
  },
  cartDeleteByCartId: { request: { cart_id: 'c7b1' }, response: ok },
  cartWithParams: {
    request: { cart_id: 'c7b1', city_id: 56, delivery_type: 'courier-tv', payment_type: 'card_on_receipt' },
    response: wrap(sampleCart()),
  },
  addToCart: { request: { product_id: 120455, without_gift: false, cart_id: null }, response: wrap(sampleCart()) },
  cartWithoutGift: { request: { cart_id: 'c7b1', product_id: 120455, without_gift: true }, response: wrap(sampleCart()) },
  cartPromocodeApply: { request: { cart_id: 'c7b1', code: 'SPRING24' }, response: wrap(sampleCart()) },
  cartPromocodeRemove: { request: { cart_id: 'c7b1' }, response: wrap(sampleCart()) },
  cartBonusesApply: { request: { cart_id: 'c7b1', amount: 200 }, response: wrap({ ...sampleCart(), bonuses: 200 }) },
  cartBonusesRemove: { request: { cart_id: 'c7b1' }, response: wrap(sampleCart()) },
};

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
