import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GUEST_CART_COOKIE, type Vitrina } from '@vitrina/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { element, islandPage, mountIslands } from '../../testing/island-test-kit';
import { testVitrina } from '../../testing/card-test-kit';
import { productServicesWidget } from './product-services-widget';
import { fakeCartServer } from '../../testing/test-cart-server';

const page = islandPage();

const PRODUCT = 3003;
const services = [
  { id: 9001, title: 'Захисне скло', price: 399 },
  { id: 9002, title: 'Розширена гарантія 2 роки', price: 1499 },
];

/** The product page's services list (screens/product-page.tsx): an island per service, its no-script text inside. */
function shopServices(attributes: Record<string, string> = {}): HTMLElement {
  return element(
    'ul',
    { class: 'product-services__list' },
    ...services.map((service) =>
      element(
        'li',
        {
          'data-widget': 'product-services',
          'data-product-id': String(PRODUCT),
          'data-to-cart': '1',
          'data-service-id': String(service.id),
          'data-service-title': service.title,
          'data-price': String(service.price),
          ...attributes,
        },
        `${service.title} (сервер)`,
      ),
    ),
  );
}

const checkbox = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });

let server: ReturnType<typeof fakeCartServer>;

function start(config: Parameters<typeof testVitrina>[0] = {}): Vitrina {
  page.vitrina = testVitrina({ fetch: server.fetch, ...config });
  return page.vitrina;
}

beforeEach(() => {
  server = fakeCartServer();
});

