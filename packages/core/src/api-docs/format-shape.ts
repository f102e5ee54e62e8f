import type * as z from 'zod/mini';
import { cartSchema } from '../schemas/cart';
import { productCardSchema } from '../schemas/product-card';
import { productCategoryGroupSchema } from '../schemas/product-category-group';
import { productListPageSchema } from '../schemas/product-list-page';
import { userSchema } from '../schemas/user';

/** Shapes the API contract names instead of spelling them out each time (listed under "Shapes"). */
export const NAMED_SHAPES: ReadonlyMap<z.ZodMiniType, string> = new Map<z.ZodMiniType, string>([
  [userSchema, 'User'],
  [cartSchema, 'Cart'],
  [productCardSchema, 'ProductCard'],
  [productCategoryGroupSchema, 'CategoryGroup'],
  [productListPageSchema, 'ListPage'],
]);

interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodMiniType>;
  readonly innerType?: z.ZodMiniType;
  readonly element?: z.ZodMiniType;
  readonly options?: readonly z.ZodMiniType[];
  readonly in?: z.ZodMiniType;
  readonly entries?: Record<string, string | number>;
  readonly values?: readonly unknown[];
  readonly valueType?: z.ZodMiniType;
  readonly format?: string;
}

const defOf = (schema: z.ZodMiniType): Def => schema._zod.def as unknown as Def;

/** Whether a field may be left out: optional, or with a default. */
function isOptional(schema: z.ZodMiniType): boolean {
  const { type } = defOf(schema);
  return type === 'optional' || type === 'default';
}

/**
 * A schema as a short TypeScript-like shape: `{ cart_id, quantity?: integer }`. A field of a plain
 * string type shows its name only; deeper than `depth` objects become `{…}`.
 */
export function formatShape(schema: z.ZodMiniType, depth = 3, byName = true): string {
  const named = byName ? NAMED_SHAPES.get(schema) : undefined;
  if (named) return named;
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      if (keys.length === 0) return '{}';
      if (depth <= 0) return '{…}';
      const fields = keys.map((key) => {
        const field = shape[key]!;
        const type = formatShape(field, depth - 1);
        const name = isOptional(field) ? `${key}?` : key;
        return type === 'string' ? name : `${name}: ${type}`;
      });
      return `{ ${fields.join(', ')} }`;
    }
    case 'optional':
    case 'default':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return formatShape(def.innerType!, depth);
    case 'nullable':
      return `${formatShape(def.innerType!, depth)} \\| null`;
    case 'pipe':
      return formatShape(def.in!, depth);
    case 'array':
      return `${formatShape(def.element!, depth)}[]`;
    case 'union':
      return (def.options ?? []).map((option) => formatShape(option, depth)).join(' \\| ');
    case 'enum':
      return Object.values(def.entries ?? {})
        .map((value) => JSON.stringify(value))
        .join(' \\| ');
    case 'literal':
      return (def.values ?? []).map((value) => JSON.stringify(value)).join(' \\| ');
    case 'record':
      return `Record<string, ${formatShape(def.valueType!, depth)}>`;
    case 'number':
      return def.format === 'safeint' ? 'integer' : 'number';
    case 'template_literal':
      return 'string';
    case 'lazy':
      return '(the same, nested)';
    case 'unknown':
    case 'any':
      return 'anything';
    default:
      return def.type;
  }
}

/** The `data` of an answer in the `{ success, data }` envelope; the whole answer otherwise. */
export function formatResponse(schema: z.ZodMiniType): string {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape?.['success'] && def.shape['data']) {
    const data = formatShape(def.shape['data']);
    return data === '{}' ? 'ok' : data;
  }
  if (def.type === 'object' && def.shape?.['success'] && Object.keys(def.shape).length === 1) return 'ok';
  return `the whole answer: ${formatShape(schema)}`;
}
