import { describe, expect, it } from 'vitest';
import { verifyDevSocialToken } from './dev-social-verifier';

const payload = (socialId: string, email = 'oksana@example.com', socialNetwork = 'google') => ({ socialId, email, socialNetwork });

describe('the development social verifier', () => {
  it('accepts dev:<id>:<email> for the payload’s e-mail', () => {
    expect(verifyDevSocialToken(payload('dev:g-109876_X:Oksana@Example.com'))).toEqual({
      network: 'google',
      id: 'g-109876_X',
      email: 'oksana@example.com',
    });
    expect(verifyDevSocialToken(payload('dev:abc:oksana@example.com', 'oksana@example.com', 'Facebook'))?.network).toBe('facebook');
  });

  it.each([
    ['a real-looking id', '109876543210987654321'],
    ['no e-mail part', 'dev:abc123'],
    ['another e-mail', 'dev:abc123:taras@example.com'],
    ['an id of 2 characters', 'dev:ab:oksana@example.com'],
    ['an id of 65 characters', `dev:${'a'.repeat(65)}:oksana@example.com`],
    ['a colon in the id', 'dev:a:b:c:oksana@example.com'],
    ['a space in the id', 'dev:ab c:oksana@example.com'],
    ['the wrong prefix', 'DEV:abc123:oksana@example.com'],
  ])('refuses %s', (_case, socialId) => {
    expect(verifyDevSocialToken(payload(socialId))).toBeUndefined();
  });

  it('refuses an odd network name', () => {
    expect(verifyDevSocialToken(payload('dev:abc:oksana@example.com', 'oksana@example.com', 'g o'))).toBeUndefined();
    expect(verifyDevSocialToken(payload('dev:abc:oksana@example.com', 'oksana@example.com', ''))).toBeUndefined();
  });
});
