import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../runtime/navigation';
import { API, cartHandlers, cartOf, gate, renderActions, testVitrina } from '../../testing/test-vitrina';
import { append, settle, startTriggers } from './test-triggers-kit';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let assign: ReturnType<typeof vi.spyOn>;
let stop: () => void = () => {};
beforeEach(() => {
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  stop();
  assign.mockRestore();
});

/** A legacy page's buy form: posts to the cart without script, the trigger's button inside. */
function buyForm(productId: number): HTMLElement {
  const form = append('form', { method: 'post', action: '/cart' });
  return append('button', { type: 'submit', 'data-vitrina-add-to-cart': String(productId) }, 'Купити', form);
}

describe('an add-to-cart trigger', () => {
  it('is busy at once, then in the cart, and the card’s island of the same product follows; a double click adds once', async () => {
    const answer = gate();
    const cart = cartHandlers({ hold: answer.wait });
    server.use(...cart.handlers);
    const vitrina = testVitrina();
    renderActions(vitrina, { productId: 1001 });
    const button = buyForm(1001);
    stop = startTriggers(vitrina);
    await settle();

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    button.dispatchEvent(click);
    // The form is not sent: the trigger adds in place.
    expect(click.defaultPrevented).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('data-vitrina-in-cart')).toBe(false);
    button.click();
    button.click();

    await act(async () => {
      answer.open();
      await vitrina.services.cart.whenIdle();
    });
    expect(cart.sent).toEqual(['/api/shop/cart/create']);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.hasAttribute('data-vitrina-in-cart')).toBe(true);
    expect(screen.getByRole('button', { name: 'У кошику' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();

    // In the cart, it leads to the cart page, as the card's button does.
    button.click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(vitrina.config.pages.cart));
    expect(cart.sent).toHaveLength(1);
    vitrina.destroy();
  });

  it('follows the cart when it changes elsewhere (the card’s island, another tab), and shows it on a trigger added later', async () => {
    const cart = cartHandlers();
    server.use(...cart.handlers, http.post(`${API.shop}cart/delete/:productId`, () => HttpResponse.json({ success: true, data: cartOf('c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90', []) })));
    const vitrina = testVitrina();
    const button = buyForm(1001);
    stop = startTriggers(vitrina);
    await settle();

    await act(async () => {
      await vitrina.services.cart.add(1001);
    });
    expect(button.hasAttribute('data-vitrina-in-cart')).toBe(true);
    const later = buyForm(1001);
    await settle();
    expect(later.hasAttribute('data-vitrina-in-cart')).toBe(true);

    await act(async () => {
      await vitrina.services.cart.remove(1001);
    });
    expect(button.hasAttribute('data-vitrina-in-cart')).toBe(false);
    expect(later.hasAttribute('data-vitrina-in-cart')).toBe(false);
    vitrina.destroy();
  });

  it('goes back to what it was when the server fails; the error goes to the SDK’s onError and the page stays', async () => {
    server.use(http.post(`${API.shop}cart/create`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const onError = vi.fn();
    const vitrina = testVitrina({ onError });
    const button = buyForm(1001);
    stop = startTriggers(vitrina);
    await settle();

    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      await vitrina.services.cart.whenIdle();
    });

    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('data-vitrina-in-cart')).toBe(false);
    expect(vitrina.state.cart.has(1001).value).toBe(false);
    expect(onError).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    vitrina.destroy();
  });

  it('offers the product without its gift when its gifts have run out, as the card’s button does', async () => {
    server.use(
      http.post(`${API.shop}cart/create`, () =>
        HttpResponse.json({ error: { code: 'errors.gifts_run_out', message: 'gifts run out' } }, { status: 409 }),
      ),
    );
    const vitrina = testVitrina();
    const button = buyForm(1001);
    stop = startTriggers(vitrina);
    await settle();

    button.click();
    await act(async () => {
      await vitrina.services.cart.whenIdle();
    });

    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(button.hasAttribute('data-vitrina-in-cart')).toBe(false);
    vitrina.destroy();
  });
});
