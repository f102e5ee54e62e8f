import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import * as z from 'zod/mini';
import type { ProductCard } from '../../schemas/product-card';
import { sampleProductCard, sampleUser } from '../../schemas/test-samples';
import { userSchema, type User } from '../../schemas/user';
import { createMemoryStore } from '../../storage/memory-store';
import type { KeyValueStore, StorageProblem } from '../../storage/types';
import { TEST_API, testServiceContext } from '../catalog/test-service-context';
import type { ServiceEventMap, ServiceEventName } from '../service-events';

export const PROFILE_API = TEST_API.profile;
export const SHOP_API = TEST_API.shop;

/** The fake catalogue: product id → category id. */
export const CATALOGUE: Readonly<Record<number, number>> = { 101: 14, 102: 14, 103: 14, 201: 20, 202: 20, 301: 14 };
export const CATEGORIES: Readonly<Record<number, { slug: string; title: string }>> = {
  14: { slug: 'smartphones', title: 'Смартфони' },
  20: { slug: 'laptops', title: 'Ноутбуки' },
};
/** Products in waiting: the ones that can be pre-ordered. */
export const WAITING = [301];

export function card(id: number): ProductCard {
  return { ...(sampleProductCard() as ProductCard), id, title: `Товар ${id}`, slug: `product-${id}` };
}

export function testUser(overrides: Partial<User> = {}): User {
  return { ...z.parse(userSchema, sampleUser()), favorites: [], compares: [], preorders: [], ...overrides };
}

export interface SeenRequest {
  readonly method: string;
  /** The path under `/api/`, e.g. 'profile/me/favorites', with the query. */
  readonly path: string;
  readonly token: string | null;
  readonly body: unknown;
}

/**
 * A small stateful stand-in for the list, compare and pre-order calls of the shop's API. Every
 * request is recorded; tests prepend `server.use(...)` handlers for failures.
 */
export function fakeListsApi(initial: { favorites?: number[]; compares?: number[]; preorders?: number[] } = {}) {
  const lists = { favorites: [...(initial.favorites ?? [])], compares: [...(initial.compares ?? [])] };
  const preorders = [...(initial.preorders ?? [])];
  const seen: SeenRequest[] = [];

  async function record(request: Request): Promise<unknown> {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const url = new URL(request.url);
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    seen.push({ method: request.method, path: `${url.pathname.replace(/^\/api\//, '')}${url.search}`, token, body });
    return body;
  }

  const unauthorized = () => HttpResponse.json({ error: { code: 'errors.login_error', message: 'token' } }, { status: 401 });

  function groups(ids: readonly number[]) {
    const byCategory = new Map<number, ProductCard[]>();
    for (const id of ids) {
      const category = CATALOGUE[id];
      if (category === undefined) continue;
      byCategory.set(category, [...(byCategory.get(category) ?? []), card(id)]);
    }
    return [...byCategory].map(([id, products]) => ({ id, ...CATEGORIES[id], products }));
  }

  const handlers = [
    http.all(`${PROFILE_API}me/:list`, async ({ request, params }) => {
      const body = (await record(request)) as { product_ids?: number[] } | undefined;
      if (!request.headers.get('authorization')) return unauthorized();
      const name = params.list === 'favorites' ? 'favorites' : 'compares';
      const ids = body?.product_ids ?? [];
      if (request.method === 'GET') return HttpResponse.json({ success: true, data: groups(lists[name]) });
      if (request.method === 'POST') {
        if (ids.some((id) => CATALOGUE[id] === undefined)) {
          return HttpResponse.json({ error: { code: 'errors.nothing_found', message: 'no product' } }, { status: 404 });
        }
        lists[name] = [...new Set([...lists[name], ...ids])];
      } else {
        lists[name] = lists[name].filter((id) => !ids.includes(id));
      }
      return HttpResponse.json({ success: true, data: { product_ids: lists[name] } });
    }),
    http.get(`${SHOP_API}compare/:categoryId`, async ({ request, params }) => {
      await record(request);
      const url = new URL(request.url);
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      const differences = url.searchParams.get('diff') === '1';
      const category = Number(params.categoryId);
      const data = ids
        .filter((id) => CATALOGUE[id] === category)
        .map((id) => ({
          ...card(id),
          characteristics: differences
            ? [{ title: 'Колір', value: `колір ${id}` }]
            : [
                { title: 'Вага', value: '200 г' },
                { title: 'Колір', value: `колір ${id}` },
              ],
        }));
      return HttpResponse.json({ success: true, data });
    }),
    http.post(`${SHOP_API}catalog/preorder`, async ({ request }) => {
      const body = (await record(request)) as { product_id: number };
      if (!request.headers.get('authorization')) return unauthorized();
      if (preorders.includes(body.product_id)) {
        return HttpResponse.json(
          { error: { code: 'general.errors.preorder_already_processed', message: 'pre-ordered already' } },
          { status: 409 },
        );
      }
      preorders.push(body.product_id);
      return HttpResponse.json({ success: true, data: { product_ids: preorders } });
    }),
  ];

  return { lists, preorders, seen, handlers };
}

/**
 * A real service context (API client, state, memory storage, cookies, i18n, events) whose
 * reports, storage problems and emitted events the test can see.
 */
export function testListsContext(options: { storage?: KeyValueStore; token?: string } = {}) {
  const storageProblems: StorageProblem[] = [];
  const storage = options.storage ?? createMemoryStore({ onError: (problem) => storageProblems.push(problem) });
  const { context, reported } = testServiceContext({ storage, cookie: options.token ? `token=${options.token}` : '' });
  const { state, cookies, events } = context;
  const emitted: { name: ServiceEventName; payload: unknown }[] = [];
  const emit = events.emit.bind(events);
  events.emit = (name, payload) => {
    emitted.push({ name, payload });
    emit(name, payload);
  };

  /** Emitted events of one name, in order. */
  function emittedOf<K extends ServiceEventName>(name: K): ServiceEventMap[K][] {
    return emitted.filter((event) => event.name === name).map((event) => event.payload as ServiceEventMap[K]);
  }

  /** What the auth service does on a login: the token cookie, the login flag, the event. */
  function logIn(user: User = testUser(), token = 'token-1'): void {
    cookies.writeToken(token);
    state.isLoggedIn.value = true;
    events.emit('auth:login', { user, isSignUp: false, guestCartId: null });
  }

  /** What the auth service does when the login check on load finds the shopper logged in. */
  function restore(user: User = testUser(), token = 'token-1'): void {
    cookies.writeToken(token);
    state.isLoggedIn.value = true;
    events.emit('auth:restored', { user });
  }

  function logOut(): void {
    cookies.removeToken();
    state.isLoggedIn.value = false;
    events.emit('auth:logout', {});
  }

  return { context, state, storage, events, reported, storageProblems, emittedOf, logIn, restore, logOut };
}

/** The test file's MSW server: refuses unhandled requests; after each test, drops the test's handlers and fake timers. */
export function listsTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return server;
}

/** Lets pending promise callbacks and MSW answers run. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