describe('the product-services island', () => {
  it('turns each service into a checkbox labelled by its title and price', async () => {
    page.runtime = await mountIslands(start(), productServicesWidget, shopServices());
    expect(page.runtime.size).toBe(2);
    expect(checkbox(/Захисне скло/).checked).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Розширена гарантія 2 роки 1 499 грн' })).toBeTruthy();
    expect(screen.queryByText(/сервер/)).toBeNull();
  });

  it('checking a service of a product not in the cart puts the product in, then the service on its line', async () => {
    const sdk = start();
    page.runtime = await mountIslands(sdk, productServicesWidget, shopServices());

    await act(async () => fireEvent.click(checkbox(/Захисне скло/)));
    await act(() => sdk.services.cart.whenIdle());

    expect(server.calls.map((call) => call.path)).toEqual(['cart/create', 'cart/change_quantity']);
    expect(server.calls[1]?.body).toMatchObject({ product_id: 9001, quantity: 1, parent_product_id: PRODUCT });
    expect(checkbox(/Захисне скло/).checked).toBe(true);
    expect(checkbox(/Розширена гарантія/).checked).toBe(false);
    expect(sdk.state.cart.has(PRODUCT).value).toBe(true);
  });

  it('shows the services the cart holds as checked, and unchecking one takes it out', async () => {
    server.seed(PRODUCT, [9002]);
    const sdk = start({ cookieDocument: { cookie: `${GUEST_CART_COOKIE}=${server.cartId}` } });
    page.runtime = await mountIslands(sdk, productServicesWidget, shopServices());
    await waitFor(() => expect(checkbox(/Розширена гарантія/).checked).toBe(true));
    expect(checkbox(/Захисне скло/).checked).toBe(false);

    await act(async () => fireEvent.click(checkbox(/Розширена гарантія/)));
    await act(() => sdk.services.cart.whenIdle());

    expect(server.calls.at(-1)?.body).toMatchObject({ product_id: 9002, quantity: 0, parent_product_id: PRODUCT });
    expect(checkbox(/Розширена гарантія/).checked).toBe(false);
    expect(sdk.state.cart.has(PRODUCT).value).toBe(true);
  });

  it('cannot be changed and is busy while its request runs, showing the state asked for', async () => {
    server.seed(PRODUCT);
    const sdk = start({ cookieDocument: { cookie: `${GUEST_CART_COOKIE}=${server.cartId}` } });
    page.runtime = await mountIslands(sdk, productServicesWidget, shopServices());
    await waitFor(() => expect(sdk.state.cart.has(PRODUCT).value).toBe(true));
    const release = server.hold();

    await act(async () => fireEvent.click(checkbox(/Захисне скло/)));

    const busy = checkbox(/Захисне скло/);
    expect(busy.checked).toBe(true);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(checkbox(/Розширена гарантія/).getAttribute('aria-disabled')).toBeNull();
    // A click meanwhile changes nothing and sends nothing.
    const sent = server.calls.length;
    await act(async () => fireEvent.click(busy));
    expect(busy.checked).toBe(true);
    expect(server.calls).toHaveLength(sent);

    release();
    await act(() => sdk.services.cart.whenIdle());
    expect(busy.getAttribute('aria-disabled')).toBeNull();
    expect(busy.getAttribute('aria-busy')).toBe('false');
    expect(busy.checked).toBe(true);
  });

  it('puts the checkbox back and tells the shopper when the cart refuses the change', async () => {
    server.seed(PRODUCT);
    const sdk = start({ cookieDocument: { cookie: `${GUEST_CART_COOKIE}=${server.cartId}` } });
    page.runtime = await mountIslands(sdk, productServicesWidget, shopServices());
    await waitFor(() => expect(sdk.state.cart.has(PRODUCT).value).toBe(true));
    server.failNext();

    await act(async () => fireEvent.click(checkbox(/Захисне скло/)));
    await act(() => sdk.services.cart.whenIdle());

    await waitFor(() => expect(checkbox(/Захисне скло/).checked).toBe(false));
    expect(checkbox(/Захисне скло/).disabled).toBe(false);
    expect(sdk.state.notifier.value).toEqual({ open: true, message: 'Не вдалося змінити послугу в кошику. Спробуйте ще раз', variant: 'error' });
  });

  it('cannot take a service for a product that can be bought neither now nor is in the cart', async () => {
    page.runtime = await mountIslands(start(), productServicesWidget, shopServices({ 'data-to-cart': '0' }));
    expect(checkbox(/Захисне скло/).disabled).toBe(true);
    expect(server.calls).toEqual([]);
  });

  it('tells a Russian page’s shopper in Russian', async () => {
    server.seed(PRODUCT);
    const sdk = start({ lang: 'ru', cookieDocument: { cookie: `${GUEST_CART_COOKIE}=${server.cartId}` } });
    page.runtime = await mountIslands(sdk, productServicesWidget, shopServices());
    await waitFor(() => expect(sdk.state.cart.has(PRODUCT).value).toBe(true));
    server.failNext();
    await act(async () => fireEvent.click(checkbox(/Захисне скло/)));
    await act(() => sdk.services.cart.whenIdle());
    await waitFor(() => expect(sdk.state.notifier.value.message).toBe('Не удалось изменить услугу в корзине. Попробуйте ещё раз'));
  });

  it('puts the product in once when two of its services are checked at once', async () => {
    const sdk = start();
    page.runtime = await mountIslands(sdk, productServicesWidget, shopServices());
    await act(async () => {
      fireEvent.click(checkbox(/Захисне скло/));
      fireEvent.click(checkbox(/Розширена гарантія/));
    });
    await act(() => sdk.services.cart.whenIdle());
    expect(server.calls.map((call) => call.path)).toEqual(['cart/create', 'cart/change_quantity', 'cart/change_quantity']);
    expect(checkbox(/Захисне скло/).checked).toBe(true);
    expect(checkbox(/Розширена гарантія/).checked).toBe(true);
  });

  it.each([
    ['a service without a title', { 'data-service-title': ' ' }],
    ['a negative price', { 'data-price': '-1' }],
    ['a service id that is not a number', { 'data-service-id': '9001"><img src=x>' }],
    ['a to-cart flag that is not 0 or 1', { 'data-to-cart': 'yes' }],
  ])('leaves the server’s text as it is with %s, and names the element in a warning', async (_, attributes) => {
    page.runtime = await mountIslands(start(), productServicesWidget, shopServices(attributes));
    expect(page.runtime.size).toBe(0);
    expect(screen.getByText('Захисне скло (сервер)')).toBeTruthy();
    expect(page.warn).toHaveBeenCalledWith(expect.stringMatching(/product-services.*invalid attributes/));
  });
});
