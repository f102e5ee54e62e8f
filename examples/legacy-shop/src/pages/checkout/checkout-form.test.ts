import { placeOrderRequestSchema } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { formFieldOf, orderRequestFromForm } from './checkout-form';

const buyer = {
  'person.lastName': 'Шевченко',
  'person.firstName': 'Марія',
  'person.middleName': '',
  'person.phone': '+38 067 765 43 21',
  'person.email': 'maria@example.com',
  recipient: 'me',
};

const context = { cartId: 'cart-0000000000000000', signedIn: false };

describe('the no-script checkout form as an order request', () => {
  it('a guest’s order to a Nova Poshta branch, cash: the branch list of the chosen type, blank fields left out', () => {
    const request = orderRequestFromForm(
      {
        ...buyer,
        delivery: 'newpost',
        'delivery.city_id': '56',
        'delivery.branch_id': '1201',
        'delivery.locker_id': '1301',
        'delivery.address.street': 'вул. Хрещатик',
        payment: 'cash',
        promo_code: '  VITRINA10 ',
        bonuses: '',
        expected_total: '3599',
        comment: '  ',
        privacyConsent: '1',
        idempotency_key: 'form-key-0000000001',
      },
      context,
    );
    expect(placeOrderRequestSchema.parse(request)).toEqual({
      order_type: 'new',
      cart_id: context.cartId,
      person: { lastName: 'Шевченко', firstName: 'Марія', phone: '+38 067 765 43 21', email: 'maria@example.com' },
      recipient: { type: 'me' },
      delivery: { type: 'newpost', city_id: 56, department_id: 1201 },
      payment: { type: 'cash' },
      promo_code: 'VITRINA10',
      expected_total: 3599,
    });
  });

  it('a signed-in buyer’s order for another person by courier, by credit, with bonuses and a line without its gift', () => {
    const request = orderRequestFromForm(
      {
        ...buyer,
        recipient: 'another',
        'recipient.person.lastName': 'Бойко',
        'recipient.person.firstName': 'Іван',
        'recipient.person.middleName': 'Петрович',
        'recipient.person.phone': '0501234567',
        passport: 'АВ 123456',
        delivery: 'courier',
        'delivery.city_id': '3',
        'delivery.branch_id': '1201',
        'delivery.address.street': 'просп. Дмитра Яворницького',
        'delivery.address.building': '12А',
        'delivery.address.apartment': '',
        payment: 'credit',
        'payment.credit': '5:6',
        bonuses: '150',
        'without_gift.1042': '1',
        'without_gift.oops': '1',
        promo_code: '',
      },
      { ...context, signedIn: true },
    );
    expect(placeOrderRequestSchema.parse(request)).toMatchObject({
      order_type: 'registered',
      recipient: { type: 'another', person: { lastName: 'Бойко', firstName: 'Іван', middleName: 'Петрович', phone: '0501234567' } },
      passport: 'АВ 123456',
      delivery: { type: 'courier', city_id: 3, address: { street: 'просп. Дмитра Яворницького', building: '12А' } },
      payment: { type: 'credit', credit: { provider_id: 5, months: 6 } },
      promo_code: null,
      bonuses: 150,
      without_gift: [1042],
    });
    expect((request.delivery as Record<string, unknown>).department_id).toBeUndefined();
  });

  it('takes the company only for a company or sole-trader transfer, and the store for self-delivery', () => {
    const company = { 'company.companyName': 'ТОВ «Вітрина»', 'company.companyCode': '12345678', 'company.taxNumber': '', 'company.passport': '' };
    const transfer = orderRequestFromForm({ ...buyer, ...company, delivery: 'self-delivery', 'delivery.store_id': '7', 'delivery.city_id': '56', payment: 'no_cash_fop' }, context);
    expect(placeOrderRequestSchema.parse(transfer)).toMatchObject({
      company: { companyName: 'ТОВ «Вітрина»', companyCode: '12345678', taxNumber: '', passport: '' },
      delivery: { type: 'self-delivery', store_id: 7 },
    });
    const byCard = orderRequestFromForm({ ...buyer, ...company, delivery: 'np-mailbox', 'delivery.locker_id': '99', payment: 'liqpay' }, context);
    expect(byCard).not.toHaveProperty('company');
    expect(byCard.delivery).toEqual({ type: 'np-mailbox', city_id: undefined, department_id: 99 });
  });

  it('passes on what is not a number as typed, so the request schema refuses it under its path', () => {
    const request = orderRequestFromForm({ ...buyer, delivery: 'newpost', 'delivery.branch_id': '12; DROP', payment: 'credit', 'payment.credit': 'x', bonuses: '-5' }, context);
    const result = placeOrderRequestSchema.safeParse(request);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['bonuses', 'delivery.department_id', 'payment.credit']);
  });
});

describe('a refused field on the form', () => {
  it('lands on the input of the same name, or on the radio group, department list or person the rule is about', () => {
    const me = { recipient: 'me', delivery: 'np-mailbox' };
    const another = { recipient: 'another', delivery: 'newpost' };
    expect(formFieldOf('person.phone', me)).toBe('person.phone');
    expect(formFieldOf('delivery.address.building', me)).toBe('delivery.address.building');
    expect(formFieldOf('company.companyCode', me)).toBe('company.companyCode');
    expect(formFieldOf('delivery.type', me)).toBe('delivery');
    expect(formFieldOf('payment.type', me)).toBe('payment');
    expect(formFieldOf('payment.credit.months', me)).toBe('payment.credit');
    expect(formFieldOf('delivery.department_id', me)).toBe('delivery.locker_id');
    expect(formFieldOf('delivery.department_id', another)).toBe('delivery.branch_id');
    expect(formFieldOf('recipient.fullName', me)).toBe('person.middleName');
    expect(formFieldOf('recipient.fullName', another)).toBe('recipient.person.middleName');
    expect(formFieldOf('recipient.phone', another)).toBe('recipient.person.phone');
    expect(formFieldOf('lines.1042', me)).toBe('lines.1042');
    expect(formFieldOf('expected_total', me)).toBeUndefined();
    expect(formFieldOf('cart_id', me)).toBeUndefined();
    expect(formFieldOf('Idempotency-Key', me)).toBeUndefined();
  });
});
