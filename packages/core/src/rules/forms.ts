import * as z from 'zod/mini';
import type { KnownCity } from './city';
import { knownCitySchema } from './city';
import {
  apartmentSchema,
  buildingSchema,
  companyCodeSchema,
  companyNameSchema,
  emailSchema,
  loginPasswordSchema,
  nameSchema,
  optionalField,
  optionalNameSchema,
  passwordSchema,
  privacyConsentSchema,
  streetSchema,
  taxNumberSchema,
} from './field-rules';
import { passportSchema } from './passport';
import { phoneSchema } from './phone';
import { validationMessages as v } from '../i18n/messages';

/*
 * Form schemas. A form that is not an object at all reports `validation.invalid` at the root ('');
 * unknown keys are dropped from the parsed value.
 */

export const loginFormSchema = z.object({ email: emailSchema, password: loginPasswordSchema }, v.invalid);

export const registrationFormSchema = z.object(
  {
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
    privacyConsent: privacyConsentSchema,
  },
  v.invalid,
);

export const recoveryFormSchema = z.object({ email: emailSchema }, v.invalid);

export const oneClickFormSchema = z.object({ phone: phoneSchema }, v.invalid);

/** Buyer or recipient. The middle name is optional here; the 5000 UAH rule asks for it separately. */
export const personFormSchema = z.object(
  {
    lastName: nameSchema,
    firstName: nameSchema,
    middleName: optionalNameSchema,
    phone: phoneSchema,
    email: emailSchema,
  },
  v.invalid,
);

/**
 * Company details of a company or sole-trader order. Name and code identify the payer and are
 * required; the tax number and the passport (or ID card) are checked when given.
 */
export const companyOrderFormSchema = z.object(
  {
    companyName: companyNameSchema,
    companyCode: companyCodeSchema,
    taxNumber: optionalField(taxNumberSchema),
    passport: optionalField(passportSchema),
  },
  v.invalid,
);

/** Delivery address; the city must be one of `cities`. */
export function addressFormSchema(cities: readonly KnownCity[]) {
  return z.object(
    { city: knownCitySchema(cities), street: streetSchema, building: buildingSchema, apartment: apartmentSchema },
    v.invalid,
  );
}

export type LoginForm = z.output<typeof loginFormSchema>;
export type RegistrationForm = z.output<typeof registrationFormSchema>;
export type RecoveryForm = z.output<typeof recoveryFormSchema>;
export type OneClickForm = z.output<typeof oneClickFormSchema>;
export type PersonForm = z.output<typeof personFormSchema>;
export type CompanyOrderForm = z.output<typeof companyOrderFormSchema>;
export type AddressForm = z.output<ReturnType<typeof addressFormSchema>>;
