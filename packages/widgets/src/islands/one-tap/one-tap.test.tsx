import type { Vitrina } from '@vitrina/core';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIslandRuntime } from '../../runtime/island-runtime';
import { stubGoogleProvider } from '../../testing/test-google-provider';
import { API, loadedVitrina, PASSWORD, profileApi, renderWith, sampleUser, testVitrina, unanswered } from '../../testing/sign-in-test-kit';
import { OneTap } from './one-tap';
import { oneTapWidget } from './one-tap-widget';

const server = setupServer(unanswered);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

let vitrina: Vitrina;
let provider: ReturnType<typeof stubGoogleProvider>;
beforeEach(async () => {
  vitrina = await loadedVitrina();
  provider = stubGoogleProvider();
});
afterEach(() => {
  provider.restore();
  vitrina.destroy();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

async function restoredAsGuest() {
  await act(async () => {
    await vitrina.services.auth.restore();
  });
  expect(vitrina.services.auth.status.value).toBe('guest');
}

function mount(props: Partial<Parameters<typeof OneTap>[0]> = {}) {
  return renderWith(vitrina, <OneTap clientId="shop-client-id" scriptSrc={provider.src} {...props} />);
}

/** Lets a script load and the prompt start, if they were going to. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('the one-tap prompt', () => {
  it('loads the provider once the login check found a guest, once, and prompts', async () => {
    const view = mount();
    await settle();
    expect(provider.scripts).toHaveLength(0);

    await restoredAsGuest();
    await waitFor(() => expect(provider.id.prompt).toHaveBeenCalledTimes(1));
    view.rerender(<div />);
    mount();
    await settle();
    expect(provider.scripts).toHaveLength(1);
    expect(provider.scripts[0]!.getAttribute('src')).toBe(provider.src);
    expect(provider.id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'shop-client-id', auto_select: false, cancel_on_tap_outside: false }),
    );
  });

  it('is not loaded for a logged-in user', async () => {
    server.use(...profileApi().handlers);
    await act(async () => {
      await vitrina.services.auth.login({ email: sampleUser().email, password: PASSWORD });
    });
    mount();
    await settle();
    expect(provider.scripts).toHaveLength(0);
    expect(provider.id.initialize).not.toHaveBeenCalled();
  });

  it('does not prompt after a logout: the shopper has just chosen to leave', async () => {
    server.use(...profileApi().handlers);
    await act(async () => {
      await vitrina.services.auth.login({ email: sampleUser().email, password: PASSWORD });
    });
    mount();
    await settle();
    await act(async () => {
      await vitrina.services.auth.logout();
    });
    await settle();
    expect(vitrina.services.auth.status.value).toBe('guest');
    expect(provider.scripts).toHaveLength(0);
    expect(provider.id.prompt).not.toHaveBeenCalled();
  });

  it('is not loaded on a mobile browser', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    await restoredAsGuest();
    mount();
    await settle();
    expect(provider.scripts).toHaveLength(0);
  });

  it('is not loaded in a phone-wide window, even before the layout flag is set', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    expect(vitrina.state.isMobile.value).toBe(false);
    await restoredAsGuest();
    mount();
    await settle();
    expect(provider.scripts).toHaveLength(0);
  });

  it('is not loaded on the cart page, by the island’s page, the body’s or the address', async () => {
    await restoredAsGuest();
    const view = mount({ page: 'cart' });
    await settle();
    view.unmount();
    document.body.dataset.page = 'cart';
    const second = mount();
    await settle();
    second.unmount();
    delete document.body.dataset.page;
    window.history.replaceState(null, '', '/cart');
    mount();
    await settle();
    expect(provider.scripts).toHaveLength(0);
  });

  it('logs in with the credential Google gives, and then puts the prompt away', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${API.profile}login_social`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ success: true, data: { token: 'token-iryna@example.ua', is_sign_up: false } });
      }),
      ...profileApi().handlers,
    );
    await restoredAsGuest();
    mount();
    await waitFor(() => expect(provider.id.prompt).toHaveBeenCalled());
    await act(async () => provider.answer('dev:iryna-google:iryna@example.ua'));
    await waitFor(() => expect(vitrina.state.isLoggedIn.value).toBe(true));
    expect(sent).toMatchObject({ socialNetwork: 'google', socialId: 'dev:iryna-google:iryna@example.ua', email: 'iryna@example.ua', lang: 'uk' });
    await waitFor(() => expect(provider.id.cancel).toHaveBeenCalled());
  });

  it('takes the client id from the shop’s social settings, and offers nothing without one', async () => {
    server.use(http.get(`${API.shop}settings/socials`, () => HttpResponse.json({ success: true, data: [{ network: 'google', client_id: null }] })));
    await restoredAsGuest();
    mount({ clientId: undefined });
    await settle();
    expect(provider.scripts).toHaveLength(0);

    vitrina.destroy();
    vitrina = await loadedVitrina();
    server.use(http.get(`${API.shop}settings/socials`, () => HttpResponse.json({ success: true, data: [{ network: 'google', client_id: 'from-settings' }] })));
    await restoredAsGuest();
    mount({ clientId: undefined });
    await waitFor(() => expect(provider.id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'from-settings' })));
  });

  it('mounts as the one-tap island without making the page load every text', async () => {
    vitrina.destroy();
    vitrina = testVitrina();
    const load = vi.spyOn(vitrina.i18n, 'load');
    const island = document.createElement('div');
    island.setAttribute('data-widget', 'one-tap');
    island.setAttribute('data-client-id', 'shop-client-id');
    island.setAttribute('data-script-src', provider.src);
    document.body.append(island);
    const runtime = createIslandRuntime({ root: document, vitrina, widgets: [oneTapWidget] });
    await act(() => runtime.start());
    await restoredAsGuest();
    await waitFor(() => expect(provider.id.prompt).toHaveBeenCalledTimes(1));
    expect(load).not.toHaveBeenCalled();
    runtime.stop();
    island.remove();
  });
});
