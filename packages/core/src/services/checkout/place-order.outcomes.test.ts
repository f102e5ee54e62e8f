import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors';
import { checkoutCart, checkoutSetup, fakeOrders, sampleOrder, useFakeShop } from './test-checkout-kit';

useFakeShop();

describe('a refused order', () => {
  it('puts a 422’s fields under the form’s names', async () => {
    const shop = fakeOrders();
    shop.next({
      status: 422,
      code: 'validation.invalid',
      fields: { payment_type: 'errors.parcel_locker_not_with_cash', 'recipient.fullName': 'validation.recipient_full_name_required', 'person.email': 'validation.email_invalid' },
    });
    const { checkout } = checkoutSetup();
    const result = await checkout.placeOrder(sampleOrder());
    expect(result).toEqual({
      status: 'invalid',
      failure: {
        fields: {
          'payment.type': 'errors.parcel_locker_not_with_cash',
          // The buyer receives the order and gave no middle name: that is what the full name lacks.
          'person.middleName': 'validation.recipient_full_name_required',
          'person.email': 'validation.email_invalid',
        },
        form: null,
      },
    });
  });

  it('names the other recipient’s fields when another person receives the order', async () => {
    const shop = fakeOrders();
    shop.next({ status: 422, code: 'validation.invalid', fields: { 'recipient.phone': 'validation.recipient_mobile_required', promo_code: 'errors.promo_code_already_used' } });
    const { checkout } = checkoutSetup();
    const another = { type: 'another' as const, person: { lastName: 'Бойко', firstName: 'Петро', middleName: 'Іванович', phone: '' } };
    const result = await checkout.placeOrder(sampleOrder({ recipient: another }));
    expect(result).toEqual({
      status: 'invalid',
      failure: { fields: { 'recipient.person.phone': 'validation.recipient_mobile_required' }, form: 'errors.promo_code_already_used' },
    });
  });

  it('names the lines whose gifts ran out from the answer', async () => {
    const shop = fakeOrders();
    shop.next({ status: 409, code: 'errors.gifts_run_out', fields: { 'lines.120455': 'errors.gifts_run_out', 98011: 'errors.gifts_run_out' } });
    const { checkout } = checkoutSetup();
    expect(await checkout.placeOrder(sampleOrder())).toEqual({ status: 'gifts-run-out', productIds: [98011, 120455] });
  });

  it('finds the lines whose gifts ran out in the cart read again when the answer names none', async () => {
    const shop = fakeOrders();
    shop.next({ status: 409, code: 'errors.gifts_run_out' });
    const { checkout, cart } = checkoutSetup();
    const [first, second] = checkoutCart().suppliers[0]!.products;
    shop.setCart(() => checkoutCart({ suppliers: [{ id: 1, products: [{ ...first!, gift: null, gifts_run_out: true }, second!] }] }));
    expect(await checkout.placeOrder(sampleOrder())).toEqual({ status: 'gifts-run-out', productIds: [120455] });
    expect(cart.current.peek()?.suppliers[0]?.products[0]?.gifts_run_out).toBe(true);
  });

  it('reads the cart again when the total changed, and hands the new one back', async () => {
    const shop = fakeOrders();
    shop.next({ status: 409, code: 'errors.order_total_changed' });
    const { checkout, cart } = checkoutSetup();
    shop.setCart(() => checkoutCart({ total: 35997 }));
    const result = await checkout.placeOrder(sampleOrder());
    expect(result).toMatchObject({ status: 'total-changed', cart: { total: 35997 } });
    expect(cart.current.peek()?.total).toBe(35997);
  });

  it('rejects with the API client’s error for any other failure, reported once', async () => {
    const shop = fakeOrders();
    shop.next({ status: 404, code: 'errors.generic' });
    const { checkout, reported } = checkoutSetup();
    const error = await checkout.placeOrder(sampleOrder()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect(reported.filter((one) => one instanceof HttpError && one.endpoint === 'placeOrder')).toHaveLength(1);
  });
});
