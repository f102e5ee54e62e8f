import * as z from 'zod/mini';
import { badRequest } from '../../../http/api-error';

const MESSAGE_KEY = /^(validation|errors)\.[a-z_.]+$/;

/**
 * Checks fields of a request with the core's field rules; a failure is a 400 naming each broken
 * field with its message key, like the router's own schema check.
 */
export function parseFields<Shape extends Record<string, z.ZodMiniType>>(
  shape: Shape,
  input: Record<string, unknown>,
): z.infer<z.ZodMiniObject<Shape>> {
  const parsed = z.object(shape).safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || '(body)';
    fields[path] ??= MESSAGE_KEY.test(issue.message) ? issue.message : 'validation.invalid';
  }
  throw badRequest('The request breaks a field rule', fields);
}
