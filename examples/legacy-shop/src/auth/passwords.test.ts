import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordNow, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
  });

  it('checks a hash the seed made on its own thread the same way', async () => {
    expect(await verifyPassword('сід', hashPasswordNow('сід'))).toBe(true);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never matches a missing or malformed hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$2$3$salt$short')).toBe(false);
  });
});
