import { HttpError, ValidationError, VitrinaError } from '../errors';
import { apiErrorBodySchema } from '../schemas/api-error';

/** What a failed submit shows: message keys under fields, and one for the form as a whole. */
export interface FormFailure {
  readonly fields: Readonly<Record<string, string>>;
  readonly form: string | null;
}

/** The API's field names that differ from the form's (`first_name` → `name`). */
export type FieldRename = Readonly<Record<string, string>>;

/** Server refusals that are about one field rather than the whole form. */
const FIELD_OF_MESSAGE: Readonly<Record<string, string>> = {
  'errors.email_already_registered': 'email',
  'errors.accept_privacy_policy': 'privacyConsent',
};

/**
 * Splits message keys by field between the fields the form shows and the form itself (the first
 * key of a field it does not show).
 */
export function splitFailure(all: Readonly<Record<string, string>>, formFields: readonly string[], rename: FieldRename = {}): FormFailure {
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
export function wholeFormFailure(error: unknown): FormFailure {
  return { fields: {}, form: error instanceof VitrinaError ? error.messageKey : 'errors.generic' };
}

/**
 * Turns whatever a submit threw into what the form shows: the SDK's or the server's messages by
 * field under the fields the form has (others above it), a refusal about one field (an e-mail
 * already registered) under that field, anything else above the form.
 */
export function toFormFailure(error: unknown, formFields: readonly string[], rename: FieldRename = {}): FormFailure {
  if (error instanceof ValidationError) return splitFailure(error.fields, formFields, rename);
  if (error instanceof HttpError) {
    const serverFields = apiErrorBodySchema.safeParse(error.body).data?.error.fields;
    if (serverFields && Object.keys(serverFields).length > 0) return splitFailure(serverFields, formFields, rename);
    const field = FIELD_OF_MESSAGE[error.messageKey];
    if (field && formFields.includes(field)) return { fields: { [field]: error.messageKey }, form: null };
  }
  return wholeFormFailure(error);
}
