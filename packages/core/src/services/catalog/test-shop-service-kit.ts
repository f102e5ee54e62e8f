import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import * as z from 'zod/mini';
import { sampleUser } from '../../schemas/test-samples';
import { userSchema, type User } from '../../schemas/user';
import { createShopService } from './create-shop-service';
import { testServiceContext } from './test-service-context';

export const SHOP = 'https://shop.test/api/shop';

/** A mock shop API for the file that calls this; handlers are reset after each test. */
export function useShopServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Records every request the handlers below see. */
export function recorder() {
  const seen: { method: string; url: URL; body: unknown; authorization: string | null }[] = [];
  const record = async (request: Request) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({
      method: request.method,
      url: new URL(request.url),
      body: text === '' ? undefined : JSON.parse(text),
      authorization: request.headers.get('authorization'),
    });
  };
  return { seen, record };
}

export function setup(options: { cookie?: string } = {}) {
  const { context, reported, analytics } = testServiceContext(options);
  const shop = createShopService(context);
  return { context, state: context.state, events: context.events, reported, analytics, shop };
}

export const user = (overrides: Partial<User> = {}): User => ({ ...z.parse(userSchema, sampleUser()), ...overrides });
export const fail = (status: number, code = 'errors.generic') => HttpResponse.json({ error: { code, message: 'no' } }, { status });
