import { apiErrorBodySchema, HttpError, ValidationError } from '@vitrina/core';
import { formFailure, splitFailure, type FormFailure } from '../fields/form-failure';

/** Server errors that belong under a field rather than above the form. */
const FIELD_OF_MESSAGE: Readonly<Record<string, string>> = {
  'errors.email_already_registered': 'email',
  'errors.accept_privacy_policy': 'privacyConsent',
};

/**
 * Turns whatever a sign-in call threw into what the form shows. `rename` maps the API's field
 * names (`first_name`) to the form's (`name`); a field the form does not have goes above it.
 */
export function toFormFailure(error: unknown, formFields: readonly string[], rename: Readonly<Record<string, string>> = {}): FormFailure {
  if (error instanceof ValidationError) return splitFailure(error.fields, formFields, rename);
  if (error instanceof HttpError) {
    const serverFields = apiErrorBodySchema.safeParse(error.body).data?.error.fields;
    if (serverFields && Object.keys(serverFields).length > 0) return splitFailure(serverFields, formFields, rename);
    const field = FIELD_OF_MESSAGE[error.messageKey];
    if (field && formFields.includes(field)) return { fields: { [field]: error.messageKey }, form: null };
  }
  return formFailure(error);
}
