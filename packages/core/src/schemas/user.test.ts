import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { sampleUser } from './test-samples';
import { userSchema } from './user';

const parses = (value: unknown) => z.safeParse(userSchema, value).success;

describe('userSchema', () => {
  it('reads a full user as GET me returns it', () => {
    const user = z.parse(userSchema, sampleUser());
    expect(user.lang.code).toBe('uk');
    expect(user.birthday).toEqual({ day: 14, month: 3, year: 1991 });
    expect(user.favorites).toEqual([120455]);
  });

  it('defaults the extended-filter and corporate flags to false', () => {
    const user = z.parse(userSchema, sampleUser());
    expect(user.is_extended_filter).toBe(false);
    expect(user.is_corporate).toBe(false);
  });

  it('keeps the flags the server sends', () => {
    const user = z.parse(userSchema, { ...sampleUser(), is_extended_filter: true, is_corporate: true });
    expect(user.is_extended_filter).toBe(true);
    expect(user.is_corporate).toBe(true);
  });

  it('accepts a user with no cart, no bonuses, no phone, birthday, role or handedness', () => {
    const user = {
      ...sampleUser(),
      cart: [],
      cart_count: 0,
      cart_id: null,
      bonuses_count: null,
      phone: null,
      birthday: null,
      role: null,
      handedness: null,
    };
    delete (user as Partial<typeof user>).available_bonuses;
    expect(parses(user)).toBe(true);
  });

  it('reads the corporate role slug', () => {
    expect(z.parse(userSchema, { ...sampleUser(), role: { slug: 'super_corporate' } }).role?.slug).toBe('super_corporate');
  });

  it('drops fields it does not know', () => {
    expect(z.parse(userSchema, { ...sampleUser(), password_hash: 'x' })).not.toHaveProperty('password_hash');
  });

  it.each([
    ['uuid', undefined],
    ['uuid', ''],
    ['lang', 'uk'],
    ['lang', { code: 'en' }],
    ['first_name', undefined],
    ['email', 42],
    ['cart', ['120455']],
    ['cart', [0]],
    ['favorites', [1.5]],
    ['compares', undefined],
    ['preorders', null],
    ['cart_count', -1],
    ['cart_count', '3'],
    ['cart_id', 77],
    ['bonuses_count', '540'],
    ['birthday', { day: 14, month: 3 }],
    ['role', 'corporate'],
    ['handedness', 'ambidextrous'],
    ['is_user_can_see_distributors', 1],
    ['is_corporate', 'false'],
    ['is_extended_filter', 0],
  ])('rejects %s = %j', (field, value) => {
    expect(parses({ ...sampleUser(), [field]: value })).toBe(false);
  });
});
