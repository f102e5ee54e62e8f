import { describe, expect, it } from 'vitest';
import { marketingContactOf } from './marketing-contact-of';

const user = { uuid: 'u-1', first_name: 'Оксана', last_name: 'Коваленко', email: 'o@example.ua', phone: '380671234567' };

describe('marketingContactOf', () => {
  it('gives the e-mail and sms channels, keyed by the uuid', () => {
    expect(marketingContactOf(user)).toEqual({
      firstName: 'Оксана',
      lastName: 'Коваленко',
      channels: [
        { type: 'email', value: 'o@example.ua' },
        { type: 'sms', value: '380671234567' },
      ],
      externalCustomerId: 'u-1',
    });
  });

  it('leaves out a channel the user has no value for', () => {
    expect(marketingContactOf({ ...user, phone: null }).channels).toEqual([{ type: 'email', value: 'o@example.ua' }]);
    expect(marketingContactOf({ ...user, email: ' ', phone: '' }).channels).toEqual([]);
  });
});
