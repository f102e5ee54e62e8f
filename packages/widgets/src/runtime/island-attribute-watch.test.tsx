import { act, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { Vitrina } from '@vitrina/core';
import { testVitrina } from '../testing/test-vitrina';
import { productActionsWidget } from '../islands/product-actions/product-actions-widget';
import { defineWidget } from './define-widget';
import { createIslandRuntime, type IslandRuntime } from './island-runtime';

const rendered = vi.fn<(label: string) => void>();

/** Shows its `data-label`; on every render it writes an attribute of its own on its host. */
function Label({ label }: { label: string }) {
  rendered(label);
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const host = ref.current?.parentElement;
    host?.setAttribute('data-state', `shown ${Date.now()}`);
    host?.setAttribute('class', 'label-ready');
  });
  return <span ref={ref}>label: {label}</span>;
}

const labelWidget = defineWidget({ name: 'label', component: Label, props: z.object({ label: z.string().check(z.minLength(1)) }) });

function island(name: string, attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-widget', name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

/** A product card's actions as the shop renders them (components/product-actions.tsx). */
function productActions(productId: number, inCart: boolean): HTMLElement {
  return island('product-actions', {
    'data-product-id': String(productId),
    'data-to-cart': '1',
    'data-pre-order': '0',
    'data-notify': '0',
    'data-in-cart': inCart ? '1' : '0',
    'data-favorites': '0',
    'data-compare': '0',
    'data-one-click': '0',
    'data-tooltip-active': 'Видалити з обраного',
    'data-tooltip-inactive': 'Додати в обране',
  });
}

let vitrina: Vitrina;
let runtime: IslandRuntime;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vitrina = testVitrina();
  runtime = createIslandRuntime({ root: document, vitrina, widgets: [labelWidget, productActionsWidget] });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  rendered.mockClear();
});

afterEach(() => {
  runtime.stop();
  vitrina.destroy();
  document.body.replaceChildren();
  warn.mockRestore();
});

describe('a mounted island', () => {
  it('renders again with the new props when the page changes its data attributes', async () => {
    const element = island('label', { 'data-label': 'first' });
    document.body.append(element);
    await act(() => runtime.start());
    expect(screen.getByText('label: first')).toBeTruthy();

    element.setAttribute('data-label', 'second');
    await waitFor(() => expect(screen.getByText('label: second')).toBeTruthy());
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps its last valid props when a change is invalid, with one warning naming it', async () => {
    const element = island('label', { 'data-label': 'first' });
    document.body.append(element);
    await act(() => runtime.start());

    await act(async () => element.setAttribute('data-label', ''));
    await act(async () => element.setAttribute('data-other', 'x'));
    expect(screen.getByText('label: first')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('<div data-widget="label">');
    expect(String(warn.mock.calls[0]?.[0])).toContain('label');

    element.setAttribute('data-label', 'third');
    await waitFor(() => expect(screen.getByText('label: third')).toBeTruthy());
  });

  it('does not render again for attributes that leave its props as they were, its own writes included', async () => {
    const element = island('label', { 'data-label': 'first' });
    document.body.append(element);
    await act(() => runtime.start());
    await act(async () => element.setAttribute('data-unread', 'anything'));
    await act(async () => element.setAttribute('data-label', 'first'));
    await act(async () => {});

    expect(rendered.mock.calls.map(([label]) => label)).toEqual(['first']);
  });

  it('stops following once removed or stopped', async () => {
    const element = island('label', { 'data-label': 'first' });
    document.body.append(element);
    await act(() => runtime.start());
    runtime.stop();
    await act(async () => element.setAttribute('data-label', 'second'));
    expect(rendered.mock.calls.map(([label]) => label)).toEqual(['first']);
  });

  it('shows a product as in the cart once the page sets its data-in-cart, until the cart changes again', async () => {
    const element = productActions(3001, false);
    document.body.append(element);
    await act(() => runtime.start());
    expect(within(element).getByRole('button', { name: 'Купити' })).toBeTruthy();

    element.setAttribute('data-in-cart', '1');
    await waitFor(() => expect(within(element).getByRole('button', { name: 'У кошику' })).toBeTruthy());

    element.setAttribute('data-in-cart', '0');
    await waitFor(() => expect(within(element).getByRole('button', { name: 'Купити' })).toBeTruthy());
    expect(warn).not.toHaveBeenCalled();
  });
});
