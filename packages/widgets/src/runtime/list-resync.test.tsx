import type { Vitrina } from '@vitrina/core';
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testVitrina } from '../testing/test-vitrina';
import { productActionsWidget } from '../islands/product-actions/product-actions-widget';
import { createIslandRuntime, type IslandRuntime } from './island-runtime';

/**
 * docs/catalogue.md: the accessory, viewed-by-others, viewed and similar lists re-sync card states
 * on load. The product page's lists (`<ul data-list="…">`, packages/widgets/docs/widget-contract.md,
 * "Names") may be filled or refilled after the page started; their cards must show the SDK's state, not the flags
 * the server (or an AJAX answer) rendered, which may be stale.
 */
const LISTS = ['accessories', 'viewed-by-others', 'viewed', 'similar'] as const;

const IN_CART = 2001;
const FAVOURITE = 2002;
const COMPARED = 2003;
const NOTHING = 2004;

interface ServerFlags {
  readonly inCart?: boolean;
  readonly favorites?: boolean;
  readonly compare?: boolean;
}

/** A product card as the shop renders it (product-card.tsx), its island with the server's flags. */
function card(productId: number, flags: ServerFlags = {}): HTMLLIElement {
  const item = document.createElement('li');
  const article = document.createElement('article');
  article.className = 'product-card';
  const title = document.createElement('h3');
  title.textContent = `Товар ${productId}`;
  const actions = document.createElement('div');
  actions.className = 'product-actions';
  const attributes: Record<string, string> = {
    'data-widget': 'product-actions',
    'data-product-id': String(productId),
    'data-to-cart': '1',
    'data-pre-order': '0',
    'data-notify': '0',
    'data-in-cart': flags.inCart ? '1' : '0',
    'data-favorites': flags.favorites ? '1' : '0',
    'data-compare': flags.compare ? '1' : '0',
    'data-one-click': '1',
    'data-tooltip-active': 'Видалити з обраного',
    'data-tooltip-inactive': 'Додати в обране',
  };
  for (const [name, value] of Object.entries(attributes)) actions.setAttribute(name, value);
  actions.append(flags.inCart ? 'У кошику (сервер)' : 'Купити (сервер)');
  article.append(title, actions);
  item.append(article);
  return item;
}

function list(name: string, ...cards: HTMLLIElement[]): HTMLUListElement {
  const element = document.createElement('ul');
  element.className = 'product-grid product-grid--row';
  element.setAttribute('data-list', name);
  element.append(...cards);
  return element;
}

function cardOf(productId: number): HTMLElement {
  const heading = Array.from(document.querySelectorAll('h3')).find((element) => element.textContent === `Товар ${productId}`);
  if (!heading) throw new Error(`No card of ${productId}`);
  return heading.closest('article')!;
}

/** What a shopper sees on a card: the buy button's state and the two toggles. */
function shown(productId: number) {
  const scope = within(cardOf(productId));
  return {
    inCart: scope.queryByRole('button', { name: 'У кошику' }) !== null,
    buy: scope.queryByRole('button', { name: 'Купити' }) !== null,
    favourite: scope.queryByRole('button', { name: 'Видалити з обраного' }) !== null,
    compared: scope.queryByRole('button', { name: 'Видалити з порівняння' }) !== null,
  };
}

const mounted = async (productId: number) =>
  waitFor(() => expect(within(cardOf(productId)).queryByText(/\(сервер\)/)).toBeNull());

let vitrina: Vitrina;
let runtime: IslandRuntime;

beforeEach(async () => {
  vitrina = testVitrina();
  // The shopper's state: one product in the cart, one favourite, one compared (a guest's lists).
  vitrina.services.cart.hydrate({ cartId: 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90', count: 1, ids: [IN_CART] });
  await vitrina.services.favorites.toggle(FAVOURITE);
  await vitrina.services.compares.toggle(COMPARED);
  runtime = createIslandRuntime({ root: document, vitrina, widgets: [productActionsWidget] });
});

afterEach(() => {
  runtime.stop();
  vitrina.destroy();
  document.body.replaceChildren();
});

describe.each(LISTS)('the product page’s "%s" list', (name) => {
  it('shows the SDK’s state on cards that arrive after the page started, whatever flags they carry', async () => {
    const empty = list(name);
    document.body.append(empty);
    await act(() => runtime.start());
    expect(runtime.size).toBe(0);

    empty.append(card(IN_CART), card(FAVOURITE), card(COMPARED), card(NOTHING, { inCart: true, favorites: true, compare: true }));
    for (const id of [IN_CART, FAVOURITE, COMPARED, NOTHING]) await mounted(id);

    expect(shown(IN_CART)).toEqual({ inCart: true, buy: false, favourite: false, compared: false });
    expect(shown(FAVOURITE)).toEqual({ inCart: false, buy: true, favourite: true, compared: false });
    expect(shown(COMPARED)).toEqual({ inCart: false, buy: true, favourite: false, compared: true });
    expect(shown(NOTHING)).toEqual({ inCart: false, buy: true, favourite: false, compared: false });
    expect(runtime.size).toBe(4);
  });

  it('mounts a whole list inserted later, and its cards follow later changes', async () => {
    await act(() => runtime.start());
    const section = document.createElement('section');
    section.append(list(name, card(NOTHING)));
    document.body.append(section);
    await mounted(NOTHING);
    expect(shown(NOTHING).buy).toBe(true);

    await act(async () => {
      await vitrina.services.favorites.toggle(NOTHING);
    });
    expect(shown(NOTHING).favourite).toBe(true);
  });

  it('re-mounts cards replaced in place, with the current state', async () => {
    const element = list(name, card(NOTHING), card(FAVOURITE));
    document.body.append(element);
    await act(() => runtime.start());
    await mounted(NOTHING);

    // An AJAX refresh renders the same products again, with flags from before the shopper's changes.
    const fresh = card(NOTHING);
    element.firstElementChild!.replaceWith(fresh);
    element.lastElementChild!.replaceWith(card(IN_CART));
    await mounted(NOTHING);
    await mounted(IN_CART);
    expect(fresh.isConnected).toBe(true);
    expect(shown(NOTHING).buy).toBe(true);
    expect(shown(IN_CART).inCart).toBe(true);
    expect(runtime.size).toBe(2);

    element.replaceChildren(card(COMPARED));
    await mounted(COMPARED);
    expect(shown(COMPARED).compared).toBe(true);
    await waitFor(() => expect(runtime.size).toBe(1));
  });

  it('unmounts removed cards; the others keep following the state', async () => {
    const errors = vi.spyOn(console, 'error');
    const element = list(name, card(NOTHING), card(FAVOURITE));
    document.body.append(element);
    await act(() => runtime.start());
    expect(runtime.size).toBe(2);

    element.firstElementChild!.remove();
    await waitFor(() => expect(runtime.size).toBe(1));
    await act(async () => {
      await vitrina.services.favorites.toggle(FAVOURITE);
    });
    expect(shown(FAVOURITE).favourite).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
