import { useSignals } from '@preact/signals-react/runtime';
import { createMemoryStore, createVitrina, type Vitrina } from '@vitrina/core';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVitrina } from '../vitrina-context';
import { defineWidget, type AnyWidgetDefinition } from './define-widget';
import * as z from 'zod/mini';
import { createIslandRuntime, type IslandRuntime } from './island-runtime';

function sdk(): Vitrina {
  return createVitrina({
    api: { profile: '/api/profile/', shop: '/api/shop/' },
    storage: createMemoryStore(),
    cookieDocument: { cookie: '' },
    fetch: () => Promise.resolve(new Response('{}', { status: 503 })),
  });
}

const unmounted = vi.fn<(id: number) => void>();

function Counter({ productId }: { productId: number }) {
  useSignals();
  const { state } = useVitrina();
  useEffect(() => () => unmounted(productId), [productId]);
  return (
    <p>
      product {productId}: {state.cartCount.value} in cart, {state.lang.value}
    </p>
  );
}

const counterProps = z.object({ productId: z.number(), inCart: z.boolean() });
const counterFields = { name: 'counter', fallback: <p>counter unavailable</p> };
const counter = defineWidget({ ...counterFields, component: Counter, props: counterProps });

function Exploding(): never {
  throw new Error('boom');
}

const exploding = defineWidget({
  name: 'exploding',
  load: () => Promise.resolve({ component: Exploding, props: z.object({}) }),
  fallback: <p>exploding unavailable</p>,
});

function island(name: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-widget', name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  element.append('server fallback');
  return element;
}

let vitrina: Vitrina;
let runtimes: IslandRuntime[] = [];
let warn: ReturnType<typeof vi.spyOn>;

function runtime(root: Element | Document = document, widgets: readonly AnyWidgetDefinition[] = [counter, exploding]) {
  const created = createIslandRuntime({ root, vitrina, widgets });
  runtimes.push(created);
  return created;
}

beforeEach(() => {
  vitrina = sdk();
  unmounted.mockClear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  for (const created of runtimes) created.stop();
  runtimes = [];
  vitrina.destroy();
  document.body.replaceChildren();
  warn.mockRestore();
});

