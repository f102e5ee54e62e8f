import { cardAnalyticsSchema, listAnalyticsSchema, type CardContext } from '@vitrina/core';
import * as z from 'zod/mini';
import { describeIsland } from '../runtime/describe-island';
import { dataAttribute } from '../contract/island-attributes';

const ITEM = dataAttribute('analyticsItem');
const LIST = dataAttribute('analyticsList');

/**
 * The analytics of the product card `from` is in (docs/analytics.md): the card's `data-analytics-item` JSON and
 * its list's `data-analytics-list`, read with JSON.parse and zod. Null when the card has none or
 * they are not valid, which one console warning names; an invalid list only loses the list's part.
 * `addFromCard` of the core turns it into the cart call's options and the add_to_cart event's place.
 */
export function readCardAnalytics(from: Element): CardContext | null {
  const card = from.closest(`[${ITEM}]`);
  const product = card && readJsonAttribute(card, ITEM, cardAnalyticsSchema);
  if (!card || !product) return null;
  const listElement = card.parentElement?.closest(`[${LIST}]`);
  const list = listElement ? readJsonAttribute(listElement, LIST, listAnalyticsSchema) : null;
  return { product, list: list ?? {} };
}

/** What an element's attribute was last read as, so a card read on every click is parsed and warned about once. */
const cache = new WeakMap<Element, Map<string, { readonly raw: string; readonly value: unknown }>>();

function readJsonAttribute<T>(element: Element, name: string, schema: z.ZodMiniType<T>): T | null {
  const raw = element.getAttribute(name) ?? '';
  const read = cache.get(element) ?? new Map<string, { readonly raw: string; readonly value: unknown }>();
  cache.set(element, read);
  const known = read.get(name);
  if (known?.raw === raw) return known.value as T | null;
  const value = parse(raw, schema);
  read.set(name, { raw, value });
  if (value === null) {
    console.warn(`Vitrina: ${describeIsland(element)} has an invalid ${name}=${JSON.stringify(raw.slice(0, 80))}; its analytics are left out.`);
  }
  return value;
}

function parse<T>(raw: string, schema: z.ZodMiniType<T>): T | null {
  try {
    const result = z.safeParse(schema, JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
