import type * as z from 'zod/mini';
import { SchemaError, toSchemaIssues, type SchemaIssue } from '../errors';

/**
 * The entries of a stored list that `schema` accepts, in order. A list with some bad entries keeps
 * the good ones, and `error` names the others (their paths start with `path`, then the index), so
 * one broken entry written by an old page does not cost the shopper the whole list.
 */
export function validEntries<T>(
  entries: readonly unknown[],
  schema: z.ZodMiniType<T>,
  source: string,
  path: readonly PropertyKey[] = [],
): { readonly valid: T[]; readonly error?: SchemaError } {
  const valid: T[] = [];
  const issues: SchemaIssue[] = [];
  entries.forEach((entry, index) => {
    const parsed = schema.safeParse(entry);
    if (parsed.success) valid.push(parsed.data);
    else issues.push(...toSchemaIssues(parsed.error.issues.map((issue) => ({ ...issue, path: [...path, index, ...issue.path] }))));
  });
  return issues.length === 0 ? { valid } : { valid, error: new SchemaError(source, issues) };
}
