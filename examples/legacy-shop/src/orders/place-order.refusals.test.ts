import { DEFAULT_CITY_ID } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { newUser } from '../cart/testing/shop-client';
import { useTestServer } from '../testing/use-test-server';
import { buyer, cartLineCount, cartWith, department, newCustomerOrder, placeOrderCall, placed, product, refusal, shopStore, testPromoCode } from './testing/order-kit';

const server = useTestServer();

/** A guest cart of one product matching `where`, from `minPrice` UAH. */
async function cartOf(where = '1', minPrice = 0): Promise<{ cartId: string; price: number; productId: number }> {
  const item = product(server.db, where, minPrice);
  return { cartId: await cartWith(server, [item.id]), price: item.price, productId: item.id };
}

async function refusedFields(body: unknown, token?: string): Promise<Record<string, string>> {
  return refusal(await placeOrderCall(server, body, { token }), 422).fields;
}

describe('an order is refused (422, every field named) when', () => {
  it('a parcel locker is paid in cash', async () => {
    const { cartId } = await cartOf();
    const answer = refusal(
      await placeOrderCall(server, newCustomerOrder(server.db, cartId, { delivery: { type: 'np-mailbox', city_id: DEFAULT_CITY_ID, department_id: department(server.db, 'locker') } })),
      422,
    );
    expect(answer).toEqual({ code: 'errors.parcel_locker_not_with_cash', fields: { 'payment.type': 'errors.parcel_locker_not_with_cash' } });
    expect(cartLineCount(server.db, cartId)).toBe(1);
  });

  it('5000 UAH or more paid on receipt lacks the passport, the recipient’s full name and mobile', async () => {
    const { cartId } = await cartOf('1', 5000);
    const body = newCustomerOrder(server.db, cartId, {
      recipient: { type: 'another', person: { lastName: 'Бойко', firstName: 'Іван', phone: '+38 012 34' } },
    });
    expect(await refusedFields(body)).toEqual({
      'recipient.person.phone': 'validation.phone_invalid',
      passport: 'validation.passport_required_over_threshold',
      'recipient.fullName': 'validation.recipient_full_name_required',
      'recipient.phone': 'validation.recipient_mobile_required',
    });
    expect(await refusedFields({ ...body, passport: 'QQ123456', recipient: { type: 'me' }, person: { ...buyer, middleName: '' } })).toEqual({
      passport: 'validation.passport_invalid',
      'recipient.fullName': 'validation.recipient_full_name_required',
    });
  });

  it('credit comes with a promo code, with bonuses, with a product not sold on credit, or for a corporate buyer', async () => {
    const { db } = server;
    const onCredit = await cartOf('p.is_available_for_credit = 1');
    const credit = { type: 'credit' as const, credit: { provider_id: 5, months: 3 } };
    expect(await refusedFields(newCustomerOrder(db, onCredit.cartId, { payment: credit, promo_code: 'VITRINA10' }))).toEqual({
      'payment.type': 'errors.credit_not_with_promo_code',
    });

    const user = await newUser(server, { bonuses: 500 });
    const userCart = await cartWith(server, [onCredit.productId], user);
    expect(await refusedFields(newCustomerOrder(db, userCart, { order_type: 'registered', payment: credit, bonuses: 100 }), user.token)).toEqual({
      bonuses: 'errors.promo_or_bonuses_not_with_credit',
    });

    const notOnCredit = await cartOf('p.is_available_for_credit = 0');
    expect(await refusedFields(newCustomerOrder(db, notOnCredit.cartId, { payment: credit }))).toEqual({ 'payment.type': 'errors.credit_no_options' });

    const corporate = await newUser(server, { role: 'corporate' });
    const corporateCart = await cartWith(server, [onCredit.productId], corporate);
    expect(await refusedFields(newCustomerOrder(db, corporateCart, { order_type: 'registered', payment: credit }), corporate.token)).toEqual({
      'payment.type': 'errors.credit_no_options',
    });
  });

  it('credit names no bank and term, or one that is not offered', async () => {
    const { cartId } = await cartOf('p.is_available_for_credit = 1');
    expect(await refusedFields(newCustomerOrder(server.db, cartId, { payment: { type: 'credit' } }))).toEqual({ 'payment.credit': 'validation.required' });
    expect(await refusedFields(newCustomerOrder(server.db, cartId, { payment: { type: 'credit', credit: { provider_id: 5, months: 7 } } }))).toEqual({
      'payment.credit': 'validation.invalid',
    });
  });

  it('a buyer who is not corporate pays by company or sole-trader transfer', async () => {
    const { cartId } = await cartOf();
    const company = { companyName: 'ТОВ «Ромашка»', companyCode: '12345678', taxNumber: '', passport: '' };
    for (const type of ['no_cash_company', 'no_cash_fop'] as const) {
      expect(await refusedFields(newCustomerOrder(server.db, cartId, { payment: { type }, company }))).toEqual({ 'payment.type': 'validation.invalid' });
    }
  });

  it('the company’s code or tax number is wrong, or the company is missing', async () => {
    const user = await newUser(server, { role: 'super_corporate' });
    const cartId = await cartWith(server, [product(server.db).id], user);
    const order = (company: unknown) => newCustomerOrder(server.db, cartId, { order_type: 'registered', payment: { type: 'no_cash_fop' }, company: company as never });
    expect(await refusedFields(order({ companyName: 'ФОП Коваль', companyCode: '1234567', taxNumber: '12345', passport: '12345' }), user.token)).toEqual({
      'company.companyCode': 'validation.company_code_invalid',
      'company.taxNumber': 'validation.tax_number_invalid',
      'company.passport': 'validation.passport_invalid',
    });
    expect(await refusedFields(order(undefined), user.token)).toEqual({ 'company.companyName': 'validation.required', 'company.companyCode': 'validation.required' });
  });

  it('bonuses are over the order’s maximum or the balance, or spent by a guest', async () => {
    const { db } = server;
    const item = product(db, '1', 2000);
    const rich = await newUser(server, { bonuses: 100_000 });
    const richCart = await cartWith(server, [item.id], rich);
    const cap = Math.floor(item.price * 0.3);
    const registered = (cartId: string, bonuses: number) => newCustomerOrder(db, cartId, { order_type: 'registered', bonuses });
    expect(await refusedFields(registered(richCart, cap + 1), rich.token)).toEqual({ bonuses: 'errors.bonus_order_max_exceeded' });

    const poor = await newUser(server, { bonuses: 50 });
    const poorCart = await cartWith(server, [item.id], poor);
    expect(await refusedFields(registered(poorCart, 51), poor.token)).toEqual({ bonuses: 'errors.bonus_insufficient' });

    const guestCart = await cartWith(server, [item.id]);
    expect(await refusedFields(newCustomerOrder(db, guestCart, { bonuses: 1 }))).toEqual({ bonuses: 'errors.bonus_insufficient' });
  });

  it('a product does not fit a parcel locker, or cannot be picked up in a shop', async () => {
    const tv = await cartOf('p.parcel_locker = 0');
    const body = newCustomerOrder(server.db, tv.cartId, {
      delivery: { type: 'np-mailbox', city_id: DEFAULT_CITY_ID, department_id: department(server.db, 'locker') },
      payment: { type: 'liqpay' },
    });
    expect(await refusedFields(body)).toEqual({
      'delivery.type': 'errors.delivery_unavailable_parcel_locker',
      [`lines.${tv.productId}`]: 'errors.delivery_unavailable_parcel_locker',
    });

    const fridge = await cartOf('p.self_pickup = 0');
    const pickUp = newCustomerOrder(server.db, fridge.cartId, { delivery: { type: 'self-delivery', store_id: shopStore(server.db) }, payment: { type: 'liqpay' } });
    expect(await refusedFields(pickUp)).toEqual({
      'delivery.type': 'errors.delivery_unavailable_self_pickup',
      [`lines.${fridge.productId}`]: 'errors.delivery_unavailable_self_pickup',
    });
  });

  it('the courier’s cash for the buyer today would pass 50 000 UAH', async () => {
    const { db } = server;
    const { cartId, price } = await cartOf('1', 5000);
    db.prepare(
      `INSERT INTO orders (public_id, kind, status, phone, items, total, payment_type, delivery_type, created_at)
       VALUES ('cash-today-000000000000', 'regular', 'needs_payment', '380677654321', '[]', ?, 'cash', 'courier', ?)`,
    ).run(50_000 - price + 1, new Date().toISOString());
    const body = newCustomerOrder(db, cartId, {
      delivery: { type: 'courier', city_id: DEFAULT_CITY_ID, address: { street: 'вул. Січових Стрільців', building: '7' } },
      passport: '123456789',
    });
    expect(await refusedFields(body)).toEqual({ 'payment.type': 'errors.cash_limit_courier' });
    expect(placed(await placeOrderCall(server, { ...body, payment: { type: 'card_on_receipt' } })).total).toBe(price);
  });

  it('the delivery is incomplete for its type', async () => {
    const { db } = server;
    const { cartId } = await cartOf();
    const order = (delivery: unknown) => newCustomerOrder(db, cartId, { delivery: delivery as never, payment: { type: 'liqpay' } });
    const otherCity = db.prepare('SELECT id FROM cities WHERE id != ? ORDER BY id LIMIT 1').get(DEFAULT_CITY_ID) as { id: number };
    expect(await refusedFields(order({ type: 'newpost', city_id: DEFAULT_CITY_ID }))).toEqual({ 'delivery.department_id': 'validation.required' });
    expect(await refusedFields(order({ type: 'newpost' }))).toEqual({ 'delivery.city_id': 'validation.required', 'delivery.department_id': 'validation.required' });
    expect(await refusedFields(order({ type: 'newpost', city_id: 999_999, department_id: department(db, 'branch') }))).toEqual({
      'delivery.city_id': 'validation.city_not_found',
      'delivery.department_id': 'validation.invalid',
    });
    expect(await refusedFields(order({ type: 'newpost', city_id: otherCity.id, department_id: department(db, 'branch') }))).toEqual({
      'delivery.department_id': 'validation.invalid',
    });
    expect(await refusedFields(order({ type: 'newpost', city_id: DEFAULT_CITY_ID, department_id: department(db, 'locker') }))).toEqual({
      'delivery.department_id': 'validation.invalid',
    });
    expect(await refusedFields(order({ type: 'courier', city_id: DEFAULT_CITY_ID, address: { street: '', building: '0', apartment: 'кв' } }))).toEqual({
      'delivery.address.street': 'validation.required',
      'delivery.address.building': 'validation.building_invalid',
      'delivery.address.apartment': 'validation.apartment_invalid',
    });
    expect(await refusedFields(order({ type: 'courier', city_id: DEFAULT_CITY_ID }))).toEqual({
      'delivery.address.street': 'validation.required',
      'delivery.address.building': 'validation.required',
    });
    expect(await refusedFields(order({ type: 'self-delivery' }))).toEqual({ 'delivery.store_id': 'validation.required' });
    expect(await refusedFields(order({ type: 'self-delivery', store_id: 999_999 }))).toEqual({ 'delivery.store_id': 'validation.invalid' });
    expect(await refusedFields(order({ type: 'courier-installer', city_id: DEFAULT_CITY_ID }))).toEqual({ 'delivery.type': 'validation.invalid' });
  });

  it('the buyer’s or the recipient’s details are missing or wrong, each under its own field', async () => {
    const { cartId } = await cartOf();
    const body = newCustomerOrder(server.db, cartId, {
      person: { lastName: '', firstName: 'М', phone: '+38 012 345', email: 'maria@' },
      recipient: { type: 'another', person: { lastName: 'Бойко', firstName: '', phone: '' } },
    });
    expect(await refusedFields(body)).toEqual({
      'person.lastName': 'validation.name_required',
      'person.firstName': 'validation.too_short',
      'person.phone': 'validation.phone_invalid',
      'person.email': 'validation.email_invalid',
      'recipient.person.firstName': 'validation.name_required',
      'recipient.person.phone': 'validation.phone_required',
    });
    const fast = refusal(await placeOrderCall(server, { order_type: 'fast', cart_id: cartId, phone: '12345', name: 'x'.repeat(80) }), 422);
    expect(fast).toEqual({ code: 'validation.phone_invalid', fields: { phone: 'validation.phone_invalid', name: 'validation.too_long' } });
  });

  it('a promo code is unknown, used, expired or of the wrong length', async () => {
    const { cartId } = await cartOf();
    for (const [code, key] of [
      ['NOSUCHCODE', 'errors.promo_code_not_found'],
      ['USED2025', 'errors.promo_code_already_used'],
      ['EXPIRED24', 'errors.promo_code_already_used'],
      ['abc', 'validation.promo_code_too_short'],
    ] as const) {
      expect(await refusedFields(newCustomerOrder(server.db, cartId, { promo_code: code }))).toEqual({ promo_code: key });
    }
  });

  it('a product in the cart can no longer be bought', async () => {
    const { db } = server;
    const [kept, gone] = [product(db), product(db, '1', 1000)];
    const cartId = await cartWith(server, [kept.id, gone.id]);
    db.prepare('UPDATE products SET btn_to_cart = 0 WHERE id = ?').run(gone.id);
    try {
      expect(await refusedFields(newCustomerOrder(db, cartId))).toEqual({ [`lines.${gone.id}`]: 'errors.product_not_buyable' });
    } finally {
      db.prepare('UPDATE products SET btn_to_cart = 1 WHERE id = ?').run(gone.id);
    }
  });
});

