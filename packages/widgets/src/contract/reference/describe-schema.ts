import type * as z from 'zod/mini';

/** How a reference table shows one field of a zod schema. */
export interface FieldDescription {
  /** What the value must be, in words: `positive integer`, `flag: 1 or 0`, `` `uk`, `ru` ``. */
  readonly type: string;
  readonly required: boolean;
  /** The default a missing field takes, as JSON; undefined when there is none. */
  readonly fallback?: string;
}

interface Def {
  readonly type: string;
  readonly innerType?: z.ZodMiniType;
  readonly in?: z.ZodMiniType;
  readonly element?: z.ZodMiniType;
  readonly entries?: Record<string, string>;
  readonly format?: string;
  readonly defaultValue?: unknown;
  readonly checks?: readonly { readonly _zod: { readonly def: Record<string, unknown> } }[];
}

const defOf = (schema: z.ZodMiniType): Def => schema._zod.def as unknown as Def;

/** A leaf of a props or config schema, with its optional/default/nullable wrappers read off. */
export function describeField(schema: z.ZodMiniType, written: 'attribute' | 'json' = 'attribute'): FieldDescription {
  let current = schema;
  let required = true;
  let fallback: string | undefined;
  let nullable = false;
  for (let def = defOf(current); ; def = defOf(current)) {
    if (def.type === 'optional') required = false;
    else if (def.type === 'default') {
      required = false;
      fallback = JSON.stringify(def.defaultValue);
    } else if (def.type === 'nullable') nullable = true;
    else if (def.type === 'pipe') {
      current = def.in!;
      continue;
    } else break;
    current = def.innerType!;
  }
  const type = describeType(current, written);
  return { type: nullable ? `${type}, or null` : type, required, ...(fallback === undefined ? {} : { fallback }) };
}

function describeType(schema: z.ZodMiniType, written: 'attribute' | 'json'): string {
  const def = defOf(schema);
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const has = (name: string, test: (check: Record<string, unknown>) => boolean = () => true) =>
    checks.some((check) => check.check === name && test(check));
  switch (def.type) {
    case 'boolean':
      return written === 'attribute' ? 'flag: `1` or `0`' : '`true` or `false`';
    case 'number': {
      const noun = def.format === 'safeint' ? 'integer' : 'number';
      if (has('greater_than', (check) => check.value === 0 && check.inclusive === false)) return `positive ${noun}`;
      if (has('greater_than', (check) => check.value === 0 && check.inclusive === true)) return `${noun} ≥ 0`;
      return noun;
    }
    case 'string':
      if (has('custom')) return 'text, checked (see meaning)';
      if (has('min_length')) return has('overwrite') ? 'non-empty text (trimmed)' : 'non-empty text';
      return 'text';
    case 'enum':
      return Object.values(def.entries ?? {})
        .map((value) => `\`${value}\``)
        .join(', ');
    case 'array':
      return `list of ${describeType(def.element!, written)}s`;
    default:
      return def.type;
  }
}
