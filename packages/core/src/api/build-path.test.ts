import { describe, expect, it } from 'vitest';
import { ConfigError } from '../errors';
import { buildPath } from './build-path';

describe('buildPath', () => {
  it('keeps a path without placeholders or id as it is', () => {
    expect(buildPath('e', 'GET', 'settings/socials', {})).toBe('settings/socials');
  });

  it('fills every placeholder, URL-encoded', () => {
    expect(buildPath('e', 'POST', 'cart/{cartId}/items/{itemId}', { params: { cartId: 'a/b', itemId: 7 } })).toBe(
      'cart/a%2Fb/items/7',
    );
  });

  it('appends a GET id as the last segment, without doubling a trailing slash', () => {
    expect(buildPath('e', 'GET', 'get_payment_data_by_link/', { id: 'x y' })).toBe('get_payment_data_by_link/x%20y');
    expect(buildPath('e', 'GET', 'cart/user', { id: 0 })).toBe('cart/user/0');
  });

  it('rejects a missing or empty parameter, naming it', () => {
    expect(() => buildPath('getCart', 'GET', 'cart/{cartId}', {})).toThrow(new ConfigError('getCart: missing path parameter "cartId"'));
    expect(() => buildPath('getCart', 'GET', 'cart/{cartId}', { params: { cartId: '' } })).toThrow(ConfigError);
  });

  it('rejects an id on a method other than GET, and an empty id', () => {
    expect(() => buildPath('e', 'DELETE', 'me/favorites', { id: 1 })).toThrow(ConfigError);
    expect(() => buildPath('e', 'GET', 'products', { id: '' })).toThrow(ConfigError);
  });
});
