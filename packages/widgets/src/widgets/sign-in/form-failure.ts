import { apiErrorBodySchema, HttpError, ValidationError, VitrinaError } from '@vitrina/core';

/** What a failed submit shows: message keys under fields, and one for the form as a whole. */
export interface FormFailure {
  readonly fields: Readonly<Record<string, string>>;
  readonly form: string | null;
}

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
  if (error instanceof ValidationError) return split(error.fields, formFields, rename);
  if (error instanceof HttpError) {
    const serverFields = apiErrorBodySchema.safeParse(error.body).data?.error.fields;
    if (serverFields && Object.keys(serverFields).length > 0) return split(serverFields, formFields, rename);
    const field = FIELD_OF_MESSAGE[error.messageKey];
    if (field && formFields.includes(field)) return { fields: { [field]: error.messageKey }, form: null };
  }
  return { fields: {}, form: error instanceof VitrinaError ? error.messageKey : 'errors.generic' };
}

function split(all: Readonly<Record<string, string>>, formFields: readonly string[], rename: Readonly<Record<string, string>>): FormFailure {
  const fields: Record<string, string> = {};
  let form: string | null = null;
  for (const [name, key] of Object.entries(all)) {
    const field = rename[name] ?? name;
    if (formFields.includes(field)) fields[field] ??= key;
    else form ??= key;
  }
  return { fields, form };
}
