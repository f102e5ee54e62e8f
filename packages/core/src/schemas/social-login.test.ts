import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { socialLoginSchema } from './social-login';

const payload = () => ({
  socialId: '109876543210987654321',
  email: 'oksana@gmail.com',
  firstName: 'Оксана',
  lastName: 'Коваленко',
  lang: 'uk',
});

describe('socialLoginSchema', () => {
  it('defaults the network to google', () => {
    expect(z.parse(socialLoginSchema, payload()).socialNetwork).toBe('google');
  });

  it('keeps another network', () => {
    expect(z.parse(socialLoginSchema, { ...payload(), socialNetwork: 'facebook' }).socialNetwork).toBe('facebook');
  });

  it.each([
    ['socialId', undefined],
    ['socialId', 109876543210],
    ['email', undefined],
    ['firstName', null],
    ['lang', 'en'],
    ['socialNetwork', 1],
  ])('rejects %s = %j', (field, value) => {
    expect(z.safeParse(socialLoginSchema, { ...payload(), [field]: value }).success).toBe(false);
  });
});
