import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { companyOrderSchema } from './company-order';

const order = () => ({
  companyName: 'ТОВ «Вітрина Трейд»',
  companyCode: '12345678',
  taxNumber: '1234567890',
  passport: 'АБ123456',
});

describe('companyOrderSchema', () => {
  it('reads the company data; the formats are the rules’ job', () => {
    expect(z.parse(companyOrderSchema, order())).toEqual(order());
    expect(z.safeParse(companyOrderSchema, { ...order(), companyCode: '123', passport: '123456789' }).success).toBe(true);
  });

  it.each([
    ['companyName', undefined],
    ['companyCode', 12345678],
    ['taxNumber', 1234567890],
    ['passport', null],
  ])('rejects %s = %j', (field, value) => {
    expect(z.safeParse(companyOrderSchema, { ...order(), [field]: value }).success).toBe(false);
  });
});
