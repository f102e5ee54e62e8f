import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { marketingContactSchema } from './marketing-contact';
import { sampleMarketingContact } from './test-samples';

const contact = sampleMarketingContact;

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
