import * as z from 'zod/mini';
import { optionalNameSchema } from '../../rules/field-rules';
import { loginFormSchema, recoveryFormSchema, registrationFormSchema } from '../../rules/forms';
import { assertValid } from '../../rules/validate';
import type { LoginInput, SignUpInput } from './auth-types';

/* The login, registration and recovery forms' rules; each throws a ValidationError for bad input. */

const signUpFormSchema = z.extend(registrationFormSchema, { lastName: optionalNameSchema });

export const checkLogin = (input: LoginInput) => assertValid(loginFormSchema, input);
export const checkSignUp = (input: SignUpInput) => assertValid(signUpFormSchema, input);
export const checkRecovery = (input: { readonly email: string }) => assertValid(recoveryFormSchema, input);
