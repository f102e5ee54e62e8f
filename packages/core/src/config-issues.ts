import type * as z from 'zod/mini';

type Issue = z.core.$ZodIssue;

/** What the field takes, from the issue (zod/mini's own messages say only "Invalid input"). */
function expected(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return `one of ${JSON.stringify(issue.values)}`;
    case 'too_small':
      return issue.origin === 'string' ? 'a non-empty string' : `≥ ${String(issue.minimum)}`;
    case 'too_big':
      return `≤ ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}

/** "api.shop: expected string, got 42" — the field, what it takes and what it was given. */
export function describeConfigIssue(issue: Issue, input: unknown): string {
  let value = input;
  for (const key of issue.path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
  return `${issue.path.join('.')}: expected ${expected(issue)}, got ${JSON.stringify(value) ?? String(value)}`;
}
