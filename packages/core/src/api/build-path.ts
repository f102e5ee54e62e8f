import { ConfigError } from '../errors';
import type { HttpMethod } from './endpoint';

export type PathParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{([^{}]+)\}/g;

/**
 * The endpoint's path with `{param}` placeholders filled and, for GET, the `id` appended as the last
 * segment. Every value is URL-encoded. A missing or empty value is a ConfigError rather
 * than a request to a wrong URL such as `products//credits`.
 */
export function buildPath(
  endpoint: string,
  method: HttpMethod,
  path: string,
  input: { id?: string | number; params?: PathParams },
): string {
  const filled = path.replace(PLACEHOLDER, (_match, name: string) => {
    const value = input.params?.[name];
    if (value === undefined || value === '') {
      throw new ConfigError(`${endpoint}: missing path parameter "${name}"`);
    }
    return encodeURIComponent(String(value));
  });

  if (input.id === undefined) return filled;
  if (method !== 'GET') {
    throw new ConfigError(`${endpoint}: only GET takes an id; put it in the body or a path parameter`);
  }
  if (input.id === '') throw new ConfigError(`${endpoint}: empty id`);
  return `${filled.replace(/\/+$/, '')}/${encodeURIComponent(String(input.id))}`;
}
