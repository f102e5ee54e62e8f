import { describe, expect, it } from 'vitest';
import { checkApiBase } from './api-base';
import { resolveConfig } from './config';
import { ConfigError } from './errors';

const absolute = { profile: 'https://shop.example/api/profile/', shop: 'https://shop.example/api/shop/' };

describe('the config check', () => {
  it('takes absolute http and https bases anywhere', () => {
    expect(resolveConfig({ api: absolute }).api).toEqual(absolute);
    expect(resolveConfig({ api: { ...absolute, cart: 'http://localhost:3000/api/shop/' } }).api.cart).toBe('http://localhost:3000/api/shop/');
  });

  it('refuses a relative base outside a browser, naming the field and what it takes', () => {
    expect(() => resolveConfig({ api: { ...absolute, shop: '/api/shop/' } })).toThrow(ConfigError);
    expect(() => resolveConfig({ api: { ...absolute, shop: '/api/shop/' } })).toThrow(
      'api.shop: expected an absolute http:// or https:// address (outside a browser there is no page to resolve a relative one against), got "/api/shop/"',
    );
  });

  it('takes a relative base where there is a page to resolve it against', () => {
    expect(() => checkApiBase('api.shop', '/api/shop/', 'https://shop.example/catalog')).not.toThrow();
  });

  it('refuses other schemes and what is not an address at all', () => {
    expect(() => resolveConfig({ api: { ...absolute, cart: 'ftp://x' } })).toThrow('api.cart: expected an absolute http:// or https:// address (outside a browser there is no page to resolve a relative one against), got "ftp://x"');
    expect(() => resolveConfig({ api: { ...absolute, profile: 'not a url' } })).toThrow(/api\.profile: expected an absolute http:\/\/ or https:\/\/ address .*got "not a url"/);
    expect(() => checkApiBase('api.shop', 'javascript:alert(1)', 'https://shop.example/')).toThrow('api.shop: expected an http:// or https:// address, got "javascript:alert(1)"');
  });

  it('names the field, what it takes and what it got for a wrong type or value', () => {
    expect(() => resolveConfig({ api: { ...absolute, shop: 42 as unknown as string } })).toThrow('api.shop: expected string, got 42');
    expect(() => resolveConfig({ api: absolute, lang: 'en' as 'uk' })).toThrow('lang: expected one of ["uk","ru"], got "en"');
    expect(() => resolveConfig({ api: absolute, retryLimit: 9 })).toThrow('retryLimit: expected ≤ 5, got 9');
    expect(() => resolveConfig({} as never)).toThrow('api: expected object, got undefined');
  });
});
