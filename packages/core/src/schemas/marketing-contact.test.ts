import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { marketingContactSchema } from './marketing-contact';

const contact = () => ({
  firstName: 'Оксана',
  lastName: 'Коваленко',
  channels: [
    { type: 'email', value: 'oksana@example.ua' },
    { type: 'sms', value: '380671234567' },
  ],
  externalCustomerId: '8f2d3c1e-4b5a-4c6d-9e7f-0a1b2c3d4e5f',
});

describe('marketingContactSchema', () => {
  it('reads a contact with its e-mail and sms channels', () => {
    expect(z.parse(marketingContactSchema, contact()).channels.map((channel) => channel.type)).toEqual(['email', 'sms']);
  });

  it.each([
    ['channels', [{ type: 'viber', value: '380671234567' }]],
    ['channels', [{ type: 'email' }]],
    ['channels', { email: 'oksana@example.ua' }],
    ['externalCustomerId', undefined],
    ['firstName', 7],
  ])('rejects %s = %j', (field, value) => {
    expect(z.safeParse(marketingContactSchema, { ...contact(), [field]: value }).success).toBe(false);
  });
});
