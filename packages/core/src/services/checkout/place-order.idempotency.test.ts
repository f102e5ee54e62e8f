import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../errors';
import { checkoutSetup, fakeOrders, sampleOrder, useFakeShop } from './test-checkout-kit';

useFakeShop();

describe('placing an order: one Idempotency-Key per attempt', () => {
  it('sends a double submit once, and both get the same order', async () => {
    const shop = fakeOrders();
    const { checkout } = checkoutSetup();
    const release = shop.holdAnswers();
    const first = checkout.placeOrder(sampleOrder());
    const second = checkout.placeOrder(sampleOrder());
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(shop.calls).toHaveLength(1);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ status: 'placed', order: { order_id: 5001 } });
  });

  it('retries an order whose answer was lost with the same key, so the server keeps one order', async () => {
    const shop = fakeOrders();
    shop.next('store-and-lose-answer');
    const { checkout } = checkoutSetup();

    await expect(checkout.placeOrder(sampleOrder())).rejects.toBeInstanceOf(NetworkError);
    const retried = await checkout.placeOrder(sampleOrder());

    expect(retried).toMatchObject({ status: 'placed', order: { order_id: 5001 } });
    expect(shop.stored.size).toBe(1);
    expect(shop.calls.map((call) => call.key)).toEqual([shop.calls[0]!.key, shop.calls[0]!.key]);
    expect(shop.calls[0]!.key).toMatch(/\S/);
  });

  it('keeps the key after a lost answer even when the order changed meanwhile: the stored order comes back', async () => {
    const shop = fakeOrders();
    shop.next('store-and-lose-answer');
    const { checkout } = checkoutSetup();

    await expect(checkout.placeOrder(sampleOrder())).rejects.toBeInstanceOf(NetworkError);
    const changed = await checkout.placeOrder(sampleOrder({ comment: 'Дзвоніть після 18:00' }));

    expect(new Set(shop.calls.map((call) => call.key)).size).toBe(1);
    expect(changed).toMatchObject({ status: 'placed', order: { order_id: 5001 } });
    expect(shop.stored.size).toBe(1);
  });

  it('keeps the key when the same order is sent again after a refusal', async () => {
    const shop = fakeOrders();
    shop.next({ status: 422, code: 'validation.invalid', fields: { 'person.email': 'validation.email_invalid' } });
    const { checkout } = checkoutSetup();

    expect(await checkout.placeOrder(sampleOrder())).toMatchObject({ status: 'invalid' });
    expect(await checkout.placeOrder(sampleOrder())).toMatchObject({ status: 'placed' });
    expect(new Set(shop.calls.map((call) => call.key)).size).toBe(1);
  });

  it('takes a new key once the shopper changes the order after a refusal', async () => {
    const shop = fakeOrders();
    shop.next({ status: 409, code: 'errors.gifts_run_out', fields: { 'lines.120455': 'errors.gifts_run_out' } });
    const { checkout } = checkoutSetup();

    expect(await checkout.placeOrder(sampleOrder())).toMatchObject({ status: 'gifts-run-out', productIds: [120455] });
    expect(await checkout.placeOrder(sampleOrder({ without_gift: [120455] }))).toMatchObject({ status: 'placed' });

    const [first, second] = shop.calls;
    expect(second!.body.without_gift).toEqual([120455]);
    expect(second!.key).not.toBe(first!.key);
    expect(shop.stored.size).toBe(1);
  });

  it('sends the same order again after it was placed with the same key: the server answers with that order', async () => {
    const shop = fakeOrders();
    const { checkout } = checkoutSetup();
    const first = await checkout.placeOrder(sampleOrder());
    const again = await checkout.placeOrder(sampleOrder());
    expect(again).toEqual(first);
    expect(shop.stored.size).toBe(1);
    expect(new Set(shop.calls.map((call) => call.key)).size).toBe(1);
  });

  it('waits for the order on its way before sending a different one', async () => {
    const shop = fakeOrders();
    const { checkout } = checkoutSetup();
    const release = shop.holdAnswers();
    const first = checkout.placeOrder(sampleOrder());
    const other = checkout.placeOrder(sampleOrder({ comment: 'Інше' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.calls).toHaveLength(1);
    release();
    await Promise.all([first, other]);
    expect(shop.calls).toHaveLength(2);
  });
});
