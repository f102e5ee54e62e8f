import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { authSessionSchema } from './auth-session';

describe('authSessionSchema', () => {
  it('reads the token; is_sign_up is false unless the server says so', () => {
    expect(z.parse(authSessionSchema, { token: 'abc' })).toEqual({ token: 'abc', is_sign_up: false });
    expect(z.parse(authSessionSchema, { token: 'abc', is_sign_up: true }).is_sign_up).toBe(true);
  });

  it('rejects a missing or empty token and a non-boolean is_sign_up', () => {
    expect(z.safeParse(authSessionSchema, {}).success).toBe(false);
    expect(z.safeParse(authSessionSchema, { token: '' }).success).toBe(false);
    expect(z.safeParse(authSessionSchema, { token: 'abc', is_sign_up: 1 }).success).toBe(false);
  });
});
