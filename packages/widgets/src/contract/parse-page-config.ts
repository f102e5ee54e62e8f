import * as z from 'zod/mini';
import { defaultPageConfig, pageConfigSchema, type PageConfig } from './page-config-schema';

/**
 * Reads a parsed page config field by field against `pageConfigSchema`, never throwing: a field it
 * cannot use is named in `problems` and replaced by its default (`defaultPageConfig`). Only the
 * schema's own keys are read into new objects, so unknown keys are dropped and a `__proto__` key in
 * the JSON reaches nothing.
 */
export function parsePageConfig(raw: unknown, problems: string[] = []): PageConfig {
  // Zod probes `new Function` otherwise, which strict-CSP pages forbid; this runs before createVitrina.
  z.config({ jitless: true });
  return readNode(pageConfigSchema, raw, defaultPageConfig, '', problems) as PageConfig;
}

type Schema = z.ZodMiniType;

function shapeOf(schema: Schema): Record<string, Schema> | undefined {
  const def = schema._zod.def as { type: string; shape?: Record<string, Schema> };
  return def.type === 'object' ? def.shape : undefined;
}

function readNode(schema: Schema, value: unknown, fallback: unknown, path: string, problems: string[]): unknown {
  const shape = shapeOf(schema);
  if (!shape) {
    const result = z.safeParse(schema, value);
    if (!result.success) {
      problems.push(`${path}: invalid or missing`);
      return fallback;
    }
    return Array.isArray(result.data) ? Object.freeze(result.data) : result.data;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push(`${path || '(root)'}: expected an object`);
    return fallback;
  }
  const read: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) {
    const own = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
    read[key] = readNode(shape[key]!, own, (fallback as Record<string, unknown>)[key], path ? `${path}.${key}` : key, problems);
  }
  return read;
}
