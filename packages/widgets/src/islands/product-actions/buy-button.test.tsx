import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Profiler } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VitrinaProvider } from '../../vitrina-context';
import { navigation } from '../../runtime/navigation';
import { ProductActions } from './product-actions';
import { actionsProps, API, cartHandlers, gate, renderActions, testVitrina } from '../../testing/test-vitrina';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
});
afterEach(() => assign.mockRestore());

const buyButton = () => screen.getByRole('button', { name: 'Купити' });

describe('the buy button', () => {
  it('goes buy → adding (busy, not pressable, focus kept) → in cart, creating the cart and then updating it', async () => {
    const answer = gate();
    const cart = cartHandlers({ hold: answer.wait });
    server.use(...cart.handlers);
    const vitrina = testVitrina();
    renderActions(vitrina, { productId: 1001 });

    buyButton().focus();
    await act(async () => buyButton().click());
    const adding = screen.getByRole('button', { name: 'Додаємо…' });
    expect(adding.getAttribute('aria-busy')).toBe('true');
    expect(adding.getAttribute('aria-disabled')).toBe('true');
    // A click while adding neither sends again nor leaves for the cart page.
    await act(async () => adding.click());
    expect(assign).not.toHaveBeenCalled();

    await act(async () => {
      answer.open();
      await vitrina.services.cart.whenIdle();
    });
    const done = screen.getByRole('button', { name: 'У кошику' });
    expect(done.querySelector('svg')).not.toBeNull();
    // The keyboard user's focus stayed on the button all along.
    expect(document.activeElement).toBe(done);
    expect(vitrina.state.cart.has(1001).value).toBe(true);
    expect(cart.sent).toEqual(['/api/shop/cart/create']);

    // The next product goes to the same cart.
    const other = within(renderActions(vitrina, { productId: 1002 }).container);
    await act(async () => {
      other.getByRole('button', { name: 'Купити' }).click();
      await vitrina.services.cart.whenIdle();
    });
    expect(cart.sent).toEqual(['/api/shop/cart/create', `/api/shop/cart/update/${vitrina.state.cartId.value}`]);
    expect(other.getByRole('button', { name: 'У кошику' })).toBeTruthy();
    vitrina.destroy();
  });

  it('sends the shopper to the cart page when "in cart" is clicked, without another call', async () => {
    const cart = cartHandlers();
    server.use(...cart.handlers);
    const vitrina = testVitrina({ pages: { cart: '/shop/cart', favorites: '/favorites', compare: '/compare' } });
    renderActions(vitrina);
    await act(async () => {
      buyButton().click();
      await vitrina.services.cart.whenIdle();
    });

    await act(async () => screen.getByRole('button', { name: 'У кошику' }).click());

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/shop/cart'));
    expect(cart.sent).toHaveLength(1);
    vitrina.destroy();
  });

  it('returns to "buy" when the server fails, and nothing breaks', async () => {
    server.use(http.post(`${API.shop}cart/create`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const onError = vi.fn();
    const vitrina = testVitrina({ onError });
    renderActions(vitrina);

    await act(async () => {
      buyButton().click();
      await vitrina.services.cart.whenIdle();
    });

    expect(buyButton()).toBeTruthy();
    expect(vitrina.state.cart.has(1001).value).toBe(false);
    expect(onError).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    vitrina.destroy();
  });

  it('re-renders only the island of the product that changed (keyed state)', async () => {
    server.use(...cartHandlers().handlers);
    const vitrina = testVitrina();
    const commits = { a: 0, b: 0 };
    render(
      <VitrinaProvider vitrina={vitrina}>
        <Profiler id="a" onRender={() => (commits.a += 1)}>
          <ProductActions {...actionsProps({ productId: 1001 })} />
        </Profiler>
        <Profiler id="b" onRender={() => (commits.b += 1)}>
          <ProductActions {...actionsProps({ productId: 2002 })} />
        </Profiler>
      </VitrinaProvider>,
    );
    const before = { ...commits };

    await act(async () => {
      screen.getAllByRole('button', { name: 'Купити' })[0]!.click();
      await vitrina.services.cart.whenIdle();
    });

    expect(vitrina.state.cart.has(1001).value).toBe(true);
    expect(commits.a).toBeGreaterThan(before.a);
    expect(commits.b).toBe(before.b);
    vitrina.destroy();
  });
});
