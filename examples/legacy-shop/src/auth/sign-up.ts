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
import { ApiError } from '../http/api-error';
import { takeAddressAttempt, type AddressLimits } from './address-throttle';
import { createUser, emailTaken } from './create-user';
import { userByEmail } from './find-user';
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

export interface SignUpAttempt {
  readonly lang: Lang;
  /** The client's address, whose sign-ups are counted. */
  readonly ip: string;
  readonly now: Date;
}

const throttled = () => new ApiError(429, 'errors.generic', 'Too many sign-ups from this address; try again later');

/**
 * A sign-up's first step, in a short transaction: counted against the client's address, and from
 * its allowance on refused before the password is hashed; a registered e-mail is refused before
 * the hash too, its attempt counted.
 */
export function startSignUp(db: Db, limits: AddressLimits, form: SignupForm, attempt: SignUpAttempt): void {
  if (!takeAddressAttempt(db, limits, 'signup', attempt.ip, attempt.now)) throw throttled();
  if (userByEmail(db, form.email)) throw emailTaken().afterWrites();
}

/** The slow step, outside any transaction. */
export const hashSignUpPassword = (form: SignupForm): Promise<string> => hashPassword(form.password);

/**
 * The last step, in the call's transaction: the password account, the phone kept as digits
 * ('380501234567'). The e-mail is checked again, since another sign-up may have taken it meanwhile.
 */
export function finishSignUp(db: Db, form: SignupForm, passwordHash: string, attempt: SignUpAttempt): UserRow {
  if (userByEmail(db, form.email)) throw emailTaken();
  return createUser(
    db,
    {
      email: form.email,
      firstName: form.first_name,
      lastName: form.last_name ?? '',
      phone: form.phone.replace(/\D/g, ''),
      lang: attempt.lang,
      passwordHash,
    },
    attempt.now,
  );
}
