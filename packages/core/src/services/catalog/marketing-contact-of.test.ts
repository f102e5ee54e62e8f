import { describe, expect, it } from 'vitest';
import { sampleMarketingContact } from '../../schemas/test-samples';
import { marketingContactOf } from './marketing-contact-of';

const user = { uuid: '8f2d3c1e-4b5a-4c6d-9e7f-0a1b2c3d4e5f', first_name: 'Оксана', last_name: 'Коваленко', email: 'oksana@example.ua', phone: '380671234567' };

describe('marketingContactOf', () => {
  it('gives the e-mail and sms channels, keyed by the uuid', () => {
    expect(marketingContactOf(user)).toEqual(sampleMarketingContact());
  });

  it('leaves out a channel the user has no value for', () => {
    expect(marketingContactOf({ ...user, phone: null }).channels).toEqual([{ type: 'email', value: 'oksana@example.ua' }]);
    expect(marketingContactOf({ ...user, email: ' ', phone: '' }).channels).toEqual([]);
  });
});
