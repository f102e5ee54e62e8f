import type * as z from 'zod/mini';

type Issue = z.core.$ZodIssue;

/** The value at `path` in what the caller passed, for the message. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  if (value === null || typeof value !== 'object') return String(value);
  return 'an object';
}

function expected(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'int' ? 'a whole number' : `${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
    case 'invalid_value':
      return `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'too_small':
      return issue.origin === 'string' ? 'a non-empty string' : `a number ${issue.inclusive ? '≥' : '>'} ${String(issue.minimum)}`;
    case 'too_big':
      return `a number ${issue.inclusive ? '≤' : '<'} ${String(issue.maximum)}`;
    case 'unrecognized_keys':
      return `no keys ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}`;
    default:
      return issue.message;
  }
}

/** "api.shop: expected a string, got 42" — the field, what it takes and what it was given. */
export function describeConfigIssue(issue: Issue, input: unknown): string {
  const field = issue.path.map(String).join('.') || '(the config)';
  return `${field}: expected ${expected(issue)}, got ${shown(valueAt(input, issue.path))}`;
}
