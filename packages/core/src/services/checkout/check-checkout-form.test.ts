import { describe, expect, it } from 'vitest';
import type { Cart } from '../../schemas/cart';
import { checkCheckoutForm } from './check-checkout-form';
import { emptyCheckoutValues, type CheckoutValues } from './checkout-values';

const cart = (overrides: Partial<Cart> = {}): Cart => ({
  cart_id: 'cart-1',
  suppliers: [{ products: [{ id: 1, choosed_quantity: 1 }] }],
  goods: 2000,
  total: 2000,
  ...overrides,
});

const buyer = { lastName: 'Коваленко', firstName: 'Оксана', middleName: '', phone: '+38 067 123 45 67', email: 'oksana@example.ua' };

/** A new customer's complete order to a Nova Poshta branch of Kyiv, paid in cash. */
const filled = (overrides: Partial<CheckoutValues> = {}): CheckoutValues => ({
  ...emptyCheckoutValues({ id: 56, title: 'Київ' }),
  person: buyer,
  departmentId: 3,
  payment: 'cash',
  ...overrides,
});

const check = (values: CheckoutValues, overrides: Partial<Cart> = {}, corporate = false) => checkCheckoutForm(values, { cart: cart(overrides), corporate, creditOptions: 2 });

describe('checking the checkout form', () => {
  it('finds nothing in a complete order', () => {
    expect(check(filled())).toEqual({});
  });

  it('names every missing field of an empty form by the request’s paths', () => {
    expect(check(emptyCheckoutValues())).toEqual({
      'person.lastName': 'validation.name_required',
      'person.firstName': 'validation.name_required',
      'person.phone': 'validation.phone_required',
      'person.email': 'validation.email_required',
      'delivery.city_id': 'validation.required',
      'delivery.department_id': 'validation.required',
      'payment.type': 'validation.required',
    });
  });

  it('wants a city picked from the search, not only typed', () => {
    expect(check(filled({ cityText: 'Киї' }))).toEqual({ 'delivery.city_id': 'validation.city_not_found' });
    expect(check(filled({ city: null, cityText: 'Київ' }))).toEqual({ 'delivery.city_id': 'validation.city_not_found' });
  });

  it('checks the courier’s building and apartment with the address rules', () => {
    const courier = filled({ delivery: 'courier', departmentId: null, address: { street: 'Хрещатик', building: '0', apartment: 'кв.5' } });
    expect(check(courier)).toEqual({ 'delivery.address.building': 'validation.building_invalid', 'delivery.address.apartment': 'validation.apartment_invalid' });
    expect(check({ ...courier, address: { street: 'Хрещатик', building: '12А', apartment: '' } })).toEqual({});
  });

  it('wants a shop for self-delivery, and no city', () => {
    expect(check(filled({ delivery: 'self-delivery', city: null, cityText: '', storeId: null }))).toEqual({ 'delivery.store_id': 'validation.required' });
  });

  it('checks the other recipient, without an e-mail', () => {
    const another = filled({ recipient: 'another', recipientPerson: { lastName: 'Бойко', firstName: '', middleName: '', phone: '050', email: '' } });
    expect(check(another)).toEqual({ 'recipient.person.firstName': 'validation.name_required', 'recipient.person.phone': 'validation.phone_invalid' });
  });

  it('asks for the company on a company or sole-trader transfer only', () => {
    const company = { companyName: '', companyCode: '1234', taxNumber: '', passport: '' };
    expect(check(filled({ payment: 'no_cash_company', company }), {}, true)).toEqual({
      'company.companyName': 'validation.required',
      'company.companyCode': 'validation.company_code_invalid',
    });
    expect(check(filled({ company }))).toEqual({});
  });

  it('applies the 5000 UAH receipt rule to the buyer who receives the order', () => {
    expect(check(filled(), { goods: 5000, total: 5000 })).toEqual({
      passport: 'validation.passport_required_over_threshold',
      'person.middleName': 'validation.recipient_full_name_required',
    });
    const complete = filled({ person: { ...buyer, middleName: 'Петрівна' }, passport: 'ab 123456' });
    expect(check(complete, { goods: 5000, total: 5000 })).toEqual({});
    expect(check(filled({ payment: 'liqpay' }), { goods: 5000, total: 5000 })).toEqual({});
  });

  it('applies it to the other recipient when another person receives the order', () => {
    const another = filled({ recipient: 'another', recipientPerson: { lastName: 'Бойко', firstName: 'Петро', middleName: '', phone: '+38 050 123 45 67', email: '' }, passport: '123456789' });
    expect(check(another, { goods: 6000, total: 6000 })).toEqual({ 'recipient.person.middleName': 'validation.recipient_full_name_required' });
  });

  it('puts the order rules on the choice to change', () => {
    expect(check(filled({ delivery: 'np-mailbox', payment: 'cash' }))).toEqual({ 'payment.type': 'errors.parcel_locker_not_with_cash' });
    const locker = { suppliers: [{ products: [{ id: 1, choosed_quantity: 1, parcel_locker: false }] }] };
    expect(check(filled({ delivery: 'np-mailbox', payment: 'liqpay' }), locker)).toEqual({ 'delivery.type': 'errors.delivery_unavailable_parcel_locker' });
    expect(check(filled({ payment: 'credit', credit: { providerId: 5, creditType: 'mono-internet-pch', months: 4 } }), { promocode: { code: 'SPRING', kind: 'promo', discount: 100 } })).toEqual({
      'payment.type': 'errors.credit_not_with_promo_code',
    });
    expect(check(filled({ payment: 'credit' }))).toEqual({ 'payment.credit': 'validation.required' });
  });

  it('wants only a phone for a fast order, and a name only when given', () => {
    const fast = { ...emptyCheckoutValues(), orderType: 'fast' as const };
    expect(check(fast)).toEqual({ 'person.phone': 'validation.phone_required' });
    expect(check({ ...fast, person: { ...fast.person, phone: '0671234567' } })).toEqual({});
    expect(check({ ...fast, person: { ...fast.person, phone: '0671234567', firstName: 'О' } })).toEqual({ 'person.firstName': 'validation.too_short' });
  });

  it('caps the comment at 500 characters', () => {
    expect(check(filled({ comment: 'а'.repeat(501) }))).toEqual({ comment: 'validation.too_long' });
  });
});
