import { endpoints, type EndpointDefinition, type EndpointName, type RequestOf } from '@vitrina/core';
import { parseInput } from '../../api/parse-input';

type Registry = typeof endpoints;

/** A posted form's values checked with the request schema the API checks the same call with. */
export function endpointInput<K extends EndpointName>(name: K, values: Readonly<Record<string, unknown>>): RequestOf<Registry[K]> {
  return parseInput(name, endpoints[name] as EndpointDefinition<unknown, unknown>, values) as RequestOf<Registry[K]>;
}

/** A form's product id as the registry wants it (a positive integer), or undefined. */
export function formProductId(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}