describe('an order is refused before anything is checked when', () => {
  it('the cart is not the buyer’s: someone else’s is not found, a guest cart held by a signed-in buyer must be merged first', async () => {
    const { db } = server;
    const owner = await newUser(server);
    const other = await newUser(server);
    const ownersCart = await cartWith(server, [product(db).id], owner);
    expect(refusal(await placeOrderCall(server, newCustomerOrder(db, ownersCart)), 404).code).toBe('errors.nothing_found');
    expect(refusal(await placeOrderCall(server, newCustomerOrder(db, ownersCart), { token: other.token }), 404).code).toBe('errors.nothing_found');
    const guestCart = await cartWith(server, [product(db).id]);
    expect(refusal(await placeOrderCall(server, newCustomerOrder(db, guestCart), { token: owner.token }), 403).code).toBe('errors.generic');
    expect(refusal(await placeOrderCall(server, newCustomerOrder(db, 'no-such-cart-0000000000')), 404).code).toBe('errors.nothing_found');
  });

  it('a registered order comes without a login, or the cart is empty', async () => {
    const { db } = server;
    const cartId = await cartWith(server, [product(db).id]);
    expect(refusal(await placeOrderCall(server, newCustomerOrder(db, cartId, { order_type: 'registered' })), 401).code).toBe('errors.login_error');
    db.prepare('DELETE FROM cart_items WHERE cart_id = ?').run(cartId);
    expect(refusal(await placeOrderCall(server, newCustomerOrder(db, cartId)), 422)).toEqual({
      code: 'errors.nothing_found',
      fields: { cart_id: 'errors.nothing_found' },
    });
  });
});

describe('an order whose total changed since the shopper saw it', () => {
  it('is refused with 409 errors.order_total_changed, and placed when confirmed with the new total', async () => {
    const { db } = server;
    const { cartId, price } = await cartOf();
    const code = testPromoCode(db, 10, false);
    const total = price - Math.floor(price / 10);
    const stale = refusal(await placeOrderCall(server, newCustomerOrder(db, cartId, { promo_code: code, expected_total: price })), 409);
    expect(stale).toEqual({ code: 'errors.order_total_changed', fields: { expected_total: 'errors.order_total_changed' } });
    expect(cartLineCount(db, cartId)).toBe(1);
    const answer = await placeOrderCall(server, newCustomerOrder(db, cartId, { promo_code: code, expected_total: total }));
    expect(answer.status).toBe(200);
    expect((answer.json as { data: { total: number } }).data.total).toBe(total);
  });
});
