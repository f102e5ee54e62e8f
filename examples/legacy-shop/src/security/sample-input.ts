/**
 * Builds a plausible value for a zod schema by walking its definition, and lists the paths of its
 * string leaves — so a test can aim hostile strings at every string parameter of every endpoint
 * without a hand-written sample per call.
 */
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  element?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: Schema;
  valueType?: Schema;
  defaultValue?: unknown;
}
interface Schema {
  _zod: { def: Def };
}

export type Path = readonly (string | number)[];

export function sampleInput(schema: unknown, depth = 0): unknown {
  const def = (schema as Schema | undefined)?._zod?.def;
  if (!def || depth > 8) return undefined;
  switch (def.type) {
    case 'string':
      return 'sample';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return sampleInput(def.innerType, depth + 1);
    case 'pipe':
      return sampleInput(def.in, depth + 1);
    case 'array':
      return [sampleInput(def.element, depth + 1)];
    case 'union':
      return sampleInput(def.options?.[0], depth + 1);
    case 'record':
      return { key: sampleInput(def.valueType, depth + 1) };
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, sampleInput(field, depth + 1)]));
    case 'template_literal':
      return 'courier-sample';
    default:
      return 'sample';
  }
}

/** The paths of every string in a value built by sampleInput. */
export function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

export function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = [...(value as unknown[])];
    copy[Number(head)] = withValueAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}
