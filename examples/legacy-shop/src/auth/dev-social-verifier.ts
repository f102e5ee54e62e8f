import { normalizeEmail } from './emails';

/** Who a social network vouches for: its own id of the person and their e-mail. */
export interface SocialIdentity {
  readonly network: string;
  readonly id: string;
  readonly email: string;
}

const DEV_TOKEN = /^dev:([A-Za-z0-9_-]{3,64}):(.+)$/;
const NETWORK = /^[a-z][a-z0-9_-]{1,31}$/;

/**
 * The development verifier (settings.socialLoginDevVerifier): instead of a network's signed token,
 * `socialId` is `dev:<id>:<email>`, where <id> is 3–64 characters of A–Z a–z 0–9 _ - and <email>
 * equals the payload's e-mail (case aside); the network is a short name (google, facebook), kept
 * in lower case. The e-mail is part of the token because a real verifier vouches for it too, and
 * an existing account is linked by it. Anything else is refused.
 */
export function verifyDevSocialToken(payload: { socialNetwork: string; socialId: string; email: string }): SocialIdentity | undefined {
  const network = payload.socialNetwork.trim().toLowerCase();
  const match = DEV_TOKEN.exec(payload.socialId);
  if (!match || !NETWORK.test(network)) return undefined;
  const [, id, email] = match as unknown as [string, string, string];
  if (normalizeEmail(email) !== normalizeEmail(payload.email)) return undefined;
  return { network, id, email: normalizeEmail(email) };
}
