import { delay, http, HttpResponse } from 'msw';
import { createApiClient } from '../../api/api-client';
import { endpoints } from '../../api/endpoints';
import { resolveConfig } from '../../config';
import { VitrinaError } from '../../errors';
import type { VitrinaI18n } from '../../i18n/lazy-i18n';
import type { GeneralData } from '../../schemas/general-data';
import { userSchema, type User } from '../../schemas/user';
import { sampleUser } from '../../schemas/test-samples';
import { createGlobalState } from '../../state/global-state';
import { createCookieJar, type CookieDocument } from '../../storage/cookie-jar';
import { createMemoryStore } from '../../storage/memory-store';
import type { ServiceContext } from '../service-context';
import { createServiceEvents } from '../service-events';
import { createCartService } from './create-cart-service';
import type { FakeCartServer, FakeRequest } from './test-fake-cart-server';

export const PROFILE_API = 'https://shop.test/api/profile/';
export const SHOP_API = 'https://shop.test/api/shop/';

export interface FakeCartHandlerOptions {
  /** Holds an answer back this long, after the change is made. */
  readonly slowMs?: (request: FakeRequest) => number;
  /** Holds an answer back until the returned promise settles, after the change is made. */
  readonly hold?: (request: FakeRequest) => Promise<unknown> | undefined;
}

/** The fake cart API behind MSW. */
export function fakeCartHandler(fake: FakeCartServer, options: FakeCartHandlerOptions = {}) {
  return http.all(`${SHOP_API}cart*`, async ({ request }) => {
    const read = await fake.readRequest(request, SHOP_API);
    const outcome = fake.process(read);
    const slow = options.slowMs?.(read) ?? 0;
    if (slow > 0) await delay(slow);
    await options.hold?.(read);
    if (outcome.kind === 'lost') return HttpResponse.error();
    return HttpResponse.json(outcome.body as never, { status: outcome.status });
  });
}

/** A `document.cookie` that keeps cookies apart by name and drops expired ones, as a browser does. */
export function createTestCookieDocument(initial: Record<string, string> = {}): CookieDocument {
  const jar = new Map(Object.entries(initial).map(([name, value]) => [name, encodeURIComponent(value)]));
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const expires = attributes.map((part) => part.trim()).find((part) => part.toLowerCase().startsWith('expires='));
      if (expires && Date.parse(expires.slice('expires='.length)) <= Date.now()) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1).trim());
    },
  };
}

export function testUser(uuid = sampleUser().uuid): User {
  return userSchema.parse({ ...sampleUser(), uuid, cart: [], cart_count: 0, cart_id: null });
}

export interface CartHarnessOptions {
  readonly cookies?: Record<string, string>;
  readonly retryLimit?: number;
  readonly timeoutMs?: number;
  readonly fetch?: typeof globalThis.fetch;
}

/**
 * The cart service over a real ServiceContext (API client, cookies, state, events) as
 * createVitrina builds it, with the events and the writable state in reach of the test, and
 * stand-ins for what the auth service does on login and logout.
 */
export function createCartHarness(options: CartHarnessOptions = {}) {
  const errors: VitrinaError[] = [];
  const reportError = (error: VitrinaError): void => {
    errors.push(error);
  };
  const config = resolveConfig({
    api: { profile: PROFILE_API, shop: SHOP_API },
    retryLimit: options.retryLimit ?? 0,
    timeoutMs: options.timeoutMs ?? 10_000,
  });
  const state = createGlobalState<GeneralData>();
  const cookieDocument = createTestCookieDocument(options.cookies);
  const cookies = createCookieJar({ document: cookieDocument, secure: false });
  const api = createApiClient({
    endpoints,
    baseUrls: config.api,
    getToken: () => cookies.readToken(),
    timeoutMs: config.timeoutMs,
    retryLimit: config.retryLimit,
    retryDelayMs: () => 1,
    fetch: options.fetch,
    onError: reportError,
  });
  const events = createServiceEvents((error) => reportError(error instanceof VitrinaError ? error : new VitrinaError('config', String(error))));
  const context: ServiceContext = {
    config,
    state,
    api,
    storage: createMemoryStore(),
    cookies,
    i18n: {} as VitrinaI18n,
    events,
    reportError,
    randomId: () => globalThis.crypto.randomUUID(),
    delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  const cart = createCartService(context);
  return {
    cart,
    state,
    events,
    cookies,
    errors,
    /** What the auth service does on a login in this tab. */
    logIn(user: User, token: string) {
      cookies.writeToken(token);
      state.isLoggedIn.value = true;
      events.emit('auth:login', { user, isSignUp: false, guestCartId: state.cartId.peek() });
    },
    /** What the auth service does when the login check on load finds the user. */
    restore(user: User, token: string) {
      cookies.writeToken(token);
      state.isLoggedIn.value = true;
      events.emit('auth:restored', { user });
    },
    logOut() {
      cookies.removeToken();
      state.isLoggedIn.value = false;
      state.bonusesCount.value = null;
      events.emit('auth:logout', {});
    },
  };
}

export type CartHarness = ReturnType<typeof createCartHarness>;
