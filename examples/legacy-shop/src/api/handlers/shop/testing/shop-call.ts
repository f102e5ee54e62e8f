import { randomUUID } from 'node:crypto';
import { endpoints, type EndpointName, type ResponseOf } from '@vitrina/core';
import { expect } from 'vitest';
import { contractAnswer, sdkRequest, type Answer } from '../../testing/contract-answer';
import type { TestServer } from '../../../../testing/start-test-server';

type Registry = typeof endpoints;

export interface ShopCallOptions {
  /** The id a GET with an `idParam` appends to its path. */
  readonly id?: string;
  /** Values of the path's `{param}` placeholders. */
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  readonly token?: string;
  /** Sent as Idempotency-Key; a call that requires one gets a new one when not given. */
  readonly idempotencyKey?: string;
}

export type ShopAnswer<K extends EndpointName> = Answer<K>;

/**
 * Calls a registry endpoint over HTTP as the SDK would and holds the answer to the contract: a 200
 * must match the endpoint's response schema; anything else must be the API's error body, never a
 * 5xx, with message keys the SDK can translate.
 */
export async function shopCall<K extends EndpointName>(server: TestServer, name: K, options: ShopCallOptions = {}): Promise<ShopAnswer<K>> {
  const definition = endpoints[name] as Registry[K] & { idParam?: string };
  const base = definition.api === 'profile' ? '/api/profile/' : '/api/shop/';
  const path = definition.path.replace(/\{(\w+)\}/g, (_, param: string) => encodeURIComponent(options.params?.[param] ?? ''));
  const id = options.id === undefined ? '' : `/${encodeURIComponent(options.id)}`;
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const request = sdkRequest(definition.method, options);
  const key = options.idempotencyKey ?? ((definition as { idempotency?: string }).idempotency === 'required' ? randomUUID() : undefined);
  if (key !== undefined) request.headers = { ...(request.headers as Record<string, string>), 'idempotency-key': key };
  const response = await fetch(`${server.url}${base}${path}${id}${query}`, request);
  const json: unknown = await response.json();
  expect(response.status, `${name} failed on the server: ${JSON.stringify(json)} ${server.logged.join('\n')}`).toBeLessThan(500);
  return contractAnswer(name, response.status, json);
}

type DataOf<K extends EndpointName> = ResponseOf<Registry[K]> extends { data: infer D } ? D : never;

/** The `data` of a 200's `{ success, data }`; fails the test on anything else. */
export function ok<K extends EndpointName>(answer: ShopAnswer<K>): DataOf<K> {
  if (!('data' in answer)) throw new Error(`expected 200, got ${answer.status} ${answer.code} ${JSON.stringify(answer.fields)}`);
  const body = answer.data as { success?: unknown; data?: unknown };
  expect(body.success).toBe(true);
  return body.data as DataOf<K>;
}

/** The failure's status, code and fields; fails the test on a 200. */
export function failure(answer: ShopAnswer<EndpointName>): { status: number; code: string; fields: Record<string, string> | undefined } {
  if ('data' in answer) throw new Error(`expected a failure, got 200 ${JSON.stringify(answer.data)}`);
  return answer;
}
