import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CREDIT_TYPES } from '../rules/credit-types';
import { DELIVERY_TYPES } from '../rules/delivery-types';
import { PAYMENT_TYPES } from '../rules/payment-types';
import { creditTypeSchema } from './credit-type';
import { deliveryTypeSchema } from './delivery-type';
import { orderStatusSchema } from './order-status';
import { paymentTypeSchema } from './payment-type';

const parses = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).success;

describe('deliveryTypeSchema', () => {
  it('accepts the fixed types and the rules’ list of them', () => {
    for (const type of ['newpost', 'np-mailbox', 'courier', 'self-delivery']) expect(parses(deliveryTypeSchema, type)).toBe(true);
    for (const type of Object.values(DELIVERY_TYPES)) expect(parses(deliveryTypeSchema, type)).toBe(true);
  });

  it('accepts a product courier courier-{product} and nothing like it', () => {
    expect(parses(deliveryTypeSchema, 'courier-tv')).toBe(true);
    expect(parses(deliveryTypeSchema, 'courier-large-appliances')).toBe(true);
    for (const type of ['courier-', 'courier-tv x', 'pickup', 'Courier', '']) expect(parses(deliveryTypeSchema, type)).toBe(false);
  });
});

describe('paymentTypeSchema', () => {
  it('is the rules’ list of payment types, nothing more', () => {
    expect([...paymentTypeSchema.options].sort()).toEqual([...Object.values(PAYMENT_TYPES)].sort());
    expect(parses(paymentTypeSchema, 'paypal')).toBe(false);
  });
});

describe('creditTypeSchema', () => {
  it('is the rules’ list of credit types, nothing more', () => {
    expect([...creditTypeSchema.options].sort()).toEqual([...CREDIT_TYPES].sort());
    expect(parses(creditTypeSchema, 'privat-instant')).toBe(false);
  });
});

describe('orderStatusSchema', () => {
  it('has paid, cancelled and needs payment', () => {
    expect([...orderStatusSchema.options].sort()).toEqual(['cancelled', 'needs_payment', 'paid']);
    expect(parses(orderStatusSchema, 'failed')).toBe(false);
  });
});
