import { act, screen, waitFor } from '@testing-library/react';
import type { Vitrina } from '@vitrina/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { testVitrina } from '../testing/test-vitrina';
import { defineWidget, type AnyWidgetDefinition, type WidgetModule } from './define-widget';
import { createIslandRuntime, type IslandRuntime } from './island-runtime';

// Lazy widgets: their props schema comes with their chunk, so an island's attributes are read once it is there.

interface LabelProps {
  productId: number;
}

const labelProps = z.object({ productId: z.number() });

function Label({ productId }: LabelProps) {
  return <p>product {productId}</p>;
}

function Badge() {
  return <p>badge</p>;
}

/** A chunk that arrives when the test says so. */
function chunk<P extends object>() {
  let arrive: (module: WidgetModule<P>) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = vi.fn(() => new Promise<WidgetModule<P>>((resolve, reject) => ((arrive = resolve), (fail = reject))));
  return { load, arrive: (module: WidgetModule<P>) => arrive(module), fail: (error: Error) => fail(error) };
}

function lazyLabel(load: () => Promise<WidgetModule<LabelProps>>, fallback: boolean = true): AnyWidgetDefinition {
  return defineWidget({ name: 'lazy-label', load, texts: 'first-paint', ...(fallback ? { fallback: <p>label unavailable</p> } : {}) });
}

const eagerBadge = defineWidget({ name: 'badge', component: Badge, props: z.object({}), texts: 'first-paint' });

function island(name: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-widget', name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  element.append(`server ${name}`);
  return element;
}

let vitrina: Vitrina;
let runtime: IslandRuntime | undefined;
let warn: ReturnType<typeof vi.spyOn>;

function start(widgets: readonly AnyWidgetDefinition[]): Promise<void> {
  runtime = createIslandRuntime({ root: document, vitrina, widgets });
  return runtime.start();
}

beforeEach(() => {
  vitrina = testVitrina();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  vitrina.destroy();
  document.body.replaceChildren();
  warn.mockRestore();
});

describe('a lazy widget’s islands', () => {
  it('are read once the chunk is there: an invalid one shows its fallback with one warning naming it and the attribute, a valid one mounts', async () => {
    const { load, arrive } = chunk<LabelProps>();
    document.body.append(island('lazy-label', { 'data-product-id': 'abc' }), island('lazy-label', { 'data-product-id': '7' }));
    let started = false;
    void start([lazyLabel(load)]).then(() => (started = true));
    // The chunk is asked for once the browser had its turn after the start.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(started).toBe(false);
    expect(screen.getAllByText('server lazy-label')).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();

    await act(async () => arrive({ component: Label, props: labelProps }));
    await waitFor(() => expect(started).toBe(true));
    expect(screen.getByText('label unavailable')).toBeTruthy();
    expect(screen.getByText('product 7')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('<div data-widget="lazy-label" data-product-id="abc">');
    expect(String(warn.mock.calls[0]?.[0])).toContain('productId');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keep the server HTML of an invalid island when the widget has no fallback', async () => {
    const load = () => Promise.resolve({ component: Label, props: labelProps });
    document.body.append(island('lazy-label', { 'data-product-id': '' }));
    await act(() => start([lazyLabel(load, false)]));
    expect(screen.getByText('server lazy-label')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('productId');
  });

  it('follow their attributes once the chunk is there, a change made while it loaded included', async () => {
    const { load, arrive } = chunk<LabelProps>();
    const element = island('lazy-label', { 'data-product-id': '1' });
    document.body.append(element);
    const started = start([lazyLabel(load)]);
    await act(async () => element.setAttribute('data-product-id', '2'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {
      arrive({ component: Label, props: labelProps });
      await started;
    });
    expect(screen.getByText('product 2')).toBeTruthy();

    element.setAttribute('data-product-id', '3');
    await waitFor(() => expect(screen.getByText('product 3')).toBeTruthy());
    await act(async () => element.setAttribute('data-product-id', 'x'));
    expect(screen.getByText('product 3')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('<div data-widget="lazy-label" data-product-id="x">');
    expect(String(warn.mock.calls[0]?.[0])).toContain('kept as it was');
  });

  it('show their fallback with one warning when the chunk fails, their neighbours mounting, and the next island tries again', async () => {
    const failing = chunk<LabelProps>();
    document.body.append(island('lazy-label', { 'data-product-id': '1' }), island('badge'));
    const started = start([lazyLabel(failing.load), eagerBadge]);
    await waitFor(() => expect(failing.load).toHaveBeenCalledTimes(1));
    await act(async () => {
      failing.fail(new Error('chunk missing'));
      await started;
    });
    expect(screen.getByText('label unavailable')).toBeTruthy();
    expect(screen.getByText('badge')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('<div data-widget="lazy-label" data-product-id="1">');
    expect(String(warn.mock.calls[0]?.[0])).toContain('chunk missing');

    document.body.append(island('lazy-label', { 'data-product-id': '2' }));
    await waitFor(() => expect(failing.load).toHaveBeenCalledTimes(2));
    await act(async () => failing.arrive({ component: Label, props: labelProps }));
    await waitFor(() => expect(screen.getByText('product 2')).toBeTruthy());
    expect(screen.getByText('label unavailable')).toBeTruthy();
  });

  it('show their fallback with one warning when the chunk brings no props schema, their neighbours mounting', async () => {
    const broken = (() => Promise.resolve({ component: Label })) as unknown as () => Promise<WidgetModule<LabelProps>>;
    document.body.append(island('lazy-label', { 'data-product-id': '1' }), island('badge'));
    await act(() => start([lazyLabel(broken), eagerBadge]));
    expect(screen.getByText('label unavailable')).toBeTruthy();
    expect(screen.getByText('badge')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('<div data-widget="lazy-label" data-product-id="1">');
    expect(String(warn.mock.calls[0]?.[0])).toContain('props schema');
  });

  it('mount beside eager islands, and a page without one imports nothing of the widget', async () => {
    const load = vi.fn(() => Promise.resolve({ component: Label, props: labelProps }));
    const widgets = [lazyLabel(load), eagerBadge];
    document.body.append(island('badge'));
    await act(() => start(widgets));
    expect(screen.getByText('badge')).toBeTruthy();
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();

    document.body.append(island('lazy-label', { 'data-product-id': '4' }), island('badge'), island('lazy-label', { 'data-product-id': '5' }));
    await waitFor(() => expect(screen.getByText('product 5')).toBeTruthy());
    expect(screen.getByText('product 4')).toBeTruthy();
    expect(screen.getAllByText('badge')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });
});
