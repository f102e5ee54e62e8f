import { randomUUID } from 'node:crypto';
import { endpoints, type EndpointDefinition } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePath } from '../api/route-path';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { sampleInput, stringPaths, withValueAt } from './sample-input';

/** Strings that break naively built SQL, LIKE patterns, JSON paths or HTML. */
const corpus = [
  "' OR '1'='1",
  "1; DROP TABLE products; --",
  '" OR ""="',
  "%' UNION SELECT password_hash, email FROM users --",
  "'); DELETE FROM users; --",
  '\\',
  '%_%',
  'a\u0000b',
  '$.__proto__',
  '"><img src=x onerror=alert(1)>',
];

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const signup = await fetch(`${server.url}/api/profile/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Injection',
      email: 'injection@example.com',
      phone: '+38 050 123 45 67',
      password: 'secret123',
      privacy_policy: true,
      lang: 'uk',
    }),
  });
  token = ((await signup.json()) as { data?: { token?: string } }).data?.token ?? '';
  expect(token).not.toBe('');
});
afterAll(() => server.close());

function fingerprint() {
  const tables = (server.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map(
    (row) => row.name,
  );
  const products = server.db.prepare("SELECT group_concat(id || ':' || price || ':' || title_uk, '|') AS all_products FROM products").get();
  const users = server.db.prepare("SELECT group_concat(id || ':' || email || ':' || password_hash, '|') AS all_users FROM users").get();
  return { tables, products, users };
}

function concretePath(definition: EndpointDefinition<unknown, unknown>, value: string): string {
  return routePath(definition)
    .replace(/:__id$/, encodeURIComponent(value))
    .replace(/:(\w+)/g, () => encodeURIComponent(value));
}

describe('hostile strings in every string parameter of every endpoint', () => {
  it('never cause a 5xx, and leave products, accounts and tables as they were', async () => {
    const before = fingerprint();
    const failures: string[] = [];
    let requests = 0;
    const statuses: Record<number, number> = {};

    // Logging out would revoke the token the other calls use: it goes last.
    const calls = (Object.entries(endpoints) as [string, EndpointDefinition<unknown, unknown>][]).sort(
      ([a], [b]) => Number(a === 'loggedOut') - Number(b === 'loggedOut'),
    );
    for (const [name, definition] of calls) {
      const base = sampleInput(definition.request) ?? {};
      const targets = stringPaths(base);
      const pathHasParams = /:\w+/.test(routePath(definition));
      for (const payload of corpus) {
        const inputs = targets.map((path) => withValueAt(base, path, payload));
        if (inputs.length === 0) inputs.push(base);
        for (const input of inputs) {
          const path = pathHasParams ? concretePath(definition, payload) : routePath(definition);
          const url = new URL(`${server.url}${path}`);
          let body: string | undefined;
          if (definition.method === 'GET') {
            for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
              url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
            }
          } else {
            body = JSON.stringify(input);
          }
          const response = await fetch(url, {
            method: definition.method,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${token}`,
              // A call taken only with a key (an order) gets one, so the strings reach its handler.
              ...(definition.idempotency === 'required' ? { 'idempotency-key': randomUUID() } : {}),
            },
            body,
          });
          requests += 1;
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          if (response.status >= 500 && response.status !== 501 && response.status !== 503) {
            failures.push(`${name} ${response.status} ${JSON.stringify(input).slice(0, 120)}`);
          }
          await response.arrayBuffer();
        }
      }
    }

    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(500);
    // Many reach their handler and succeed: the strings were stored or searched, not just refused.
    expect(statuses[200]).toBeGreaterThan(50);
    expect(fingerprint()).toEqual(before);
    expect(server.logged.filter((line) => !line.includes('not implemented'))).toEqual([]);
  });
});
