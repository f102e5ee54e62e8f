import { effect } from '@preact/signals-core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVitrina } from './create-vitrina';
import type { VitrinaConfig } from './config';
import { ConfigError, HttpError, type VitrinaError } from './errors';
import { createLocalStore, type StorageEventLike } from './storage/local-store';
import { createMemoryStore } from './storage/memory-store';
import { storageKeys } from './storage/keys';
import * as z from 'zod/mini';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  delete (globalThis as { dataLayer?: unknown }).dataLayer;
});
afterAll(() => server.close());

const general = { languages: [{ code: 'uk', label: 'Укр' }], support_phone: '0 800 30 00 33', free_delivery_from: 1500 };

function serveShop() {
  const seen: Request[] = [];
  server.use(
    http.all('https://shop.test/api/profile/*', ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json({ success: false });
    }),
    http.all('https://shop.test/*', ({ request }) => {
      seen.push(request.clone());
      const path = new URL(request.url).pathname;
      if (path === '/api/shop/general') return HttpResponse.json({ success: true, data: general });
      if (path === '/api/shop/cities') return HttpResponse.json({ success: true, data: [{ id: 1, title: 'Київ', region: null }] });
      if (path.startsWith('/api/shop/translations/')) {
        return HttpResponse.json({ success: true, data: { header: { cart: 'Кошик від сервера' } } });
      }
      return HttpResponse.json({ error: { code: 'errors.nothing_found', message: 'no such path' } }, { status: 404 });
    }),
  );
  return seen;
}

function config(overrides: Partial<VitrinaConfig> = {}): VitrinaConfig {
  return {
    api: { profile: 'https://shop.test/api/profile/', shop: 'https://shop.test/api/shop/' },
    storage: createMemoryStore(),
    cookieDocument: { cookie: '' },
    ...overrides,
  };
}

