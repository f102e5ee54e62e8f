import { describe, expect, it } from 'vitest';
import { isCorporateRole, isCorporateUser } from './role-rules';

describe('corporate users', () => {
  it.each(['corporate', 'super_corporate'])('%s is a corporate role', (slug) => expect(isCorporateRole(slug)).toBe(true));

  it.each(['user', 'Corporate', 'corporate ', '', null, undefined])('%s is not', (slug) =>
    expect(isCorporateRole(slug)).toBe(false),
  );

  it('a user is corporate by role or by flag', () => {
    expect(isCorporateUser({ role: { slug: 'corporate' } })).toBe(true);
    expect(isCorporateUser({ role: { slug: 'super_corporate' }, is_corporate: false })).toBe(true);
    expect(isCorporateUser({ role: { slug: 'user' }, is_corporate: true })).toBe(true);
    expect(isCorporateUser({ role: { slug: 'user' }, is_corporate: false })).toBe(false);
    expect(isCorporateUser({ role: null })).toBe(false);
    expect(isCorporateUser({})).toBe(false);
    expect(isCorporateUser(null)).toBe(false);
    expect(isCorporateUser(undefined)).toBe(false);
  });
});
