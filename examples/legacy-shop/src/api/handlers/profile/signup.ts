import { signUp, signupFormSchema } from '../../../auth/sign-up';
import { issueToken } from '../../../auth/tokens';
import type { ApiHandler } from '../../handler';
import { validFields } from './valid-fields';

export const signup: ApiHandler<'signup'> = ({ db, settings, input, ip, now }) => {
  const form = validFields(signupFormSchema, input);
  const user = signUp(db, settings, form, { lang: input.lang, ip, now });
  return { success: true, data: { token: issueToken(db, user.id, now), is_sign_up: true } };
};
