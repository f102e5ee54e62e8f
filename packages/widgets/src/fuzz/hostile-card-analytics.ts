import fc from 'fast-check';
import { hostileJsonText, hostileJsonValue, hostileNumber, hostileString, PROTOTYPE_KEYS, replaceStrings, withOwnKey } from './hostile-values';

const validItem = (id: number) => ({ id, title: 'Телефон', brand: 'Vitrina', price: 1000, price_with_discount: 900, analytics_categories: { item_category: 'Телефони', item_category2: null }, index: 3 });
const validList = { name: 'Хіти', page: 2, filters: { brand: ['Vitrina'] }, sorting: { by: 'price', direction: 'asc' } };

type Json = Record<string, unknown>;

/** `value` with `key` set to `spoilt` (a prototype key as an own key). */
function spoilt(value: Json, key: string, spoiltValue: unknown): string {
  if ((PROTOTYPE_KEYS as readonly string[]).includes(key)) return withOwnKey(value, key, spoiltValue);
  return JSON.stringify({ ...value, [key]: spoiltValue });
}

const anyValue = fc.oneof(hostileString, hostileNumber, hostileJsonValue);

/** A card's `data-analytics-item`: the shop's with a field spoilt, markup in every string, or any hostile JSON. */
export const hostileItemText = (id: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...Object.keys(validItem(id)), ...PROTOTYPE_KEYS), anyValue).map(([key, value]) => spoilt(validItem(id), key, value)) },
    { weight: 2, arbitrary: hostileString.map((text) => JSON.stringify({ ...(replaceStrings(validItem(id), text) as Json), id })) },
    { weight: 2, arbitrary: hostileJsonText(fc.constant(validItem(id))) },
  );

/** A list's `data-analytics-list`: spoilt like a card's, filters with prototype keys, or left out (null). */
export const hostileListText: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...Object.keys(validList), ...PROTOTYPE_KEYS), anyValue).map(([key, value]) => spoilt(validList, key, value)) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.array(hostileString, { maxLength: 3 })).map(([key, values]) => `{"name":"x","filters":{${JSON.stringify(key)}:${JSON.stringify(values)}}}`) },
  { weight: 1, arbitrary: hostileString.map((text) => JSON.stringify(replaceStrings(validList, text))) },
  { weight: 2, arbitrary: hostileJsonText(fc.constant(validList)) },
);