describe('createVitrina', () => {
  it('fills in the documented defaults', () => {
    const vitrina = createVitrina(config());
    expect(vitrina.config.lang).toBe('uk');
    expect(vitrina.config.pages).toEqual({ cart: '/cart', favorites: '/favorites', compare: '/compare' });
    expect(vitrina.config.timeoutMs).toBe(10_000);
    expect(vitrina.state.lang.value).toBe('uk');
    expect(vitrina.i18n.lang).toBe('uk');
    vitrina.destroy();
  });

  it('rejects a bad config with an error that names the field', () => {
    expect(() => createVitrina({ api: { profile: '', shop: '/api/shop/' } })).toThrow(ConfigError);
    expect(() => createVitrina({ api: { profile: '', shop: '/api/shop/' } })).toThrow(/api\.profile/);
    expect(() => createVitrina({ ...config(), lang: 'en' as 'uk' })).toThrow(/lang/);
    expect(() => createVitrina({ ...config(), onError: 'log' as unknown as () => void })).toThrow(/onError/);
  });

  it('gives two instances on one page nothing in common', async () => {
    serveShop();
    const a = createVitrina(config({ cookieDocument: { cookie: 'token=aaa' } }));
    const b = createVitrina(config({ lang: 'ru' }));

    expect(a.state.cart).not.toBe(b.state.cart);
    expect(a.i18n).not.toBe(b.i18n);
    expect(await a.i18n.load()).not.toBe(await b.i18n.load());
    expect(a.i18n.lang).toBe('uk');
    expect(b.i18n.lang).toBe('ru');
    a.storage.write('compareList', { products: [] });
    expect(b.storage.read('compareList', z.unknown())).toBeUndefined();
    expect(a.cookies.readToken()).toBe('aaa');
    expect(b.cookies.readToken()).toBeUndefined();

    const seenByReader: string[] = [];
    const stop = effect(() => {
      if (a.state.lang.value === 'ru') seenByReader.push(a.i18n.t('errors.generic'));
    });
    await a.setLanguage('ru');
    stop();
    expect(a.state.lang.value).toBe('ru');
    expect(seenByReader).toEqual([a.i18n.t('errors.generic', { lng: 'ru' })]);
    expect(b.state.lang.value).toBe('ru');
    await b.setLanguage('uk');
    expect(a.state.lang.value).toBe('ru');
    a.destroy();
    b.destroy();
  });

  it('has one language: a switch made through the i18n shows in state.lang and in the API calls, once the texts switched', async () => {
    const seen = serveShop();
    const vitrina = createVitrina(config());
    const seenByReader: string[] = [];
    const stop = effect(() => {
      if (vitrina.state.lang.value === 'ru') seenByReader.push(vitrina.i18n.t('errors.generic'));
    });
    await vitrina.i18n.changeLanguage('ru');
    stop();
    expect(vitrina.state.lang.value).toBe('ru');
    expect(seenByReader).toEqual([vitrina.i18n.t('errors.generic', { lng: 'ru' })]);
    await vitrina.api.call('GetGeneralData');
    expect(seen.at(-1)?.headers.get('accept-language')).toBe('ru');
    vitrina.destroy();
  });

  it('calls the API with the token from the cookie and the current language', async () => {
    const seen = serveShop();
    const vitrina = createVitrina(config({ cookieDocument: { cookie: 'token=abc' } }));

    await expect(vitrina.api.call('me')).resolves.toEqual({ success: false });
    await expect(vitrina.api.call('GetGeneralData')).resolves.toEqual({ success: true, data: general });

    const me = seen.find((request) => request.url.endsWith('/me'));
    expect(me?.headers.get('authorization')).toBe('Bearer abc');
    expect(me?.headers.get('accept-language')).toBe('uk');
    vitrina.destroy();
  });

  it('destroy() leaves no storage listener behind: a destroyed instance no longer follows other tabs', () => {
    serveShop();
    const listeners = new Set<(event: StorageEventLike) => void>();
    const window = {
      addEventListener: (_type: 'storage', listener: (event: StorageEventLike) => void) => void listeners.add(listener),
      removeEventListener: (_type: 'storage', listener: (event: StorageEventLike) => void) => void listeners.delete(listener),
    };
    const items = new Map<string, string>();
    const webStorage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
    const vitrina = createVitrina(config({ storage: createLocalStore({ storage: webStorage, window }) }));
    expect(listeners.size).toBeGreaterThan(0);
    vitrina.destroy();
    expect(listeners.size).toBe(0);
  });

  it('makes the calls a page does not make at load too, their definitions loaded with the first one', async () => {
    const seen = serveShop();
    const vitrina = createVitrina(config());
    const answer = await vitrina.api.call('cities', { query: { search: 'Ки' } });
    expect(answer.data.map((city) => city.title)).toEqual(['Київ']);
    expect(seen.map((request) => new URL(request.url).pathname)).toContain('/api/shop/cities');
    vitrina.destroy();
  });

  it('reports failed calls to onError once and survives an onError that throws', async () => {
    serveShop();
    const errors: VitrinaError[] = [];
    const vitrina = createVitrina(
      config({
        onError: (error) => {
          errors.push(error);
          throw new Error('host bug');
        },
      }),
    );

    const failure = await vitrina.api.call('socialSettings').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).messageKey).toBe('errors.nothing_found');
    expect(errors.filter((error) => error.kind === 'http')).toHaveLength(1);
    vitrina.destroy();
  });

  it('loads the server translations once, caches them under the v2 key and merges them in', async () => {
    const seen = serveShop();
    const storage = createMemoryStore();
    const first = createVitrina(config({ storage }));
    await first.i18n.ready();
    expect(first.i18n.t('header.cart')).toBe('Кошик від сервера');
    expect(storage.read(storageKeys.translations('uk'), z.record(z.string(), z.unknown()))).toBeDefined();
    first.destroy();

    const second = createVitrina(config({ storage }));
    await second.i18n.ready();
    expect(second.i18n.t('header.cart')).toBe('Кошик від сервера');
    expect(seen.filter((request) => request.url.includes('/translations/'))).toHaveLength(1);
    second.destroy();
  });

  it('pushes analytics events to window.dataLayer by default, or to the configured sink', () => {
    const dataLayer: unknown[] = [];
    (globalThis as { dataLayer?: unknown }).dataLayer = dataLayer;
    const vitrina = createVitrina(config());
    vitrina.config.analytics({ name: 'add_to_cart', params: { currency: 'UAH', value: 100 } });
    expect(dataLayer).toEqual([{ ecommerce: null }, { event: 'add_to_cart', ecommerce: { currency: 'UAH', value: 100 } }]);

    const sink = vi.fn();
    createVitrina(config({ analytics: sink })).config.analytics({ name: 'login', params: {} });
    expect(sink).toHaveBeenCalledWith({ name: 'login', params: {} });
  });

  it('formats prices and texts in the current language', async () => {
    serveShop();
    const vitrina = createVitrina(config());
    expect(vitrina.format.price(12499)).toBe('12 499 грн');
    expect(vitrina.format.phone('380501234567')).toBe('+38 050 123 45 67');
    // A first-paint text at once; any other after load().
    expect(vitrina.i18n.t('product.buy')).toBe('Купити');
    expect(vitrina.i18n.t('errors.generic')).toBe('');
    await vitrina.i18n.load();
    const ukError = vitrina.i18n.t('errors.generic');
    expect(ukError).not.toBe('');
    await vitrina.setLanguage('ru');
    expect(vitrina.i18n.t('product.buy')).toBe('Купить');
    expect(vitrina.i18n.t('errors.generic')).not.toBe(ukError);
    vitrina.destroy();
  });

  it('paints a Russian page once its first-paint texts, a chunk of their own, have loaded', async () => {
    serveShop();
    const vitrina = createVitrina(config({ lang: 'ru' }));
    await vitrina.i18n.loadFirstPaint();
    expect(vitrina.i18n.t('product.buy')).toBe('Купить');
    expect(vitrina.i18n.loaded.value).toBe(false);
    vitrina.destroy();
  });

  it('switches a page to Russian before the whole dictionary is loaded', async () => {
    serveShop();
    const vitrina = createVitrina(config());
    await vitrina.setLanguage('ru');
    expect(vitrina.state.lang.value).toBe('ru');
    expect(vitrina.i18n.t('product.buy')).toBe('Купить');
    vitrina.destroy();
  });
});
