import { ConfigError } from '../errors';

type Primitive = string | number | boolean;

const isPrimitive = (value: unknown): value is Primitive =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * Turns a GET call's (validated) query object into search params. `undefined` and `null` are left
 * out; arrays become one comma-separated value (`ids=1,2,3`), the form the shop's API reads.
 * Anything else is a ConfigError, so an object never reaches the URL as `[object Object]`.
 */
export function toSearchParams(endpoint: string, query: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (query === undefined || query === null) return params;
  if (typeof query !== 'object' || Array.isArray(query)) {
    throw new ConfigError(`${endpoint}: query must be an object`);
  }
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (isPrimitive(value)) {
      params.append(key, String(value));
    } else if (Array.isArray(value) && value.every(isPrimitive)) {
      params.append(key, value.join(','));
    } else {
      throw new ConfigError(`${endpoint}: query parameter "${key}" must be a string, number, boolean or a list of them`);
    }
  }
  return params;
}
