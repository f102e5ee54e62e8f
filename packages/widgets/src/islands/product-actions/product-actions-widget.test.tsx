import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Vitrina } from '@vitrina/core';
import { createIslandRuntime, type IslandRuntime } from '../../runtime/island-runtime';
import { allWidgets } from '../all-widgets';
import { productActionsWidget } from './product-actions-widget';
import { element, productActionsAttributes } from '../../testing/island-test-kit';
import { testVitrina } from '../../testing/test-vitrina';

/** A product card's island as the shop renders it (product-card.tsx), with its no-script controls. */
function shopCard(productId: number, attributes: Record<string, string> = {}): HTMLElement {
  const form = element('form', { method: 'post', action: '/cart' }, element('button', { type: 'submit' }, 'Купити (сервер)'));
  const heart = element('a', { href: '/favorites' }, 'Обране');
  const island = element('div', { class: 'product-actions', ...productActionsAttributes(productId, attributes) }, form, heart);
  return element('article', { class: 'product-card' }, island);
}

let vitrina: Vitrina;
let runtime: IslandRuntime | undefined;
let warn: ReturnType<typeof vi.spyOn>;

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

describe('the product-actions widget', () => {
  it('is one of the widgets the script build registers', () => {
    expect(allWidgets).toContain(productActionsWidget);
  });

  it('mounts on the shop’s card markup, reading its attributes, and replaces the fallback controls', async () => {
    const grid = document.createElement('div');
    grid.append(shopCard(1001), shopCard(1002, { 'data-to-cart': '0', 'data-pre-order': '1', 'data-one-click': '0' }));
    document.body.append(grid);
    const started = (runtime = createIslandRuntime({ root: document, vitrina, widgets: [productActionsWidget] }));

    await act(() => started.start());

    expect(started.size).toBe(2);
    const [first, second] = Array.from(document.querySelectorAll<HTMLElement>('[data-widget="product-actions"]'));
    expect(within(first!).getByRole('button', { name: 'Купити' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Купити в 1 клік' })).toBeTruthy();
    expect(within(first!).queryByText('Купити (сервер)')).toBeNull();
    expect(within(second!).getByRole('button', { name: 'Передзамовити' })).toBeTruthy();
    expect(within(second!).queryByRole('button', { name: 'Купити в 1 клік' })).toBeNull();
    // The island element itself is kept, with its class.
    expect(first!.className).toBe('product-actions');

    await act(async () => within(first!).getByRole('button', { name: 'Додати в обране' }).click());
    expect(vitrina.state.favorites.has(1001).value).toBe(true);
  });

  it('leaves the server’s controls in place when the attributes are invalid', async () => {
    document.body.append(shopCard(0, { 'data-to-cart': 'maybe' }));
    const started = (runtime = createIslandRuntime({ root: document, vitrina, widgets: [productActionsWidget] }));

    await act(() => started.start());

    expect(started.size).toBe(0);
    expect(screen.getByText('Купити (сервер)')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/invalid attributes.*productId.*toCart/));
  });
});
