import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { HttpError } from '../../errors';
import { sampleUser } from '../../schemas/test-samples';
import { userSchema } from '../../schemas/user';
import { emptyCheckoutValues } from './checkout-values';
import { CART_ID, SHOP, checkoutSetup, fakeOrders, sampleOrder, server, useFakeShop } from './test-checkout-kit';

useFakeShop();
afterEach(() => vi.unstubAllGlobals());

const oksana = z.parse(userSchema, sampleUser());

function contactCalls() {
  const bodies: unknown[] = [];
  return {
    bodies,
    answer: (status: number) =>
      http.post(`${SHOP}/marketing/contact`, async ({ request }) => {
        bodies.push(await request.json());
        return status === 200 ? HttpResponse.json({ success: true }) : HttpResponse.json({ error: { code: 'errors.generic', message: 'down' } }, { status });
      }),
  };
}

describe('after an order is placed', () => {
  it('sends one GA4 purchase in UAH with the order id, even when the same order is answered again', async () => {
    fakeOrders();
    const { checkout, cart, purchases } = checkoutSetup();
    await cart.reload();
    await checkout.placeOrder(sampleOrder());
    await checkout.placeOrder(sampleOrder());
    expect(purchases()).toHaveLength(1);
    expect(purchases()[0]?.params).toMatchObject({ transaction_id: '5001', currency: 'UAH', value: 36997 });
    expect((purchases()[0]?.params.items as unknown[]).length).toBe(2);
  });

  it('sends no purchase for a one-click order', async () => {
    fakeOrders();
    const { checkout, cart, purchases, analyticsService } = checkoutSetup();
    await cart.reload();
    expect(await checkout.placeOrder(sampleOrder(), { oneClick: true })).toMatchObject({ status: 'placed' });
    await analyticsService.ready();
    expect(purchases()).toEqual([]);
    // The cart's snapshot was there to report: the next order from the cart does.
    await checkout.placeOrder(sampleOrder({ comment: 'Друге замовлення' }));
    expect(purchases()).toHaveLength(1);
  });

  it('gives a signed-in buyer’s contact, as given with the order, to the marketing service', async () => {
    fakeOrders();
    const contact = contactCalls();
    server.use(contact.answer(200));
    const { checkout } = checkoutSetup({ user: oksana });
    await checkout.placeOrder(sampleOrder());
    expect(contact.bodies).toEqual([
      {
        firstName: 'Оксана',
        lastName: 'Коваленко',
        channels: [
          { type: 'email', value: 'oksana@example.ua' },
          { type: 'sms', value: '+38 067 123 45 67' },
        ],
        externalCustomerId: oksana.uuid,
      },
    ]);
  });

  it('only reports a failed contact sync: the order stands', async () => {
    fakeOrders();
    const contact = contactCalls();
    server.use(contact.answer(503));
    const { checkout, reported } = checkoutSetup({ user: oksana });
    expect(await checkout.placeOrder(sampleOrder())).toMatchObject({ status: 'placed', order: { order_id: 5001 } });
    expect(contact.bodies).toHaveLength(1);
    expect(reported.some((error) => error instanceof HttpError && error.endpoint === 'EsAddUpdateContact')).toBe(true);
  });

  it('syncs no contact for a guest, who has no customer id there', async () => {
    fakeOrders();
    const contact = contactCalls();
    server.use(contact.answer(200));
    const { checkout } = checkoutSetup();
    await checkout.placeOrder(sampleOrder());
    expect(contact.bodies).toEqual([]);
  });

  it('reads the emptied cart again and forgets the cart’s draft', async () => {
    const shop = fakeOrders();
    const { checkout, cart } = checkoutSetup();
    await cart.reload();
    await checkout.saveDraft(CART_ID, { ...emptyCheckoutValues(), comment: 'Дзвоніть' });
    shop.setCart(() => null);
    await checkout.placeOrder(sampleOrder());
    expect(cart.current.peek()).toBeNull();
    expect(await checkout.readDraft(CART_ID)).toBeNull();
  });
});
