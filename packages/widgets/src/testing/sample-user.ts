import type { User } from '@vitrina/core';

/** A logged-in user for tests and stories: an ordinary customer with empty lists. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    uuid: '0b7e7c1a-0000-4000-8000-000000000001',
    lang: { code: 'uk' },
    first_name: 'Ірина',
    last_name: 'Бондар',
    email: 'iryna@example.ua',
    phone: null,
    birthday: null,
    role: { slug: 'user' },
    handedness: 'right',
    is_user_can_see_distributors: false,
    cart: [],
    cart_count: 0,
    cart_id: null,
    favorites: [],
    compares: [],
    preorders: [],
    bonuses_count: null,
    ...overrides,
  } as User;
}
