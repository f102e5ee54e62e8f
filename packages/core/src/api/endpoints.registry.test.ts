import { describe, expect, expectTypeOf, it } from 'vitest';
import { type EndpointRegistry } from './api-client';
import type { EndpointDefinition } from './endpoint';
import { endpoints, type EndpointName } from './endpoints';
import { loadOnDemandEndpoints } from './lazy-endpoints';
import { loadTimeEndpoints } from './load-time-endpoints';

const entries = Object.entries(endpoints) as [EndpointName, EndpointDefinition<unknown, unknown>][];

/** The GET calls that take an id, appended by the client as the last path segment, and what the id is. */
const appendedIds: Partial<Record<EndpointName, string>> = {
  getCart: 'id',
  GetReactCartByUserId: 'uuid',
  productIdsByCategory: 'category',
  paymentDataByLink: 'link',
  translations: 'lang',
  compareProducts: 'categoryId',
};

/** Profile calls go to /api/profile/, shop and cart calls to /api/shop/. */
const baseOf = (definition: EndpointDefinition<unknown, unknown>) => (definition.api === 'profile' ? 'profile' : 'shop');

const fullPath = (name: EndpointName, definition: EndpointDefinition<unknown, unknown>) => {
  const id = appendedIds[name];
  return id === undefined ? definition.path : `${definition.path}/{${id}}`;
};

/** Every call of the shop's API, as `base METHOD path`, plus the two whose method and path the shop chose itself. */
const specCalls = [
  // Profile API
  'profile POST login',
  'profile POST login_social',
  'profile POST recovery',
  'profile POST signup',
  'profile POST me/favorites',
  'profile DELETE me/favorites',
  'profile GET me/favorites',
  'profile POST me/compares',
  'profile DELETE me/compares',
  'profile GET me/compares',
  'profile PUT me/lang',
  'profile POST me/address',
  'profile GET me',
  // Shop API
  'shop GET general',
  'shop GET pages/main',
  'shop POST products/notification_for_product',
  'shop POST cart/one_click_order',
  'shop POST orders',
  'shop POST catalog/preorder',
  'shop POST cart/get_promocode',
  'shop GET products/{productId}/credits',
  'shop GET cities',
  'shop GET products/ids/{category}',
  'shop GET distributors',
  'shop POST user/logged_in',
  'shop POST user/logged_out',
  'shop GET load_products',
  'shop GET search/load_products',
  'shop GET load_promotion_products',
  'shop GET settings/socials',
  'shop GET bonuses/user/get-bonuses',
  'shop GET np-dep',
  'shop GET get_payment_data_by_link/{link}',
  'shop POST create_payment_link',
  'shop POST monobank/validate_phone',
  'shop POST monobank/check_success_callback',
  'shop POST abank/validate_phone',
  'shop POST abank/check_success_callback',
  'shop GET smb-settings',
  'shop POST send-smb-request',
  'shop GET translations/{lang}',
  'shop GET compare/{categoryId}',
  // Cart
  'shop GET cart/{id}',
  'shop GET cart/user/{uuid}',
  'shop POST cart/create',
  'shop POST cart/update/{cartId}',
  'shop POST cart/merge/{cartId}',
  'shop POST cart/delete/{productId}',
  'shop POST cart/change_quantity',
  'shop POST cart/deleteByCartId',
  'shop POST cart',
  'shop POST cart/promocode',
  'shop DELETE cart/promocode',
  'shop POST cart/bonuses',
  'shop DELETE cart/bonuses',
  // Method and path chosen by the shop: no earlier API fixed them
  'shop POST cart/add',
  'shop POST cart/without_gift',
  'shop POST marketing/contact',
  'shop GET cart/{cartId}/credits',
  'shop GET smb-requests',
  // The profile portal's calls, chosen by the shop
  'profile GET me/addresses',
  'profile PUT me/address/{id}',
  'profile DELETE me/address/{id}',
  'profile GET me/bonuses',
  'profile GET me/orders',
  'profile PUT me',
  'profile PUT me/settings',
];

/** Named operations keep the names hosts already call them by (CreateReactCart, …). */
const namedOperations: Partial<Record<EndpointName, string>> = {
  CreateReactCart: 'POST cart/create',
  UpdateReactCart: 'POST cart/update/{cartId}',
  DeleteProductFromReactCart: 'POST cart/delete/{productId}',
  MergeReactCarts: 'POST cart/merge/{cartId}',
  GetReactCartByUserId: 'GET cart/user/{uuid}',
  GetBonusesCount: 'GET bonuses/user/get-bonuses',
  GetGeneralData: 'GET general',
  GetProductCreditPropositions: 'GET products/{productId}/credits',
  loggedIn: 'POST user/logged_in',
  addToFavoriteList: 'POST me/favorites',
  removeFromFavoriteList: 'DELETE me/favorites',
  addToCompareList: 'POST me/compares',
  removeFromCompareList: 'DELETE me/compares',
  getFavoritesList: 'GET me/favorites',
  getComparesList: 'GET me/compares',
  LoginSocial: 'POST login_social',
  EsAddUpdateContact: 'POST marketing/contact',
  addToCart: 'POST cart/add',
};

