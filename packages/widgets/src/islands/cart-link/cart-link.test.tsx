import type { Vitrina } from '@vitrina/core';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIslandRuntime, type IslandRuntime } from '../../runtime/island-runtime';
import { allWidgets } from '../all-widgets';
import { API, cartHandlers, cartOf, testVitrina } from '../../testing/test-vitrina';
import { VitrinaProvider } from '../../vitrina-context';
import { CartLink } from './cart-link';
import { cartLinkWidget } from './cart-link-widget';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The header's cart link as the shop renders it (site-header.tsx). */
function shopCartLink(count: number): HTMLAnchorElement {
  const link = document.createElement('a');
  link.className = 'header-action cart-link';
  link.href = '/cart';
  link.hidden = count === 0;
  link.setAttribute('data-widget', 'cart-link');
  link.setAttribute('data-counter', 'cart');
  link.setAttribute('data-count', String(count));
  const counter = document.createElement('span');
  counter.className = 'counter';
  counter.textContent = String(count);
  link.append(counter);
  return link;
}

let vitrina: Vitrina;
let runtime: IslandRuntime | undefined;

beforeEach(() => {
  vitrina = testVitrina();
});

afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  vitrina.destroy();
  document.body.replaceChildren();
});

async function mount(link: HTMLAnchorElement) {
  document.body.append(link);
  runtime = createIslandRuntime({ root: document, vitrina, widgets: [cartLinkWidget] });
  await act(() => runtime!.start());
  return link;
}

describe('the cart link', () => {
  it('is one of the widgets the script build registers', () => {
    expect(allWidgets).toContain(cartLinkWidget);
  });

  it('stays hidden while the cart is empty', async () => {
    const link = await mount(shopCartLink(0));
    expect(runtime!.size).toBe(1);
    expect(link.hidden).toBe(true);
    expect(link.getAttribute('href')).toBe('/cart');
  });

  it('shows with the count after the first add, and updates its accessible name', async () => {
    server.use(...cartHandlers().handlers);
    const link = await mount(shopCartLink(0));

    await act(async () => {
      await vitrina.services.cart.add(1001);
    });

    expect(link.hidden).toBe(false);
    expect(link.querySelector('.counter')?.textContent).toBe('1');
    expect(link.getAttribute('aria-label')).toBe('Кошик: 1 товар');
    expect(link.dataset.count).toBe('1');

    await act(async () => {
      await vitrina.services.cart.add(1002);
    });
    expect(link.querySelector('.counter')?.textContent).toBe('2');
    expect(link.getAttribute('aria-label')).toBe('Кошик: 2 товари');
  });

  it('keeps the server’s count until the SDK’s cart changes, then hides when it empties', async () => {
    const link = await mount(shopCartLink(3));
    expect(link.hidden).toBe(false);
    expect(link.querySelector('.counter')?.textContent).toBe('3');
    expect(link.querySelectorAll('.counter')).toHaveLength(1);

    server.use(...cartHandlers().handlers);
    await act(async () => {
      await vitrina.services.cart.add(1001);
    });
    expect(link.querySelector('.counter')?.textContent).toBe('1');

    const emptied = () => HttpResponse.json({ success: true, data: cartOf(vitrina.state.cartId.value ?? '', []) });
    server.use(http.post(`${API.shop}cart/delete/:productId`, emptied), http.post(`${API.shop}cart/update/:cartId`, emptied));
    await act(async () => {
      await vitrina.services.cart.remove(1001);
    });
    expect(vitrina.state.cartCount.value).toBe(0);
    expect(link.hidden).toBe(true);
  });
});

describe('the cart link in a React app, outside any island', () => {
  const renderLink = (element: React.ReactElement) => render(<VitrinaProvider vitrina={vitrina}>{element}</VitrinaProvider>);

  it('is its own link to the cart page, named with the count the server knew', () => {
    renderLink(<CartLink count={3} />);
    const link = screen.getByRole('link', { name: 'Кошик: 3 товари' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.hidden).toBe(false);
    expect(link.textContent).toBe('3');
    expect(link.className).toBe('cart-link');
  });

  it('is hidden while the cart is empty, and shows with the SDK’s count after an add', async () => {
    server.use(...cartHandlers().handlers);
    const { container } = renderLink(<CartLink href="/koshyk" className="header-action cart-link" />);
    const link = container.querySelector('a')!;
    expect(link.hidden).toBe(true);
    expect(screen.queryByRole('link')).toBeNull();

    await act(async () => {
      await vitrina.services.cart.add(1001);
    });
    expect(screen.getByRole('link', { name: 'Кошик: 1 товар' }).getAttribute('href')).toBe('/koshyk');
    expect(link.className).toBe('header-action cart-link');
    expect(link.dataset.count).toBe('1');
  });
});
