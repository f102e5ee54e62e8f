import { emailSchema } from '@vitrina/core';
import * as z from 'zod/mini';
import { verifyDevSocialToken } from '../../../auth/dev-social-verifier';
import { accountForSocialIdentity } from '../../../auth/social-login';
import { issueToken } from '../../../auth/tokens';
import { ApiError } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { validFields } from './valid-fields';

/**
 * Social sign-in. Only the development verifier exists: with it off the shop cannot check a
 * network's token, so the call is unavailable (503) rather than trusting the payload.
 */
export const loginSocial: ApiHandler<'LoginSocial'> = ({ db, settings, input, now }) => {
  if (!settings.socialLoginDevVerifier) {
    throw new ApiError(503, 'errors.login_error', 'Social sign-in is not available: no verifier is configured');
  }
  validFields(z.object({ email: emailSchema }), input);
  const identity = verifyDevSocialToken(input);
  if (!identity) throw new ApiError(401, 'errors.login_error', 'The social sign-in token was not accepted');

  const { user, isSignUp } = accountForSocialIdentity(db, identity, input, now);
  return { success: true, data: { token: issueToken(db, user.id, now), is_sign_up: isSignUp } };
};