describe('createIslandRuntime', () => {
  it('mounts the islands present at start, converting 0/1 flags and digits by the schema', async () => {
    document.body.append(island('counter', { 'data-product-id': '1001', 'data-in-cart': '0' }), island('counter', { 'data-product-id': '1002', 'data-in-cart': '1' }));
    await act(() => runtime().start());
    expect(screen.getByText('product 1001: 0 in cart, uk')).toBeTruthy();
    expect(screen.getByText('product 1002: 0 in cart, uk')).toBeTruthy();
    expect(screen.queryByText('server fallback')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('mounts a lazy widget once its component is imported, alongside an eager one', async () => {
    let resolve: (component: typeof Counter) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Counter>((done) => (resolve = done)).then((component) => ({ component, props: counterProps })));
    const lazy = defineWidget({ ...counterFields, name: 'lazy-counter', load });
    document.body.append(island('lazy-counter', { 'data-product-id': '7', 'data-in-cart': '0' }), island('counter', { 'data-product-id': '8', 'data-in-cart': '0' }));
    const islands = runtime(document, [counter, lazy]);
    let started = false;
    void islands.start().then(() => (started = true));
    // The chunk is asked for once the browser had its turn after the start.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(started).toBe(false);
    expect(screen.getAllByText('server fallback')).toHaveLength(2);
    await act(async () => resolve(Counter));
    await waitFor(() => expect(started).toBe(true));
    expect(screen.getByText('product 7: 0 in cart, uk')).toBeTruthy();
    expect(screen.getByText('product 8: 0 in cart, uk')).toBeTruthy();
  });

  it('leaves elements naming an unknown widget alone', async () => {
    document.body.append(island('not-a-widget'));
    const islands = runtime();
    await act(() => islands.start());
    expect(islands.size).toBe(0);
    expect(screen.getByText('server fallback')).toBeTruthy();
  });

  it('mounts islands added later, as a list loaded by AJAX', async () => {
    const islands = runtime();
    await act(() => islands.start());
    const list = document.createElement('ul');
    for (const id of ['7', '8']) {
      const item = document.createElement('li');
      item.append(island('counter', { 'data-product-id': id, 'data-in-cart': '0' }));
      list.append(item);
    }
    document.body.append(list);
    await waitFor(() => expect(screen.getByText('product 8: 0 in cart, uk')).toBeTruthy());
    expect(screen.getByText('product 7: 0 in cart, uk')).toBeTruthy();
    expect(islands.size).toBe(2);
  });

  it('looks only at what was added or removed, not at the whole page, when the observer reports a change', async () => {
    document.body.append(island('counter', { 'data-product-id': '1', 'data-in-cart': '0' }));
    const islands = runtime();
    await act(() => islands.start());
    const scan = vi.spyOn(document, 'querySelectorAll');
    const moved = document.createElement('div');
    moved.append(island('counter', { 'data-product-id': '2', 'data-in-cart': '0' }));
    document.body.append(moved);
    await waitFor(() => expect(screen.getByText('product 2: 0 in cart, uk')).toBeTruthy());
    // Moving a mounted island keeps it mounted.
    await act(async () => document.body.prepend(moved));
    await act(async () => document.body.firstElementChild?.remove());
    await waitFor(() => expect(unmounted).toHaveBeenCalledWith(2));
    expect(scan).not.toHaveBeenCalled();
    expect(islands.size).toBe(1);
    scan.mockRestore();
  });

  it('unmounts removed islands, running their cleanup', async () => {
    const gone = island('counter', { 'data-product-id': '1', 'data-in-cart': '0' });
    document.body.append(gone, island('counter', { 'data-product-id': '2', 'data-in-cart': '0' }));
    const islands = runtime();
    await act(() => islands.start());
    await act(async () => gone.remove());
    await waitFor(() => expect(unmounted).toHaveBeenCalledWith(1));
    expect(unmounted).not.toHaveBeenCalledWith(2);
    expect(islands.size).toBe(1);
  });

  it('never mounts the same element twice, however often start and refresh are called', async () => {
    const load = vi.fn(() => Promise.resolve({ component: Counter, props: counterProps }));
    const counted = defineWidget({ ...counterFields, load });
    document.body.append(island('counter', { 'data-product-id': '5', 'data-in-cart': '0' }));
    const islands = runtime(document, [counted]);
    await act(async () => {
      await Promise.all([islands.start(), islands.start(), islands.refresh(), islands.refresh()]);
      await islands.refresh();
    });
    expect(screen.getAllByText('product 5: 0 in cart, uk')).toHaveLength(1);
    expect(islands.size).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(unmounted).not.toHaveBeenCalled();
  });

  it('shows the fallback of an island with invalid attributes, with one warning naming it, while a neighbour works', async () => {
    document.body.append(
      island('counter', { 'data-product-id': 'abc', 'data-in-cart': 'maybe' }),
      island('counter', { 'data-product-id': '3', 'data-in-cart': '1' }),
    );
    await act(() => runtime().start());
    expect(screen.getByText('counter unavailable')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('<div data-widget="counter" data-product-id="abc">');
    expect(String(warn.mock.calls[0]?.[0])).toContain('productId');

    await act(() => vitrina.setLanguage('ru'));
    expect(screen.getByText('product 3: 0 in cart, ru')).toBeTruthy();
  });

  it('keeps the server HTML of an invalid island that has no fallback', async () => {
    document.body.append(island('counter', { 'data-product-id': '' }));
    await act(() => runtime(document, [defineWidget({ name: 'counter', component: Counter, props: counterProps })]).start());
    expect(screen.getByText('server fallback')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('contains a component that throws: its fallback, one warning, the neighbour still updates', async () => {
    const quietErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.append(island('exploding', { 'data-product-id': '9' }), island('counter', { 'data-product-id': '4', 'data-in-cart': '0' }));
    await act(() => runtime().start());
    expect(screen.getByText('exploding unavailable')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('<div data-widget="exploding" data-product-id="9">');
    expect(String(warn.mock.calls[0]?.[0])).toContain('boom');

    await act(() => vitrina.setLanguage('ru'));
    expect(screen.getByText('product 4: 0 in cart, ru')).toBeTruthy();
    quietErrors.mockRestore();
  });

  it('shows the fallback when the widget cannot be loaded', async () => {
    const broken = defineWidget({ ...counterFields, load: () => Promise.reject(new Error('chunk missing')) });
    document.body.append(island('counter', { 'data-product-id': '6', 'data-in-cart': '0' }));
    await act(() => runtime(document, [broken]).start());
    expect(screen.getByText('counter unavailable')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('chunk missing');
  });

  it('keeps two runtimes on two roots apart', async () => {
    const left = document.createElement('section');
    const right = document.createElement('section');
    left.append(island('counter', { 'data-product-id': '10', 'data-in-cart': '0' }));
    right.append(island('counter', { 'data-product-id': '20', 'data-in-cart': '0' }));
    document.body.append(left, right);
    const other = sdk();
    const first = runtime(left);
    const second = createIslandRuntime({ root: right, vitrina: other, widgets: [counter] });
    runtimes.push(second);
    await act(async () => {
      await first.start();
      await second.start();
    });
    expect(first.size).toBe(1);
    expect(second.size).toBe(1);

    await act(() => other.setLanguage('ru'));
    expect(screen.getByText('product 10: 0 in cart, uk')).toBeTruthy();
    expect(screen.getByText('product 20: 0 in cart, ru')).toBeTruthy();

    await act(async () => first.stop());
    expect(unmounted).toHaveBeenCalledWith(10);
    expect(unmounted).not.toHaveBeenCalledWith(20);
    right.append(island('counter', { 'data-product-id': '21', 'data-in-cart': '0' }));
    await waitFor(() => expect(screen.getByText('product 21: 0 in cart, ru')).toBeTruthy());
    other.destroy();
  });

  it('stops watching after stop(), and stop() is idempotent', async () => {
    const islands = runtime();
    await act(() => islands.start());
    islands.stop();
    islands.stop();
    document.body.append(island('counter', { 'data-product-id': '30', 'data-in-cart': '0' }));
    await act(() => islands.refresh());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByText('server fallback')).toBeTruthy();
    expect(islands.size).toBe(0);
  });
});
