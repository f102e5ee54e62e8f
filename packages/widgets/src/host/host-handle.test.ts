import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VitrinaHandle } from '../contract/host-api';
import { fakeCartServer } from '../testing/test-cart-server';
import { testVitrina } from '../testing/test-vitrina';
import { recordWarnings } from '../testing/console-test-kit';
import { claimHostHandle, type HostStart } from './host-handle';
import * as connection from './host-connection';

// `window.Vitrina` as the script's entry defines it, on a window of the test's own.

const warnings = recordWarnings();

type TestWindow = Window & { Vitrina?: VitrinaHandle; dataLayer?: unknown[] };

function testWindow(): TestWindow {
  return { document } as TestWindow;
}

afterEach(() => {
  delete (globalThis as { dataLayer?: unknown }).dataLayer;
});

/** Starts the SDK behind `host` as the entry does; `islands` stands for the islands' mounting. */
function start(host: HostStart, islands: Promise<void> = Promise.resolve()) {
  const server = fakeCartServer();
  const vitrina = testVitrina({ fetch: server.fetch });
  host.started({ vitrina, ready: islands, widgets: [] });
  return { vitrina, server };
}

describe('window.Vitrina before the SDK starts', () => {
  it('is there as soon as the script is evaluated, with the version, and a call made then waits for the start', async () => {
    const win = testWindow();
    const host = claimHostHandle(win, '1.2.3')!;
    const handle = win.Vitrina!;
    expect(handle.version).toBe('1.2.3');

    const added = handle.cart.add(5);
    const opened = handle.ui.openModal('login');
    let settled = false;
    void added.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    const { vitrina, server } = start(host);
    await expect(added).resolves.toMatchObject({ status: 'added' });
    await opened;
    expect(server.calls.map((call) => call.path)).toEqual(['cart/create']);
    expect(vitrina.state.cart.ids.value).toEqual([5]);
    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'login' });
    // From then on the services are the SDK's own objects.
    expect(handle.cart).toBe(vitrina.services.cart);
    expect(handle.auth).toBe(vitrina.services.auth);
  });

  it('resolves `ready` and dispatches vitrina:ready only once the islands present at start are mounted', async () => {
    const win = testWindow();
    const host = claimHostHandle(win, '1.2.3')!;
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener('vitrina:ready', listener);
    let mounted!: () => void;
    start(
      host,
      new Promise<void>((resolve) => (mounted = resolve)),
    );
    let ready = false;
    void win.Vitrina!.ready.then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([ready, heard]).toEqual([false, []]);

    mounted();
    await win.Vitrina!.ready;
    expect(heard).toEqual([{ version: '1.2.3' }]);
    document.removeEventListener('vitrina:ready', listener);
  });

  it('rejects `ready` and every waiting call with the start’s error when the widgets cannot start', async () => {
    const win = testWindow();
    const host = claimHostHandle(win, '1.2.3')!;
    const added = win.Vitrina!.cart.add(5);
    const mounted = win.Vitrina!.mount(document.createElement('div'));
    const error = new Error('Invalid page config');
    host.failed(error);
    await expect(win.Vitrina!.ready).rejects.toBe(error);
    await expect(added).rejects.toBe(error);
    await expect(mounted).rejects.toBe(error);
    await expect(win.Vitrina!.favorites.toggle(5)).rejects.toBe(error);
  });

  it('is no thenable, so `await Vitrina.cart` before the start does not hang', async () => {
    const win = testWindow();
    claimHostHandle(win, '1.2.3');
    expect(await Promise.race([Promise.resolve(win.Vitrina!.cart), new Promise((resolve) => setTimeout(() => resolve('hung'), 20))])).not.toBe('hung');
  });
});

describe('a second copy of the script', () => {
  it('starts nothing and warns once, however many copies follow', async () => {
    const win = testWindow();
    const first = claimHostHandle(win, '1.2.3');
    const handle = win.Vitrina;
    const load = vi.fn(() => import('./host-connection'));
    expect(claimHostHandle(win, '1.2.4', load)).toBeNull();
    expect(claimHostHandle(win, '1.2.4', load)).toBeNull();

    expect(first).not.toBeNull();
    expect(win.Vitrina).toBe(handle);
    expect(win.Vitrina!.version).toBe('1.2.3');
    expect(load).not.toHaveBeenCalled();
    expect(warnings.warn).toHaveBeenCalledTimes(1);
    expect(String(warnings.warn.mock.calls[0]![0])).toContain('twice');
  });
});

describe('analytics through the handle', () => {
  it('still reaches window.dataLayer, and the page hears vitrina:analytics, sent before the handle was connected too', async () => {
    const dataLayer: unknown[] = [];
    (globalThis as { dataLayer?: unknown }).dataLayer = dataLayer;
    const win = testWindow();
    const host = claimHostHandle(win, '1.2.3')!;
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener('vitrina:analytics', listener);

    const params = { currency: 'UAH', items: [{ item_id: '5' }] };
    host.analytics({ name: 'add_to_cart', params });
    start(host);
    await win.Vitrina!.ready;
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(dataLayer).toEqual([{ ecommerce: null }, { event: 'add_to_cart', ecommerce: params }]);
    expect(heard).toEqual([{ name: 'add_to_cart', params }]);
    const [detail] = heard as [{ params: typeof params }];
    expect(detail.params).not.toBe(params);
    expect(Object.isFrozen(detail.params.items[0])).toBe(true);
    document.removeEventListener('vitrina:analytics', listener);
  });
});

describe('mount and unmount', () => {
  it('wait for the start, then hand the root to the connection', async () => {
    const win = testWindow();
    const host = claimHostHandle(win, '1.2.3')!;
    const root = document.createElement('div');
    const connect = vi.spyOn(connection, 'connectHost');
    const mounted = win.Vitrina!.mount(root);
    start(host);
    await expect(mounted).resolves.toBeUndefined();
    await expect(win.Vitrina!.unmount(root)).resolves.toBeUndefined();
    expect(connect).toHaveBeenCalledTimes(1);
    connect.mockRestore();
  });
});
