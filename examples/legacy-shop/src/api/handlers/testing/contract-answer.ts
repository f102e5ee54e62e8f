import { allMessageKeys, apiErrorBodySchema, endpoints, type EndpointName, type ResponseOf } from '@vitrina/core';
import { expect } from 'vitest';

type Registry = typeof endpoints;

export type Answer<K extends EndpointName> =
  | { readonly status: 200; readonly data: ResponseOf<Registry[K]> }
  | { readonly status: number; readonly code: string; readonly fields: Record<string, string> | undefined };

/** A registry call's request as the SDK sends it: JSON, with the user's bearer token if there is one. */
export function sdkRequest(method: string, options: { readonly body?: unknown; readonly token?: string | undefined }): RequestInit {
  return {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
}

/**
 * Holds an answer to the contract: a 200 must match the endpoint's response schema; anything else
 * must be the API's error body with message keys the SDK can translate.
 */
export function contractAnswer<K extends EndpointName>(name: K, status: number, json: unknown): Answer<K> {
  if (status === 200) {
    const parsed = endpoints[name].response.safeParse(json);
    expect(parsed.success, `${name} answered outside its schema: ${JSON.stringify(json)}`).toBe(true);
    return { status: 200, data: parsed.data as ResponseOf<Registry[K]> };
  }
  const { error } = apiErrorBodySchema.parse(json);
  expect(allMessageKeys).toContain(error.code);
  for (const key of Object.values(error.fields ?? {})) expect(allMessageKeys).toContain(key);
  return { status, code: error.code, fields: error.fields };
}
