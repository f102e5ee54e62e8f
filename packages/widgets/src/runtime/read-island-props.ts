import { describeIsland } from './describe-island';
import { WIDGET_ATTRIBUTE } from '../contract/island-attributes';
import type { PropsIssue, PropsSchema } from './props-schema';

export type IslandPropsResult = { readonly ok: true; readonly props: object } | { readonly ok: false; readonly reason: string };

/**
 * One island's props, read with its widget's schema. The schema's input: the island's embedded JSON
 * (a child `<script type="application/json">`), then its data attributes camelCased as `dataset`
 * names them (`data-product-id` → `productId`), converted to the field types a zod object schema
 * declares — the shop writes numbers as digits and flags as 0/1. Never throws: a problem comes back
 * as a reason naming the element.
 */
export function readIslandProps(element: Element, schema: PropsSchema<object>): IslandPropsResult {
  const input = Object.create(null) as Record<string, unknown>;
  const embedded = readEmbeddedJson(element);
  if (embedded === invalidJson) return { ok: false, reason: `${describeIsland(element)}: its embedded JSON is not an object` };
  for (const [key, value] of Object.entries(embedded)) input[key] = value;

  const fields = shapeOf(schema);
  for (const attribute of Array.from(element.attributes)) {
    if (!attribute.name.startsWith('data-') || attribute.name === WIDGET_ATTRIBUTE) continue;
    const key = camelCase(attribute.name.slice('data-'.length));
    input[key] = convert(attribute.value, fieldKind(fields?.[key]));
  }

  try {
    const result = schema.safeParse(input);
    if (result.success) return { ok: true, props: result.data };
    return { ok: false, reason: `${describeIsland(element)}: invalid attributes — ${formatIssues(result.error.issues)}` };
  } catch (error) {
    return { ok: false, reason: `${describeIsland(element)}: its props schema failed — ${String(error)}` };
  }
}

const invalidJson = Symbol('invalid JSON');

function readEmbeddedJson(element: Element): Record<string, unknown> | typeof invalidJson {
  const script = Array.from(element.children).find(
    (child) => child.tagName === 'SCRIPT' && child.getAttribute('type') === 'application/json',
  );
  if (!script) return {};
  try {
    const value: unknown = JSON.parse(script.textContent ?? '');
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : invalidJson;
  } catch {
    return invalidJson;
  }
}

type FieldKind = 'number' | 'boolean' | 'other';

interface ZodLike {
  readonly _zod?: { readonly def?: { readonly type?: unknown; readonly innerType?: unknown } };
}

// A chunk's missing schema is reported by the parse below, as a schema that failed.
function shapeOf(schema: unknown): Record<string, unknown> | undefined {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return shape !== null && typeof shape === 'object' ? (shape as Record<string, unknown>) : undefined;
}

/** The field's type under optional/nullable/default wrappers, as zod 4 describes it in `_zod.def`. */
function fieldKind(schema: unknown): FieldKind {
  let current = schema as ZodLike | undefined;
  for (let depth = 0; depth < 8 && current; depth += 1) {
    const def = current._zod?.def;
    if (def?.type === 'number' || def?.type === 'int') return 'number';
    if (def?.type === 'boolean') return 'boolean';
    if (def?.innerType === undefined) return 'other';
    current = def.innerType as ZodLike;
  }
  return 'other';
}

function convert(value: string, kind: FieldKind): unknown {
  const trimmed = value.trim();
  if (kind === 'boolean') {
    if (trimmed === '1' || trimmed === 'true') return true;
    if (trimmed === '0' || trimmed === 'false') return false;
    return value;
  }
  // Number('') is 0: an empty attribute stays a string so the schema rejects it.
  if (kind === 'number' && trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed);
  return value;
}

function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function formatIssues(issues: readonly PropsIssue[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');
}
