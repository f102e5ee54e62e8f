import { ValidationError, VitrinaError } from '@vitrina/core';

/** What a failed submit shows: message keys under fields, and one for the form as a whole. */
export interface FormFailure {
  readonly fields: Readonly<Record<string, string>>;
  readonly form: string | null;
}

/**
 * Splits message keys by field between the fields the form shows and the form itself (the first
 * key of a field it does not show). `rename` maps other names (the API's) to the form's.
 */
export function splitFailure(
  all: Readonly<Record<string, string>>,
  formFields: readonly string[],
  rename: Readonly<Record<string, string>> = {},
): FormFailure {
  const fields: Record<string, string> = {};
  let form: string | null = null;
  for (const [name, key] of Object.entries(all)) {
    const field = rename[name] ?? name;
    if (formFields.includes(field)) fields[field] ??= key;
    else form ??= key;
  }
  return { fields, form };
}

/** A failure about the whole form: the error's own message key, or the generic one. */
export function formFailure(error: unknown): FormFailure {
  return { fields: {}, form: error instanceof VitrinaError ? error.messageKey : 'errors.generic' };
}

/** A ValidationError's messages under the form's fields; any other failure above the form. */
export function validationFailure(error: unknown, formFields: readonly string[]): FormFailure {
  return error instanceof ValidationError ? splitFailure(error.fields, formFields) : formFailure(error);
}
