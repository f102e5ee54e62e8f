import { expect, it } from 'vitest';
import { basicAuthHeader } from './basic-auth-header';

it('encodes user:password as UTF-8 base64', () => {
  expect(basicAuthHeader({ username: 'Aladdin', password: 'open sesame' })).toBe('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  expect(basicAuthHeader({ username: 'магазин', password: 'пароль' })).toBe(
    `Basic ${Buffer.from('магазин:пароль', 'utf8').toString('base64')}`,
  );
});
