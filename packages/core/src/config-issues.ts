import type * as z from 'zod/mini';

/** "api.shop: expected string, got 42": the field, what it takes (zod/mini's messages say only "Invalid input") and what it got. */
export function describeConfigIssue(issue: z.core.$ZodIssue, input: unknown): string {
  let value = input;
  for (const key of issue.path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
  const wanted =
    'expected' in issue ? issue.expected
    : 'values' in issue ? `one of ${JSON.stringify(issue.values)}`
    : 'minimum' in issue ? (issue.origin === 'string' ? 'a non-empty string' : `≥ ${String(issue.minimum)}`)
    : 'maximum' in issue ? `≤ ${String(issue.maximum)}`
    : issue.message;
  return `${issue.path.join('.')}: expected ${wanted}, got ${JSON.stringify(value) ?? String(value)}`;
}
