import * as z from 'zod/mini';
import {
  emailSchema,
  nameSchema,
  optionalNameSchema,
  passwordSchema,
  phoneSchema,
  privacyConsentSchema,
  validationMessages,
  type Lang,
} from '@vitrina/core';
import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { createUser } from './create-user';
import { hashPassword } from './passwords';

/** The registration form's rules (the core's field schemas) under the signup payload's names. */
export const signupFormSchema = z.object(
  {
    first_name: nameSchema,
    last_name: optionalNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
    privacy_policy: privacyConsentSchema,
  },
  validationMessages.invalid,
);

export type SignupForm = z.output<typeof signupFormSchema>;

/** Creates a password account from a valid form; the phone is kept as digits ('380501234567'). */
export function signUp(db: Db, form: SignupForm, lang: Lang, now: Date): UserRow {
  return createUser(
    db,
    {
      email: form.email,
      firstName: form.first_name,
      lastName: form.last_name ?? '',
      phone: form.phone.replace(/\D/g, ''),
      lang,
      passwordHash: hashPassword(form.password),
    },
    now,
  );
}
