import * as z from 'zod/mini';
import { defaultPageConfig, pageConfigFields, type PageConfig } from './page-config-schema';

/**
 * Reads a parsed page config field by field (`pageConfigFields`, which `pageConfigSchema` is made
 * of), never throwing: a field it cannot use is named in `problems` and replaced by its default
 * (`defaultPageConfig`). Only the fields' own keys are read into new objects, so unknown keys are
 * dropped and a `__proto__` key in the JSON reaches nothing.
 */
export function parsePageConfig(raw: unknown, problems: string[] = []): PageConfig {
  // Zod probes `new Function` otherwise, which strict-CSP pages forbid; this runs before createVitrina.
  z.config({ jitless: true });
  return readNode(pageConfigFields, raw, defaultPageConfig, '', problems) as PageConfig;
}

/** A group of fields, or one field's schema. */
type Node = z.ZodMiniType | { readonly [key: string]: Node };

const isSchema = (node: Node): node is z.ZodMiniType => '_zod' in node;

function readNode(node: Node, value: unknown, fallback: unknown, path: string, problems: string[]): unknown {
  if (isSchema(node)) {
    const result = z.safeParse(node, value);
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
  for (const key of Object.keys(node)) {
    const own = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
    read[key] = readNode(node[key]!, own, (fallback as Record<string, unknown>)[key], path ? `${path}.${key}` : key, problems);
  }
  return read;
}
