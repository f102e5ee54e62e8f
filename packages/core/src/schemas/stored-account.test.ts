import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { storedAccountSchema } from './stored-account';

describe('storedAccountSchema', () => {
  it('reads an account of the switcher, also one whose token logout blanked', () => {
    const account = { token: 'eyJhbGciOi.x.y', email: 'oksana@example.ua', user_name: 'Оксана' };
    expect(z.parse(storedAccountSchema, account)).toEqual(account);
    expect(z.safeParse(storedAccountSchema, { ...account, token: '' }).success).toBe(true);
  });

  it('rejects an entry missing a field or with a wrong type', () => {
    expect(z.safeParse(storedAccountSchema, { email: 'a@b.ua', user_name: 'A' }).success).toBe(false);
    expect(z.safeParse(storedAccountSchema, { token: null, email: 'a@b.ua', user_name: 'A' }).success).toBe(false);
    expect(z.safeParse(storedAccountSchema, { token: 't', email: 'a@b.ua', userName: 'A' }).success).toBe(false);
  });
});
