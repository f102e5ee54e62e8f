import { HttpError, ValidationError } from '../../errors';
import { apiErrorBodySchema } from '../../schemas/api-error';

/**
 * A 422 whose body names the fields that broke a rule, as the ValidationError a form shows;
 * `rename` maps the request's field names back to the form's. Undefined for any other failure.
 */
export function toValidationError(error: unknown, rename: Readonly<Record<string, string>> = {}): ValidationError | undefined {
  if (!(error instanceof HttpError) || error.status !== 422) return undefined;
  const fields = apiErrorBodySchema.safeParse(error.body).data?.error.fields;
  if (!fields || Object.keys(fields).length === 0) return undefined;
  return new ValidationError(Object.fromEntries(Object.entries(fields).map(([field, key]) => [rename[field] ?? field, key])));
}