describe('endpoints registry', () => {
  it('is the calls a page makes at load plus the ones loaded on demand, none in both', async () => {
    const onDemand = await loadOnDemandEndpoints();
    const bundled = Object.keys(loadTimeEndpoints);
    expect(bundled.filter((name) => Object.hasOwn(onDemand, name))).toEqual([]);
    expect([...bundled, ...Object.keys(onDemand)].sort()).toEqual(Object.keys(endpoints).sort());
    // What a product list needs at load: the login check, general data, bonuses, the lists and the cart.
    expect(bundled).toEqual(expect.arrayContaining(['me', 'GetGeneralData', 'GetBonusesCount', 'getFavoritesList', 'getComparesList', 'getCart', 'GetReactCartByUserId', 'CreateReactCart', 'UpdateReactCart']));
  });

  it('has every call of the shop’s API, each once, and nothing else', () => {
    const registered = entries.map(([name, definition]) => `${baseOf(definition)} ${definition.method} ${fullPath(name, definition)}`);
    expect([...registered].sort()).toEqual([...specCalls].sort());
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('keeps the established names of its named operations', () => {
    for (const [name, call] of Object.entries(namedOperations) as [EndpointName, string][]) {
      const definition = endpoints[name];
      expect(`${definition.method} ${fullPath(name, definition)}`, name).toBe(call);
    }
  });

  it('names each definition by its key', () => {
    for (const [name, definition] of entries) expect(definition.name).toBe(name);
  });

  it('uses relative, clean paths', () => {
    for (const [name, { path }] of entries) {
      expect(path, name).toMatch(/^[A-Za-z][\w\-/{}]*$/);
      expect(path, name).not.toMatch(/\/$|\/\//);
    }
  });

  it('writes path parameters as well-formed {param} placeholders, one segment each', () => {
    for (const [name, { path }] of entries) {
      for (const segment of path.split('/')) {
        if (segment.includes('{') || segment.includes('}')) expect(segment, name).toMatch(/^\{[a-z][A-Za-z]*\}$/);
      }
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(new Set(params).size, name).toBe(params.length);
    }
  });

  it('appends ids to GET calls only', () => {
    for (const name of Object.keys(appendedIds) as EndpointName[]) expect(endpoints[name].method).toBe('GET');
  });

  it('names the appended id in the registry, for the server to route', () => {
    const named = Object.fromEntries(
      entries.filter(([, definition]) => definition.idParam !== undefined).map(([name, definition]) => [name, definition.idParam]),
    );
    expect(named).toEqual(appendedIds);
  });

  it('serves the cart calls under cart/ of the shop base', () => {
    for (const [name, definition] of entries) {
      if (definition.api === 'cart') expect(definition.path, name).toMatch(/^cart(\/|$)/);
    }
  });

  it('asks for the bearer token on the whole profile API except the calls that obtain one', () => {
    const open = entries.filter(([, definition]) => definition.api === 'profile' && !definition.auth).map(([name]) => name);
    expect(open.sort()).toEqual(['LoginSocial', 'login', 'recovery', 'signup']);
  });

  it('asks for the bearer token on the user-owned shop and cart calls', () => {
    const owned = entries.filter(([, definition]) => definition.api !== 'profile' && definition.auth === true).map(([name]) => name);
    expect(owned.sort()).toEqual(
      [
        'EsAddUpdateContact',
        'GetBonusesCount',
        'GetReactCartByUserId',
        'MergeReactCarts',
        'cartBonusesApply',
        'cartBonusesRemove',
        'distributors',
        'loggedIn',
        'loggedOut',
        'preorder',
        'smbRequests',
      ].sort(),
    );
  });

  it('sends the token along, when there is one, on shop calls whose answer depends on who asks', () => {
    const personal = entries.filter(([, definition]) => definition.auth === 'optional').map(([name]) => name);
    expect(personal.sort()).toEqual(
      [
        'GetProductCreditPropositions',
        'cartCreditPropositions',
        'abankCheckSuccessCallback',
        'compareProducts',
        'createPaymentLink',
        'monobankCheckSuccessCallback',
        'sendSmbRequest',
        'smbSettings',
        'getPromocode',
        'loadProducts',
        'loadPromotionProducts',
        'mainPage',
        'notificationForProduct',
        'oneClickOrder',
        'paymentDataByLink',
        'placeOrder',
        'searchLoadProducts',
      ].sort(),
    );
  });

  it('fits the API client’s registry type', () => {
    expectTypeOf(endpoints).toExtend<EndpointRegistry>();
  });
});
