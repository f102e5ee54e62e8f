/**
 * Emptiness as the shop's forms judge it: null, undefined, an object without own keys, or a string of
 * nothing but whitespace. An empty array is empty too (no items, like `{}`). Numbers and booleans
 * are never empty: 0 and false are answers, not missing ones. Other objects (Date, Map, class
 * instances) are not inspected and count as present.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return false;
    return Object.keys(value).length === 0;
  }
  return false;
}
