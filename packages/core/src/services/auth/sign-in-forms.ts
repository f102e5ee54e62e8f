import * as z from 'zod/mini';
import type { Lang } from '../../i18n/languages';
import { optionalNameSchema } from '../../rules/field-rules';
import { loginFormSchema, recoveryFormSchema, registrationFormSchema } from '../../rules/forms';
import { assertValid } from '../../rules/validate';
import type { LoginInput, SignUpInput } from './auth-types';

/* The login, registration and recovery forms' rules; each throws a ValidationError for bad input. */

const signUpFormSchema = z.extend(registrationFormSchema, { lastName: optionalNameSchema });

export const checkLogin = (input: LoginInput) => assertValid(loginFormSchema, input);
/** The registration form checked, as the sign-up call takes it (in the shopper's current language). */
export function checkSignUp(input: SignUpInput, lang: Lang) {
  const form = assertValid(signUpFormSchema, input);
  return {
    first_name: form.name,
    ...(form.lastName === undefined ? {} : { last_name: form.lastName }),
    email: form.email,
    phone: form.phone,
    password: form.password,
    lang,
    privacy_policy: form.privacyConsent,
  };
}
export const checkRecovery = (input: { readonly email: string }) => assertValid(recoveryFormSchema, input);
