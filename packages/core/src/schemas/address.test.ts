import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addressSchema } from './address';

const address = () => ({ city: 'Київ', street: 'вул. Хрещатик', building: '22А', apartments: '15' });

describe('addressSchema', () => {
  it('reads an address; a house has no apartment', () => {
    expect(z.parse(addressSchema, address())).toEqual(address());
    const { apartments: _none, ...house } = address();
    expect(z.safeParse(addressSchema, house).success).toBe(true);
  });

  it.each([
    ['city', undefined],
    ['street', 5],
    ['building', 22],
    ['apartments', 15],
  ])('rejects %s = %j', (field, value) => {
    expect(z.safeParse(addressSchema, { ...address(), [field]: value }).success).toBe(false);
  });
});
