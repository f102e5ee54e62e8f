import { useSignals } from '@preact/signals-react/runtime';
import { createMemoryStore } from '@vitrina/core';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVitrina } from '../vitrina-context';
import { defineWidget } from './define-widget';
import * as z from 'zod/mini';
import { productActionsWidget } from '../islands/product-actions/product-actions-widget';
import { element, productActionsAttributes } from '../testing/island-test-kit';
import { pageConfigScript, samplePageConfig, type PageConfigOverrides } from '../testing/sample-page-config';
import { fakeCartServer } from '../testing/test-cart-server';
import { startVitrina } from './start-vitrina';

function Greeting() {
  useSignals();
  const { state, config } = useVitrina();
  return (
    <p>
      {state.lang.value} {config.api.shop}
    </p>
  );
}

const greeting = defineWidget({ name: 'user-menu', load: () => Promise.resolve({ component: Greeting, props: z.object({}) }) });

afterEach(() => document.body.replaceChildren());

function configScript(snapshot: PageConfigOverrides['snapshot'], cartCookie = 'cart_id'): HTMLScriptElement {
  return pageConfigScript(JSON.stringify(samplePageConfig({ cartCookie, snapshot })));
}

function productIsland(productId: number): HTMLElement {
  return element('div', productActionsAttributes(productId, { 'data-one-click': '0' }));
}

/** A fetch that records every call and never answers: what renders can only come from the page. */
function silentFetch() {
  const calls: string[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push(input instanceof Request ? input.url : String(input));
    return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
  };
  return { calls, fetch };
}

describe('startVitrina', () => {
  it('builds the SDK from the page config, restores the session and mounts the islands', async () => {
    const script = pageConfigScript(JSON.stringify(samplePageConfig({ api: { profile: '/p/', shop: '/s/' }, lang: 'ru', page: 'main' })));
    const menu = document.createElement('div');
    menu.setAttribute('data-widget', 'user-menu');
    document.body.append(menu, script);
    const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 503 })));
    const hydrateSnapshot = vi.fn();

    const started = startVitrina({ document, widgets: [greeting], hydrateSnapshot, sdk: { storage: createMemoryStore(), fetch, onError: () => {} } });
    await act(() => started.ready);

    expect(screen.getByText('ru /s/')).toBeTruthy();
    expect(hydrateSnapshot).toHaveBeenCalledWith(started.vitrina, expect.objectContaining({ loggedIn: false }));
    // The login check's calls go out once the SDK's HTTP client has loaded (a module of its own).
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    act(() => started.stop());
    expect(screen.queryByText('ru /s/')).toBeNull();
  });

  it('renders a product the snapshot has in the cart as in the cart at first render, before any answer', async () => {
    const first = productIsland(5);
    const second = productIsland(6);
    document.body.append(first, second, configScript({ cartId: 'c-1', cartCount: 1, cartIds: [5] }));
    const { calls, fetch } = silentFetch();

    const started = startVitrina({ document, widgets: [productActionsWidget], sdk: { storage: createMemoryStore(), fetch, onError: () => {} } });
    await act(() => started.ready);

    expect(within(first).getByRole('button', { name: 'У кошику' })).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Купити' })).toBeTruthy();
    expect(started.vitrina.state.cartCount.value).toBe(1);
    expect(started.vitrina.state.cartId.value).toBe('c-1');
    expect(calls.filter((url) => url.includes('cart'))).toEqual([]);
    act(() => started.stop());
  });

  describe('with a page whose config names another cart cookie', () => {
    const clearCookies = () => {
      for (const name of ['shop_cart', 'cart_id']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    };
    afterEach(clearCookies);

    it('finds the guest’s cart in that cookie', async () => {
      const server = fakeCartServer();
      server.seed(101);
      document.cookie = `shop_cart=${server.cartId}; path=/`;
      document.cookie = 'cart_id=not-this-one; path=/';
      document.body.append(configScript({}, 'shop_cart'));

      const started = startVitrina({ document, widgets: [], sdk: { storage: createMemoryStore(), fetch: server.fetch, onError: () => {} } });
      await act(() => started.vitrina.services.cart.whenIdle());

      expect(started.vitrina.state.cartId.value).toBe(server.cartId);
      expect(server.calls.map((call) => call.path)).toContain(`cart/${server.cartId}`);
      act(() => started.stop());
    });

    it('keeps a new guest cart in that cookie', async () => {
      const server = fakeCartServer();
      document.body.append(configScript({}, 'shop_cart'));

      const started = startVitrina({ document, widgets: [], sdk: { storage: createMemoryStore(), fetch: server.fetch, onError: () => {} } });
      await act(() => started.vitrina.services.cart.add(101));

      expect(document.cookie).toContain(`shop_cart=${server.cartId}`);
      expect(document.cookie).not.toContain('cart_id=');
      act(() => started.stop());
    });
  });
});
