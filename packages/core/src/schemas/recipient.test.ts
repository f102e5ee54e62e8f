import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { personSchema } from './person';
import { recipientSchema } from './recipient';

const person = () => ({
  lastName: 'Шевченко',
  firstName: 'Тарас',
  middleName: 'Григорович',
  phone: '+38 067 123 45 67',
  email: 'taras@example.ua',
});

describe('personSchema', () => {
  it('reads a person; middle name and e-mail may be left out', () => {
    expect(z.parse(personSchema, person()).middleName).toBe('Григорович');
    expect(z.safeParse(personSchema, { lastName: 'Шевченко', firstName: 'Тарас', phone: '+38 067 123 45 67' }).success).toBe(true);
  });

  it('leaves the values to the rules: an empty name still has the right shape', () => {
    expect(z.safeParse(personSchema, { ...person(), firstName: '' }).success).toBe(true);
  });

  it.each([
    ['lastName', undefined],
    ['firstName', null],
    ['phone', 380671234567],
    ['email', false],
  ])('rejects %s = %j', (field, value) => {
    expect(z.safeParse(personSchema, { ...person(), [field]: value }).success).toBe(false);
  });
});

describe('recipientSchema', () => {
  it('is the buyer, or another person with their data', () => {
    expect(z.parse(recipientSchema, { type: 'me' })).toEqual({ type: 'me' });
    const other = z.parse(recipientSchema, { type: 'another', person: person() });
    expect(other.type === 'another' && other.person.lastName).toBe('Шевченко');
  });

  it('rejects another person without their data, and an unknown kind', () => {
    expect(z.safeParse(recipientSchema, { type: 'another' }).success).toBe(false);
    expect(z.safeParse(recipientSchema, { type: 'another', person: { firstName: 'Тарас' } }).success).toBe(false);
    expect(z.safeParse(recipientSchema, { type: 'friend', person: person() }).success).toBe(false);
    expect(z.safeParse(recipientSchema, 'me').success).toBe(false);
  });
});
