import * as z from 'zod/mini';
import { SchemaError, toSchemaIssues } from '../errors';

/**
 * Parses a 2xx body and checks it against the endpoint's response schema. Text that is not JSON, an
 * empty body the schema does not allow, and a wrong shape are all a SchemaError; the raw text is
 * never put in the error (it may hold personal data), only the issue paths.
 */
export function parseJsonResponse<T>(endpoint: string, schema: z.ZodMiniType<T>, text: string): T {
  const source = `${endpoint} response`;
  let data: unknown;
  if (text.trim() === '') {
    data = undefined;
  } else {
    try {
      data = JSON.parse(text);
    } catch {
      throw new SchemaError(source, [{ path: '', message: 'is not valid JSON' }]);
    }
  }

  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  if (data === undefined) throw new SchemaError(source, [{ path: '', message: 'is empty, expected JSON' }]);
  throw new SchemaError(source, toSchemaIssues(result.error.issues));
}
