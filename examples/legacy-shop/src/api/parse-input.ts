import type { EndpointDefinition } from '@vitrina/core';
import { badRequest } from '../http/api-error';

/**
 * A request's input checked with its endpoint's request schema (the registry's contract); a
 * mismatch is a 400 naming each broken field with its message key.
 */
export function parseInput(name: string, definition: EndpointDefinition<unknown, unknown>, raw: unknown): unknown {
  if (!definition.request) return undefined;
  const parsed = definition.request.safeParse(raw ?? (definition.method === 'GET' ? {} : undefined));
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || '(body)';
    fields[path] ??= /^(validation|errors)\.[a-z_.]+$/.test(issue.message) ? issue.message : 'validation.invalid';
  }
  throw badRequest(`${name}: the request does not match its schema`, fields);
}
