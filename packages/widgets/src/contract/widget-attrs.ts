import type * as z from 'zod/mini';
import { ISLAND_ATTRIBUTES, type DataAttributeKey } from './island-attributes';
import type { WidgetName } from './names';
import type { WIDGET_PROPS } from './widget-props';

/** A value as a template passes it: null and undefined leave the attribute out. */
export type AttributeValue = string | number | boolean | null | undefined;

/** A flag may come as the 0/1 the shop's data holds; an optional prop also as null. */
type AsWritten<T> = { [K in keyof T]: (T[K] extends boolean ? T[K] | 0 | 1 : T[K]) | (undefined extends T[K] ? null : never) };

/**
 * What a template passes for an island: the props its widget reads (as the schema takes them, a flag
 * also as 0/1, an optional one also as null), and any other attribute of the contract (a marker such as
 * `data-counter`, which the widget does not read).
 */
export type IslandData<W extends WidgetName | null> = W extends WidgetName
  ? AsWritten<z.input<(typeof WIDGET_PROPS)[W]>> & Partial<Record<DataAttributeKey, AttributeValue>>
  : Partial<Record<DataAttributeKey, AttributeValue>>;

type RequiredKeys<T> = { [K in keyof T]-?: string extends K ? never : undefined extends T[K] ? never : K }[keyof T];

/** A flag as the attributes carry it: '1' or '0'. */
export const flag = (value: unknown): '0' | '1' => (value === true || value === 1 ? '1' : '0');

/**
 * The data attributes of an island (or of any element, with null for the widget): keys of
 * ISLAND_ATTRIBUTES to values, typed by the widget's props schema; null and undefined leave the
 * attribute out, booleans become '1'/'0'.
 */
export function widgetAttrs<W extends WidgetName | null>(
  widget: W,
  ...[data]: [RequiredKeys<IslandData<W>>] extends [never] ? [data?: IslandData<W>] : [data: IslandData<W>]
): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (widget) attributes[ISLAND_ATTRIBUTES.widget] = widget;
  for (const [key, value] of Object.entries(data ?? {}) as [DataAttributeKey, AttributeValue][]) {
    if (value === null || value === undefined) continue;
    attributes[ISLAND_ATTRIBUTES[key]] = typeof value === 'boolean' ? flag(value) : String(value);
  }
  return attributes;
}
