import type { Cart } from '@vitrina/core';

const CART_ID = 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90';

interface Line {
  quantity: number;
  readonly services: Map<number, number>;
}

/**
 * A guest's cart API as a `fetch` for the SDK: create, update, change_quantity (with services) and
 * read. `failNext(n)` answers the next n changes with 500; `hold()` keeps answers back until released.
 */
export function fakeCartServer() {
  const lines = new Map<number, Line>();
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  let failures = 0;
  let gate: Promise<void> | null = null;

  const cart = (): Cart => ({
    cart_id: CART_ID,
    suppliers: [
      {
        id: 1,
        products: [...lines].map(([id, line]) => ({
          id,
          choosed_quantity: line.quantity,
          service_products: [...line.services].map(([serviceId, quantity]) => ({ id: serviceId, choosed_quantity: quantity })),
        })),
      },
    ],
    cart_count: [...lines.values()].reduce((sum, line) => sum + line.quantity, 0),
  });

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url, 'http://localhost').pathname.replace('/api/shop/', '');
    const body = request.method === 'POST' ? ((await request.json()) as Record<string, unknown>) : {};
    calls.push({ path, body });
    if (gate) await gate;
    if (request.method === 'GET' && path === `cart/${CART_ID}`) return Response.json({ success: true, data: cart() });
    if (request.method !== 'POST' || !path.startsWith('cart/')) return Response.json({ message: 'not here' }, { status: 404 });
    if (failures > 0) {
      failures -= 1;
      return Response.json({ message: 'Server error' }, { status: 500 });
    }
    const productId = body.product_id as number;
    if (path === 'cart/create' || path.startsWith('cart/update/')) {
      if (!lines.has(productId)) lines.set(productId, { quantity: 1, services: new Map() });
    } else if (path === 'cart/change_quantity') {
      const quantity = body.quantity as number;
      const parent = body.parent_product_id as number | undefined;
      const line = lines.get(parent ?? productId);
      if (!line) return Response.json({ message: 'Not in the cart' }, { status: 404 });
      if (parent === undefined) line.quantity = quantity;
      else if (quantity > 0) line.services.set(productId, quantity);
      else line.services.delete(productId);
    }
    return Response.json({ success: true, data: cart() });
  };

  return {
    fetch,
    calls,
    cartId: CART_ID,
    /** Puts a product (and its services) in the cart as if bought earlier. */
    seed(productId: number, services: readonly number[] = []) {
      lines.set(productId, { quantity: 1, services: new Map(services.map((id) => [id, 1])) });
    },
    failNext(count = 1) {
      failures = count;
    },
    hold() {
      let release!: () => void;
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
  };
}
