import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API, cartOf, renderActions, testVitrina } from '../../testing/test-vitrina';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CART_ID = 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90';

/** A shop whose product 1001 has no gifts left: the card's add answers 409; with `without_gift` it goes in. */
function giftsRunOutShop() {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const record = async (request: Request) => sent.push({ path: new URL(request.url).pathname, body: (await request.json()) as Record<string, unknown> });
  server.use(
    http.post(`${API.shop}cart/create`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ error: { code: 'errors.gifts_run_out', message: 'gifts have run out' } }, { status: 409 });
    }),
    http.post(`${API.shop}cart/add`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, data: cartOf(CART_ID, [1001]) });
    }),
  );
  return sent;
}

const buyButton = () => screen.getByRole('button', { name: 'Купити' });

async function buyAndGetOffer() {
  buyButton().focus();
  await act(async () => buyButton().click());
  return screen.findByRole('dialog', { name: 'Подарунки закінчилися' });
}

describe('the buy button when the gifts have run out', () => {
  it('offers the product without its gift, and adds it so when the shopper agrees', async () => {
    const sent = giftsRunOutShop();
    const vitrina = testVitrina();
    renderActions(vitrina, { productId: 1001 });

    const offer = await buyAndGetOffer();
    expect(offer.textContent).toContain('Купити його без подарунка?');
    const accept = screen.getByRole('button', { name: 'Купити без подарунка' });
    expect(document.activeElement).toBe(accept);
    expect(vitrina.state.cart.has(1001).value).toBe(false);

    await act(async () => {
      accept.click();
      await vitrina.services.cart.whenIdle();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.map(({ path }) => path)).toEqual(['/api/shop/cart/create', '/api/shop/cart/add']);
    expect(sent[1]!.body).toMatchObject({ product_id: 1001, without_gift: true });
    expect(vitrina.state.cart.has(1001).value).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'У кошику' })).toBeTruthy());
    // The keyboard user's focus is back on the card's button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'У кошику' }));
    vitrina.destroy();
  });

  it('adds nothing when the shopper cancels, or presses Escape, and gives the focus back to "buy"', async () => {
    const sent = giftsRunOutShop();
    const vitrina = testVitrina();
    renderActions(vitrina, { productId: 1001 });

    await buyAndGetOffer();
    await act(async () => screen.getByRole('button', { name: 'Скасувати' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(buyButton());

    const offer = await buyAndGetOffer();
    await act(async () => offer.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(buyButton());

    expect(sent.map(({ path }) => path)).toEqual(['/api/shop/cart/create', '/api/shop/cart/create']);
    expect(vitrina.state.cart.has(1001).value).toBe(false);
    vitrina.destroy();
  });

  it('offers nothing for another refusal (a server error): the card just shows "buy" again', async () => {
    server.use(http.post(`${API.shop}cart/create`, () => HttpResponse.json({ error: { code: 'errors.generic', message: 'down' } }, { status: 500 })));
    const vitrina = testVitrina();
    renderActions(vitrina, { productId: 1001 });
    await act(async () => {
      buyButton().click();
      await vitrina.services.cart.whenIdle();
    });
    // The code that would answer the refusal has loaded and run by now.
    await act(() => import('../../islands/product-actions/after-add'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(buyButton()).toBeTruthy();
    vitrina.destroy();
  });

  it('speaks Russian on a Russian page', async () => {
    giftsRunOutShop();
    const vitrina = testVitrina({ lang: 'ru' });
    renderActions(vitrina, { productId: 1001 });
    const buy = await screen.findByRole('button', { name: 'Купить' });
    await act(async () => buy.click());
    await screen.findByRole('dialog', { name: 'Подарки закончились' });
    expect(screen.getByRole('button', { name: 'Купить без подарка' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeTruthy();
    vitrina.destroy();
  });
});
