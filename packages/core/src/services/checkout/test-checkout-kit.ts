import { signal } from '@preact/signals-core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Cart } from '../../schemas/cart';
import type { PlacedOrder, PlaceOrderRequest } from '../../schemas/place-order';
import type { User } from '../../schemas/user';
import { createAnalyticsService } from '../analytics/create-analytics-service';
import { createCartService } from '../cart/create-cart-service';
import { createShopService } from '../catalog/create-shop-service';
import { testServiceContext } from '../catalog/test-service-context';
import { createCheckout } from './checkout';

/*
 * The checkout service over a fake shop (msw): an order endpoint that keeps one order per
 * Idempotency-Key, the guest's cart, the marketing contact. Not part of the package build.
 */

export const SHOP = 'https://shop.test/api/shop';
export const CART_ID = 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90';

export const server = setupServer();

/** Starts the fake shop for the file and drops per-test handlers after each test. */
export function useFakeShop(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A cart of two phones (one with a gift) whose answer carries what analytics and the summary read. */
export function checkoutCart(overrides: Partial<Cart> = {}): Cart {
  return {
    cart_id: CART_ID,
    suppliers: [
      {
        id: 1,
        products: [
          { id: 120455, choosed_quantity: 2, title: 'Смартфон Samsung Galaxy A55', price: 17999, final_price: 16999, brand: 'Samsung', item_category: 'Смартфони', gift: { id: 9001, title: 'Чохол' } },
          { id: 98011, choosed_quantity: 1, title: 'Навушники', price: 2999, final_price: 2999, brand: null, item_category: 'Аудіо' },
        ],
      },
    ],
    cart_count: 3,
    goods: 36997,
    total: 36997,
    promocode: null,
    bonuses: null,
    ...overrides,
  };
}

/** A new customer's order of that cart to a Nova Poshta branch, paid in cash. */
export function sampleOrder(overrides: Partial<Extract<PlaceOrderRequest, { person: unknown }>> = {}): PlaceOrderRequest {
  return {
    cart_id: CART_ID,
    order_type: 'new',
    person: { lastName: 'Коваленко', firstName: 'Оксана', phone: '+38 067 123 45 67', email: 'oksana@example.ua' },
    recipient: { type: 'me' },
    delivery: { type: 'newpost', city_id: 56, department_id: 3 },
    payment: { type: 'cash' },
    expected_total: 36997,
    ...overrides,
  };
}

type Behaviour = 'store-and-lose-answer' | { status: number; code: string; fields?: Record<string, string> };

/**
 * The shop's order call: one order per key, answered again for a repeated key (the first answer,
 * whatever the body). `next` queues how the following calls go: a refusal, or storing the order
 * and losing the answer on the way.
 */
export function fakeOrders(options: { cart?: () => Cart | null } = {}) {
  const stored = new Map<string, PlacedOrder>();
  const calls: { key: string | null; body: PlaceOrderRequest }[] = [];
  const behaviours: Behaviour[] = [];
  let cart = options.cart ?? (() => checkoutCart());
  let hold: Promise<void> = Promise.resolve();
  server.use(
    http.post(`${SHOP}/orders`, async ({ request }) => {
      const key = request.headers.get('idempotency-key');
      const body = (await request.json()) as PlaceOrderRequest;
      calls.push({ key, body });
      await hold;
      const replay = key === null ? undefined : stored.get(key);
      if (replay) return HttpResponse.json({ success: true, data: replay });
      const behaviour = behaviours.shift();
      if (behaviour && behaviour !== 'store-and-lose-answer') {
        return HttpResponse.json({ error: { code: behaviour.code, message: 'refused', fields: behaviour.fields } }, { status: behaviour.status });
      }
      const order: PlacedOrder = { order_id: 5000 + stored.size + 1, status: 'needs_payment', total: body.expected_total ?? 0, next: 'result', redirect_url: `/order/result/${5001 + stored.size}` };
      if (key !== null) stored.set(key, order);
      return behaviour === 'store-and-lose-answer' ? HttpResponse.error() : HttpResponse.json({ success: true, data: order });
    }),
    http.get(`${SHOP}/cart/:id`, () => {
      const now = cart();
      return now ? HttpResponse.json({ success: true, data: now }) : HttpResponse.json({ error: { code: 'errors.generic', message: 'gone' } }, { status: 404 });
    }),
  );
  return {
    stored,
    calls,
    next: (...queued: Behaviour[]) => behaviours.push(...queued),
    setCart: (next: () => Cart | null) => (cart = next),
    /** Holds every answer until the returned function is called. */
    holdAnswers() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => release();
    },
  };
}

/** The checkout service with the real analytics, cart and shop services; `user` signs the buyer in. */
export function checkoutSetup(options: { user?: User } = {}) {
  const { context, reported, analytics } = testServiceContext({ cookie: `cart_id=${CART_ID}` });
  const analyticsService = createAnalyticsService(context);
  const cart = createCartService(context);
  const shop = createShopService(context);
  const user = signal<User | null>(options.user ?? null);
  const checkout = createCheckout(context, { analytics: analyticsService, cart, shop, auth: { user } });
  const purchases = () => analytics.filter((event) => event.name === 'purchase');
  return { context, reported, analytics, analyticsService, purchases, cart, checkout };
}
