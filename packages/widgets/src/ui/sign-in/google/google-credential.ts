import type { SocialLoginInput } from '@vitrina/core';

const DEV_TOKEN = /^dev:[A-Za-z0-9_-]{3,64}:(.+)$/;

/**
 * The social-login payload of a Google credential. The credential itself is the `socialId`: the
 * server verifies it and takes the account from it; the e-mail and names read from the token's
 * payload are what the shopper sees until then. A development token (`dev:<id>:<email>`, the
 * example shop's SOCIAL_LOGIN_DEV_VERIFIER) carries only the e-mail. Null for anything else.
 */
export function socialLoginFromCredential(credential: string | undefined): SocialLoginInput | null {
  if (!credential) return null;
  const dev = DEV_TOKEN.exec(credential);
  if (dev) return { socialNetwork: 'google', socialId: credential, email: dev[1]!, firstName: '', lastName: '' };

  const parts = credential.split('.');
  if (parts.length !== 3) return null;
  const payload = decodeJwtPart(parts[1]!);
  if (!payload || typeof payload.email !== 'string' || payload.email === '') return null;
  return {
    socialNetwork: 'google',
    socialId: credential,
    email: payload.email,
    firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
    lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
  };
}

function decodeJwtPart(part: string): Record<string, unknown> | null {
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
