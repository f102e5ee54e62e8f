import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Cart } from '../../schemas/cart';
import { fakeCartHandler, testUser, type FakeCartHandlerOptions } from './test-cart-harness';
import { createFakeCartServer, type FakeCartServer, type FakeRequest } from './test-fake-cart-server';

export const server = setupServer();

/** Starts the shop's mock server for the file and drops per-test handlers after each test. */
export function useCartServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** The fake cart server of the current test, set by `serveFake`. */
export let fake: FakeCartServer;
export function serveFake(options: FakeCartHandlerOptions = {}) {
  fake = createFakeCartServer();
  server.use(fakeCartHandler(fake, options));
  return fake;
}

/** Holds the answers to cart creations back until `open()`. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, hold: (request: FakeRequest) => (request.path === 'cart/create' ? opened : undefined) };
}

export const sent = (path: string | RegExp) =>
  fake.requests.filter((request) => request.method !== 'GET' && (typeof path === 'string' ? request.path === path : path.test(request.path)));
export const ids = (cart: Cart | null) => cart?.suppliers.flatMap((supplier) => supplier.products.map((product) => product.id)) ?? [];

export const alice = testUser('0b7e7c1a-0000-4000-8000-00000000a11c');
