import type { ZodMiniType } from 'zod/mini';

type Shape = Record<string, ZodMiniType<unknown>>;

/**
 * Turns a query string's values (all strings) into what the endpoint's schema expects. The SDK
 * sends numbers as digits, lists comma-separated and flags as 1/0/true/false; for each key the
 * first reading the key's schema accepts wins, so a value is never guessed into a wrong type.
 */
export function coerceQuery(schema: ZodMiniType<unknown> | undefined, query: Record<string, string>): Record<string, unknown> {
  const shape = shapeOf(schema);
  const result: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(query)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const field = shape?.[key];
    if (!field) {
      result[key] = raw;
      continue;
    }
    result[key] = readings(raw).find((candidate) => field.safeParse(candidate).success) ?? raw;
  }
  return result;
}

function readings(raw: string): unknown[] {
  const out: unknown[] = [raw];
  if (/^-?\d+(\.\d+)?$/.test(raw)) out.push(Number(raw));
  if (raw === 'true' || raw === '1') out.push(true);
  if (raw === 'false' || raw === '0') out.push(false);
  const parts = raw === '' ? [] : raw.split(',');
  out.push(parts.map((part) => (/^-?\d+$/.test(part) ? Number(part) : part)));
  out.push(parts);
  return out;
}

function shapeOf(schema: ZodMiniType<unknown> | undefined): Shape | undefined {
  let current = schema as { _zod?: { def?: { shape?: Shape; innerType?: unknown } } } | undefined;
  // Unwrap optional/default wrappers around the object.
  for (let depth = 0; current && depth < 5; depth += 1) {
    const def = current._zod?.def;
    if (def?.shape) return def.shape;
    current = def?.innerType as typeof current;
  }
  return undefined;
}
