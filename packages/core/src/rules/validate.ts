import type { ZodMiniType } from 'zod/mini';
import { ValidationError } from '../errors';
import { allMessageKeys, validationMessages } from '../i18n/messages';
import type { MessageKey } from '../i18n/messages';

/** Field path ('email', 'recipient.phone'; '' for the input as a whole) → message key. */
export type FieldErrors = Record<string, MessageKey>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

const KNOWN: ReadonlySet<string> = new Set(allMessageKeys);

/**
 * Runs a schema and reports one message key per field: the first issue of each path, which for
 * the schemas here is "required" before any format rule. A message that is not a known key
 * (zod's own English text from a schema built elsewhere) becomes `validation.invalid`.
 */
export function validate<T>(schema: ZodMiniType<T>, input: unknown): ValidationResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (Object.hasOwn(fields, path)) continue;
    fields[path] = KNOWN.has(issue.message) ? (issue.message as MessageKey) : validationMessages.invalid;
  }
  return { ok: false, fields };
}

/** Like `validate`, but returns the parsed value or throws a ValidationError with the fields. */
export function assertValid<T>(schema: ZodMiniType<T>, input: unknown): T {
  const result = validate(schema, input);
  if (!result.ok) throw new ValidationError(result.fields);
  return result.value;
}
