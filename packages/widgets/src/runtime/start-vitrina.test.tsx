import { useSignals } from '@preact/signals-react/runtime';
import { createMemoryStore } from '@vitrina/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVitrina } from '../vitrina-context';
import { defineWidget } from './define-widget';
import * as z from 'zod/mini';
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

const greeting = defineWidget({ name: 'user-menu', load: () => Promise.resolve(Greeting), props: z.object({}) });

afterEach(() => document.body.replaceChildren());

describe('startVitrina', () => {
  it('builds the SDK from the page config, restores the session and mounts the islands', async () => {
    const script = document.createElement('script');
    script.id = 'vitrina-config';
    script.type = 'application/json';
    script.textContent = JSON.stringify({
      api: { profile: '/p/', shop: '/s/' },
      lang: 'ru',
      pages: { cart: '/cart', favorites: '/favorites', compare: '/compare' },
      cookieNames: { user: 'user', token: 'token' },
      cartCookie: 'cart_id',
      page: 'main',
      snapshot: { loggedIn: false, firstName: null, corporate: false, canSeeDistributors: false, handedness: null, bonuses: null, cartId: null, cartCount: 0, cartIds: [], favorites: [], compares: [] },
    });
    const menu = document.createElement('div');
    menu.setAttribute('data-widget', 'user-menu');
    document.body.append(menu, script);
    const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 503 })));
    const hydrateSnapshot = vi.fn();

    const started = startVitrina({ document, widgets: [greeting], hydrateSnapshot, sdk: { storage: createMemoryStore(), fetch, onError: () => {} } });
    await act(() => started.ready);

    expect(screen.getByText('ru /s/')).toBeTruthy();
    expect(hydrateSnapshot).toHaveBeenCalledWith(started.vitrina, expect.objectContaining({ loggedIn: false }));
    expect(fetch).toHaveBeenCalled();
    act(() => started.stop());
    expect(screen.queryByText('ru /s/')).toBeNull();
  });
});
