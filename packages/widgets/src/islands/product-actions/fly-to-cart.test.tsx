import { ADD_TO_CART_ANIMATION_MS } from '@vitrina/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VitrinaProvider } from '../../vitrina-context';
import { flyToCart } from './fly-to-cart';
import { ProductActions } from './product-actions';
import { actionsProps, API, cartHandlers, testVitrina } from '../../testing/test-vitrina';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Flight {
  readonly element: Element;
  readonly keyframes: Keyframe[];
  readonly options: KeyframeAnimationOptions;
  readonly animation: EventTarget;
}

let flights: Flight[];
let reducedMotion: boolean;

/** happy-dom lays nothing out and animates nothing: rects are given, animate() is recorded. */
function placeAt(element: Element, left: number, top: number, width: number, height: number): void {
  element.getBoundingClientRect = () => ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) });
}

beforeEach(() => {
  flights = [];
  reducedMotion = false;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion, media: query }) as MediaQueryList,
  );
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback: FrameRequestCallback) => {
    callback(0);
    return 0;
  });
  HTMLElement.prototype.animate = function (this: HTMLElement, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    const animation = new EventTarget();
    flights.push({ element: this, keyframes, options, animation });
    return animation as Animation;
  } as typeof HTMLElement.prototype.animate;
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as { animate?: unknown }).animate;
  document.body.replaceChildren();
});

/** The header's cart link and a card with an image and a buy button, laid out. */
function page({ image = true } = {}) {
  const cartLink = document.createElement('a');
  cartLink.setAttribute('data-widget', 'cart-link');
  placeAt(cartLink, 900, 10, 40, 40);
  const card = document.createElement('article');
  card.setAttribute(
    'data-analytics-item',
    JSON.stringify({ id: 1001, title: 'Смартфон', brand: null, price: 999, price_with_discount: null, analytics_categories: { item_category: 'Смартфони', item_category2: null } }),
  );
  const img = document.createElement('img');
  img.src = 'http://localhost:3000/images/phone.svg';
  img.id = 'product-image';
  placeAt(img, 100, 300, 200, 200);
  if (image) card.append(img);
  const island = document.createElement('div');
  const button = document.createElement('button');
  placeAt(button, 120, 600, 160, 44);
  island.append(button);
  card.append(island);
  document.body.append(cartLink, card);
  return { button, island, img };
}

describe('flyToCart', () => {
  it('flies a copy of the card’s image from the image to the cart link in 300 ms, then removes it', () => {
    const { button } = page();
    flyToCart(button);

    expect(flights).toHaveLength(1);
    const [flight] = flights;
    const ghost = flight?.element as HTMLImageElement;
    expect(ghost.parentElement).toBe(document.body);
    expect(ghost.tagName).toBe('IMG');
    expect(ghost.src).toBe('http://localhost:3000/images/phone.svg');
    expect(ghost.alt).toBe('');
    expect(ghost.id).toBe('');
    expect(ghost.getAttribute('aria-hidden')).toBe('true');
    expect(ghost.className).toBe('vitrina-fly-to-cart');
    expect(ghost.style.left).toBe('100px');
    expect(ghost.style.top).toBe('300px');
    expect(flight?.options).toMatchObject({ duration: ADD_TO_CART_ANIMATION_MS });
    // From the image's centre (200, 400) to the cart link's (920, 30), shrunk to 24 px.
    expect(flight?.keyframes.at(-1)?.transform).toBe(`translate(720px, -370px) scale(${24 / 200})`);

    flight?.animation.dispatchEvent(new Event('finish'));
    expect(document.querySelector('.vitrina-fly-to-cart')).toBeNull();
  });

  it('flies a dot from the button when the card has no image', () => {
    const { button } = page({ image: false });
    flyToCart(button);
    const ghost = flights[0]?.element as HTMLElement;
    expect(ghost.tagName).toBe('SPAN');
    expect(ghost.className).toBe('vitrina-fly-to-cart vitrina-fly-to-cart--dot');
    expect([ghost.style.left, ghost.style.top, ghost.style.width]).toEqual(['192px', '614px', '16px']);
    flights[0]?.animation.dispatchEvent(new Event('cancel'));
    expect(ghost.isConnected).toBe(false);
  });

  it('does nothing when the shopper prefers reduced motion', () => {
    reducedMotion = true;
    flyToCart(page().button);
    expect(flights).toEqual([]);
    expect(document.querySelector('.vitrina-fly-to-cart')).toBeNull();
  });

  it('does nothing without a cart link on show, or in a browser that cannot animate', () => {
    const { button } = page();
    const cartLink = document.querySelector('[data-widget="cart-link"]') as HTMLElement;
    placeAt(cartLink, 0, 0, 0, 0);
    flyToCart(button);
    cartLink.remove();
    flyToCart(button);
    expect(flights).toEqual([]);

    document.body.append(cartLink);
    placeAt(cartLink, 900, 10, 40, 40);
    (HTMLElement.prototype as { animate?: unknown }).animate = undefined;
    flyToCart(button);
    expect(document.querySelector('.vitrina-fly-to-cart')).toBeNull();
  });
});

describe('the buy button’s flight', () => {
  function renderInPage() {
    const { island } = page();
    island.replaceChildren();
    const vitrina = testVitrina();
    render(
      <VitrinaProvider vitrina={vitrina}>
        <ProductActions {...actionsProps({ productId: 1001 })} />
      </VitrinaProvider>,
      { container: island },
    );
    placeAt(screen.getByRole('button', { name: 'Купити' }), 120, 600, 160, 44);
    return vitrina;
  }

  it('starts once the product is in the cart, and not again for a click on "in cart"', async () => {
    server.use(...cartHandlers().handlers);
    const vitrina = renderInPage();
    await act(async () => {
      screen.getByRole('button', { name: 'Купити' }).click();
      expect(flights).toHaveLength(0);
      await vitrina.services.cart.whenIdle();
    });
    await waitFor(() => expect(flights).toHaveLength(1));

    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await act(async () => screen.getByRole('button', { name: 'У кошику' }).click());
    await import('./fly-to-cart');
    expect(flights).toHaveLength(1);
    vitrina.destroy();
  });

  it('does not start when the server refuses the add', async () => {
    server.use(http.post(`${API.shop}cart/create`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const vitrina = renderInPage();
    await act(async () => {
      screen.getByRole('button', { name: 'Купити' }).click();
      await vitrina.services.cart.whenIdle();
    });
    expect(screen.getByRole('button', { name: 'Купити' })).toBeTruthy();
    await import('./fly-to-cart');
    expect(flights).toEqual([]);
    vitrina.destroy();
  });
});
