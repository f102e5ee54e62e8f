import { validate } from '@vitrina/core';
import type { ZodMiniType } from 'zod/mini';
import { unprocessable } from '../../../http/api-error';

/**
 * The value parsed by one of the core's form schemas, or a 422 whose `fields` hold a message key
 * per field (renamed to the request's field names) and whose `code` is the first of them.
 */
export function validFields<T>(schema: ZodMiniType<T>, input: unknown, rename: Readonly<Record<string, string>> = {}): T {
  const result = validate(schema, input);
  if (result.ok) return result.value;
  const fields: Record<string, string> = {};
  for (const [path, key] of Object.entries(result.fields)) fields[rename[path] ?? (path || '(body)')] = key;
  const code = Object.values(fields)[0] ?? 'validation.invalid';
  throw unprocessable(code, 'The request breaks the field rules', fields);
}
