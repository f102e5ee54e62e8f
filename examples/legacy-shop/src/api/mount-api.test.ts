import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@vitrina/core';
import { ApiError } from '../http/api-error';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import type { ApiHandlers } from './handler';

let calls = 0;
let orders = 0;
/** What another connection (a second process on the same file) got when it wrote during a mutation. */
let otherWriter: string | undefined;
const handlers: Partial<ApiHandlers> = {
  cartDeleteByCartId: ({ db, settings }) => {
    db.prepare('SELECT COUNT(*) FROM outbox').get();
    const other = new Database(settings.databaseFile, { timeout: 50 });
    try {
      other.prepare("INSERT INTO outbox (recipient, subject, body, created_at) VALUES ('other', 'o', '', 'now')").run();
      otherWriter = 'written';
    } catch (error) {
      otherWriter = (error as { code?: string }).code;
    } finally {
      other.close();
    }
    db.prepare("INSERT INTO outbox (recipient, subject, body, created_at) VALUES ('mutation', 'm', '', 'now')").run();
    return { success: true };
  },
  cities: ({ input }) => ({ success: true, data: [{ id: 56, title: `q=${JSON.stringify(input)}`, region: null }] }) as never,
  recovery: ({ db, input }) => {
    db.prepare("INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, 'kept', '', 'now')").run(input.email);
    if (input.email === 'keep@example.com') throw new ApiError(422, 'errors.nothing_found', 'kept').afterWrites();
    throw new ApiError(422, 'errors.nothing_found', 'no such e-mail');
  },
  placeOrder: () => {
    orders += 1;
    return { success: true, data: { order_id: orders, status: 'needs_payment', total: 100, next: 'result', redirect_url: `/order/result?status=success&order=${orders}` } };
  },
  cartWithParams: ({ db }) => {
    calls += 1;
    db.prepare("INSERT INTO outbox (recipient, subject, body, created_at) VALUES ('x', 'y', 'z', 'now')").run();
    return 'not what the schema says' as never;
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, handlers);
});
afterAll(() => server.close());

async function call(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${server.url}${path}`, { method, body: init.body, headers: { 'content-type': 'application/json', ...init.headers } });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), json: JSON.parse(text) as unknown };
}

describe('the API router', () => {
  it('answers an unknown API path with a JSON 404 the SDK understands', async () => {
    const answer = await call('GET', '/api/shop/no/such/thing');
    expect(answer.status).toBe(404);
    expect(answer.type).toMatch(/application\/json/);
    expect(apiErrorBodySchema.parse(answer.json).error.code).toBe('errors.nothing_found');
  });

  it('refuses malformed JSON, wrong types and oversized bodies with 4xx, never 5xx', async () => {
    const malformed = await call('POST', '/api/profile/recovery', { body: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(apiErrorBodySchema.parse(malformed.json).error.code).toBe('validation.invalid');

    const wrongType = await call('POST', '/api/profile/recovery', { body: JSON.stringify({ email: 42 }) });
    expect(wrongType.status).toBe(400);
    expect(apiErrorBodySchema.parse(wrongType.json).error.fields).toHaveProperty('email');

    const huge = await call('POST', '/api/profile/recovery', { body: JSON.stringify({ email: 'a'.repeat(70_000) }) });
    expect(huge.status).toBe(413);
  });

  it('requires a valid bearer token on endpoints marked auth', async () => {
    expect((await call('GET', '/api/profile/me/favorites')).status).toBe(401);
    const forged = await call('GET', '/api/profile/me/favorites', { headers: { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect(forged.status).toBe(401);
    expect(apiErrorBodySchema.parse(forged.json).error.code).toBe('errors.login_error');
  });

  it('passes handler errors through as their status and code', async () => {
    const answer = await call('POST', '/api/profile/recovery', { body: JSON.stringify({ email: 'nobody@example.com' }) });
    expect(answer.status).toBe(422);
    expect(apiErrorBodySchema.parse(answer.json).error.code).toBe('errors.nothing_found');
  });

  it('commits what a call wrote before an error only when the error asks for it', async () => {
    const kept = () => (server.db.prepare("SELECT recipient FROM outbox WHERE subject = 'kept'").all() as { recipient: string }[]).map((row) => row.recipient);
    await call('POST', '/api/profile/recovery', { body: JSON.stringify({ email: 'dropped@example.com' }) });
    const answer = await call('POST', '/api/profile/recovery', { body: JSON.stringify({ email: 'keep@example.com' }) });
    expect(answer.status).toBe(422);
    expect(kept()).toEqual(['keep@example.com']);
  });

  it('refuses to send an answer that breaks the contract, and rolls back what the call wrote', async () => {
    const before = (server.db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n;
    const answer = await call('POST', '/api/shop/cart', { body: JSON.stringify({ cart_id: 'abc' }) });
    expect(answer.status).toBe(500);
    expect(apiErrorBodySchema.parse(answer.json).error.code).toBe('errors.generic');
    const after = (server.db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n;
    expect(after).toBe(before);
    expect(calls).toBe(1);
    expect(server.logged.some((line) => line.includes('cartWithParams'))).toBe(true);
  });

  it('turns query strings into the types the request schema expects', async () => {
    const answer = await call('GET', `/api/shop/cities?search=${encodeURIComponent('Ки')}&page=2`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, data: [{ id: 56, title: 'q={"search":"Ки"}', region: null }] });
  });

  it('answers 501 for a call that has no handler yet', async () => {
    const answer = await call('GET', '/api/shop/smb-settings');
    expect(answer.status).toBe(501);
  });

  it('refuses a call that must happen once without an Idempotency-Key (400), without running it', async () => {
    const body = JSON.stringify({ order_type: 'fast', cart_id: 'cart-0000000000000000', phone: '+38 050 123 45 67' });
    const without = await call('POST', '/api/shop/orders', { body });
    expect(without.status).toBe(400);
    expect(apiErrorBodySchema.parse(without.json).error.fields).toEqual({ 'Idempotency-Key': 'validation.required' });
    expect(orders).toBe(0);

    const first = await call('POST', '/api/shop/orders', { body, headers: { 'idempotency-key': 'order-key-0001' } });
    const repeat = await call('POST', '/api/shop/orders', { body, headers: { 'idempotency-key': 'order-key-0001' } });
    expect(first.status).toBe(200);
    expect(repeat.json).toEqual(first.json);
    expect(orders).toBe(1);
  });

  it('holds the write lock for the whole of a mutation: another connection’s write waits, the mutation never fails halfway', async () => {
    const answer = await call('POST', '/api/shop/cart/deleteByCartId', { body: JSON.stringify({ cart_id: 'c1' }) });
    expect(answer.status).toBe(200);
    expect(otherWriter).toBe('SQLITE_BUSY');
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE recipient = 'mutation'").get()).toEqual({ n: 1 });
  });
});
