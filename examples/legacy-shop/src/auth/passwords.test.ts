import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', () => {
    const stored = hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain('correct horse');
    expect(verifyPassword('correct horse', stored)).toBe(true);
    expect(verifyPassword('correct horsE', stored)).toBe(false);
  });

  it('salts every hash', () => {
    expect(hashPassword('same')).not.toBe(hashPassword('same'));
  });

  it('never matches a missing or malformed hash', () => {
    expect(verifyPassword('x', null)).toBe(false);
    expect(verifyPassword('x', 'plain')).toBe(false);
    expect(verifyPassword('x', 'scrypt$1$2$3$salt$short')).toBe(false);
  });
});
