import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Cart } from '../../schemas/cart';
import { placeOrderRequestSchema } from '../../schemas/place-order';
import { emptyCheckoutValues, type CheckoutValues } from './checkout-values';
import { toPlaceOrderRequest } from './place-order-request';

const cart = (overrides: Partial<Cart> = {}): Cart => ({
  cart_id: 'cart-1',
  suppliers: [{ products: [{ id: 1, choosed_quantity: 1, gift: { id: 900, title: 'Чохол' } }, { id: 2, choosed_quantity: 1 }] }],
  goods: 6000,
  total: 5800,
  promocode: { code: 'SPRING', kind: 'promo', discount: 200 },
  bonuses: null,
  ...overrides,
});

const values = (overrides: Partial<CheckoutValues> = {}): CheckoutValues => ({
  ...emptyCheckoutValues({ id: 56, title: 'Київ' }),
  person: { lastName: ' Коваленко ', firstName: 'Оксана', middleName: '  ', phone: '0671234567', email: ' oksana@example.ua ' },
  departmentId: 3,
  payment: 'liqpay',
  ...overrides,
});

const request = (form: CheckoutValues, from: Cart = cart()) => z.parse(placeOrderRequestSchema, toPlaceOrderRequest(form, from)) as Record<string, unknown>;

describe('the order request', () => {
  it('carries the cart’s promo code and total as shown, the buyer tidied, blank fields left out', () => {
    expect(request(values({ comment: '  ' }))).toEqual({
      cart_id: 'cart-1',
      promo_code: 'SPRING',
      expected_total: 5800,
      order_type: 'new',
      person: { lastName: 'Коваленко', firstName: 'Оксана', phone: '+38 067 123 45 67', email: 'oksana@example.ua' },
      recipient: { type: 'me' },
      delivery: { type: 'newpost', city_id: 56, department_id: 3 },
      payment: { type: 'liqpay' },
    });
  });

  it('sends the passport, canonical, only when paying 5000 UAH or more on receipt', () => {
    expect(request(values({ payment: 'cash', passport: 'ab 123456' })).passport).toBe('АВ123456');
    expect(request(values({ payment: 'cash', passport: 'ab 123456' }), cart({ total: 4999 }))).not.toHaveProperty('passport');
  });

  it('sends each delivery’s own details', () => {
    expect(request(values({ delivery: 'courier', address: { street: 'Хрещатик', building: ' 12А ', apartment: '' } })).delivery).toEqual({
      type: 'courier',
      city_id: 56,
      address: { street: 'Хрещатик', building: '12А' },
    });
    expect(request(values({ delivery: 'self-delivery', storeId: 4 })).delivery).toEqual({ type: 'self-delivery', store_id: 4 });
    expect(request(values({ delivery: 'np-mailbox', departmentId: 77 })).delivery).toEqual({ type: 'np-mailbox', city_id: 56, department_id: 77 });
  });

  it('sends the other recipient without an e-mail, and the company for a transfer', () => {
    const another = { lastName: 'Бойко', firstName: 'Петро', middleName: 'Іванович', phone: '+380501234567', email: 'x@example.ua' };
    const company = { companyName: 'ТОВ  Вітрина', companyCode: '12345678', taxNumber: '', passport: '' };
    const sent = request(values({ recipient: 'another', recipientPerson: another, payment: 'no_cash_company', company }));
    expect(sent).toMatchObject({
      recipient: { type: 'another', person: { lastName: 'Бойко', firstName: 'Петро', middleName: 'Іванович', phone: '+38 050 123 45 67' } },
      company: { companyName: 'ТОВ Вітрина', companyCode: '12345678', taxNumber: '', passport: '' },
    });
    expect(sent).not.toHaveProperty('recipient.person.email');
  });

  it('names the bank and term of a credit, and buys the gifts’ lines without them', () => {
    const credit = request(values({ payment: 'credit', credit: { providerId: 5, creditType: 'mono-internet-pch', months: 4 }, withoutGift: [2] }), cart({ promocode: null }));
    expect(credit).toMatchObject({ payment: { type: 'credit', credit: { provider_id: 5, months: 4 } }, without_gift: [2, 1] });
  });

  it('sends a fast order’s phone and name only', () => {
    const fast = values({ orderType: 'fast', person: { lastName: 'x', firstName: ' Оксана ', middleName: '', phone: '067 123 45 67', email: '' } });
    expect(request(fast, cart({ bonuses: 150 }))).toEqual({
      cart_id: 'cart-1',
      promo_code: 'SPRING',
      bonuses: 150,
      expected_total: 5800,
      order_type: 'fast',
      phone: '+38 067 123 45 67',
      name: 'Оксана',
    });
  });
});
