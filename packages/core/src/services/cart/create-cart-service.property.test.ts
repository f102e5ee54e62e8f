import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../schemas/cart';
import { cartLines } from './cart-lines';
import { createCartHarness, SHOP_API, testUser, type CartHarness } from './test-cart-harness';
import { createFakeCartServer, type FakeCart, type FakeCartServer, type Fault } from './test-fake-cart-server';

/*
 * Random click sequences against an in-memory cart server, with every answer held back until the
 * sequence decides to release it, so clicks, logins and logouts land while requests are on their
 * way. Answers are released in any order (a random one of those waiting). Whatever happens, the
 * client must end up showing exactly the cart the server has.
 */

const PRODUCTS = [11, 12, 13, 14] as const;
const USERS = [
  { user: testUser('00000000-0000-4000-8000-0000000000a1'), token: 'token-a1' },
  { user: testUser('00000000-0000-4000-8000-0000000000b2'), token: 'token-b2' },
] as const;

type Command =
  | { readonly type: 'add'; readonly product: number }
  | { readonly type: 'remove'; readonly product: number }
  | { readonly type: 'quantity'; readonly product: number; readonly quantity: number }
  | { readonly type: 'login'; readonly user: 0 | 1 }
  | { readonly type: 'logout' }
  /** Another tab added a product and said so. */
  | { readonly type: 'other-tab'; readonly product: number }
  | { readonly type: 'release'; readonly pick: number };

const product = fc.constantFrom(...PRODUCTS);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: product.map((id) => ({ type: 'add' as const, product: id })) },
  { weight: 2, arbitrary: product.map((id) => ({ type: 'remove' as const, product: id })) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('quantity' as const), product, quantity: fc.integer({ min: 0, max: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('login' as const), user: fc.constantFrom(0 as const, 1 as const) }) },
  { weight: 1, arbitrary: fc.constant({ type: 'logout' as const }) },
  { weight: 1, arbitrary: product.map((id) => ({ type: 'other-tab' as const, product: id })) },
  { weight: 6, arbitrary: fc.nat(7).map((pick) => ({ type: 'release' as const, pick })) },
);
const fault: fc.Arbitrary<Fault> = fc.constantFrom<Fault>('ok', 'ok', 'ok', 'lost-after-commit', { status: 503 });

interface Scenario {
  readonly commands: readonly Command[];
  /** Faults of the change requests, one per attempt, in order; reads never fail. */
  readonly faults: readonly Fault[];
  /** Carts the users already had from earlier visits. */
  readonly stored: readonly (readonly number[] | null)[];
}

const scenario = (withFaults: boolean): fc.Arbitrary<Scenario> =>
  fc.record({
    commands: fc.array(command, { minLength: 1, maxLength: 14 }),
    faults: withFaults ? fc.array(fault, { maxLength: 10 }) : fc.constant([]),
    stored: fc.tuple(fc.option(fc.subarray([...PRODUCTS]), { nil: null }), fc.option(fc.subarray([...PRODUCTS]), { nil: null })),
  });

/** The client's requests go to the fake server and wait there, answered or not, until released. */
function parkingFetch(fake: FakeCartServer) {
  const parked: (() => void)[] = [];
  let waiters: (() => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      const outcome = fake.process(await fake.readRequest(request, SHOP_API));
      await new Promise<void>((resolve) => {
        parked.push(resolve);
        for (const wake of waiters) wake();
        waiters = [];
      });
      if (outcome.kind === 'lost') throw new TypeError('fetch failed');
      return new Response(JSON.stringify(outcome.body), { status: outcome.status, headers: { 'content-type': 'application/json' } });
    } finally {
      inFlight -= 1;
    }
  };
  return {
    fetch,
    parked,
    release(pick: number): void {
      parked.splice(pick % parked.length, 1)[0]?.();
    },
    /** Resolves when the next request arrives. */
    nextArrival: () => new Promise<void>((resolve) => waiters.push(resolve)),
    mostInFlight: () => mostInFlight,
  };
}

async function runScenario({ commands, faults, stored }: Scenario) {
  const fake = createFakeCartServer();
  USERS.forEach(({ user, token }, index) => {
    fake.tokens.set(token, user.uuid);
    const lines = stored[index];
    if (lines) fake.seedCart(user.uuid, Object.fromEntries(lines.map((id) => [id, 1])));
  });
  const remaining = [...faults];
  fake.setFaults((request) => (request.method === 'GET' ? 'ok' : (remaining.shift() ?? 'ok')));
  const network = parkingFetch(fake);
  const h = createCartHarness({ fetch: network.fetch, retryLimit: 1 });
  let signedIn: (typeof USERS)[number] | null = null;
  const model = createIntentModel(stored);

  /** Answers every request until nothing is left to do. */
  async function drain(): Promise<void> {
    for (;;) {
      if (network.parked.length > 0) {
        network.release(0);
        continue;
      }
      const idle = await Promise.race([h.cart.whenIdle().then(() => true), network.nextArrival().then(() => false)]);
      if (idle && network.parked.length === 0) return;
    }
  }

  /** Lets everything run that can run without an answer being released. */
  async function settle(): Promise<void> {
    if (network.parked.length > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      return;
    }
    await Promise.race([h.cart.whenIdle(), network.nextArrival()]);
  }

  for (const step of commands) {
    switch (step.type) {
      case 'add':
        model.add(step.product);
        void h.cart.add(step.product).catch(() => {});
        break;
      case 'remove':
        model.remove(step.product);
        void h.cart.remove(step.product).catch(() => {});
        break;
      case 'quantity':
        model.quantity(step.product, step.quantity);
        void h.cart.setQuantity(step.product, step.quantity).catch(() => {});
        break;
      case 'login':
        if (signedIn) continue;
        signedIn = USERS[step.user];
        model.login(signedIn.user.uuid);
        h.logIn(signedIn.user, signedIn.token);
        // The shopper sees the merged cart before clicking on (the model has no "not shown yet").
        if (faults.length === 0) await drain();
        break;
      case 'logout':
        if (!signedIn) continue;
        // The intent model cannot know which queued clicks a logout drops, so it gets a settled cart.
        if (faults.length === 0) await drain();
        signedIn = null;
        model.logout();
        h.logOut();
        break;
      case 'other-tab': {
        // The intent model orders the other tab's add after this tab's earlier clicks, so those must
        // have reached the server first; with faults only client = server is checked, so they may race.
        if (faults.length === 0) await drain();
        const cart = ownersCart(fake, h, signedIn?.user.uuid ?? null);
        if (!cart || cart.lines.has(step.product)) continue;
        cart.lines.set(step.product, { units: 1, services: new Map() });
        model.otherTab(step.product);
        h.events.emit('remote:changed', { topic: 'cart' });
        if (faults.length === 0) await drain();
        break;
      }
      case 'release':
        if (network.parked.length === 0) continue;
        network.release(step.pick);
        break;
    }
    await settle();
  }

  await drain();
  return { fake, h, signedIn, model, mostInFlight: network.mostInFlight() };
}

/** The cart the shopper's session has on the server: the user's, else the guest cart the client holds. */
function ownersCart(fake: FakeCartServer, h: CartHarness, user: string | null): FakeCart | undefined {
  const own = user === null ? undefined : fake.cartOfUser(user);
  if (own) return own;
  const id = h.state.cartId.peek() ?? h.cookies.get('cart_id');
  const cart = id === undefined || id === null ? undefined : fake.carts.get(id);
  return cart && cart.owner === null ? cart : undefined;
}

const linesOf = (cart: Cart | null) => Object.fromEntries(cartLines(cart));

/** What the shopper meant, change by change, when nothing fails. */
function createIntentModel(stored: readonly (readonly number[] | null)[]) {
  const users = new Map<string, Map<number, number>>();
  USERS.forEach(({ user }, index) => {
    const lines = stored[index];
    if (lines) users.set(user.uuid, new Map(lines.map((id) => [id, 1])));
  });
  let guest: Map<number, number> | null = null;
  let owner: string | null = null;
  const cart = (): Map<number, number> | null => (owner === null ? guest : (users.get(owner) ?? null));
  const cartToAddTo = (): Map<number, number> => {
    let lines = cart();
    if (!lines) {
      lines = new Map();
      if (owner === null) guest = lines;
      else users.set(owner, lines);
    }
    return lines;
  };
  return {
    add(id: number) {
      const lines = cartToAddTo();
      if (!lines.has(id)) lines.set(id, 1);
    },
    remove(id: number) {
      cart()?.delete(id);
    },
    quantity(id: number, units: number) {
      const lines = cart();
      if (!lines?.has(id)) return;
      if (units === 0) lines.delete(id);
      else lines.set(id, units);
    },
    otherTab(id: number) {
      const lines = cart();
      if (lines && !lines.has(id)) lines.set(id, 1);
    },
    login(uuid: string) {
      owner = uuid;
      if (guest === null) return;
      const mine = users.get(uuid) ?? new Map<number, number>();
      for (const [id, units] of guest) mine.set(id, Math.max(mine.get(id) ?? 0, units));
      users.set(uuid, mine);
      guest = null;
    },
    logout() {
      owner = null;
      guest = null;
    },
    lines: () => Object.fromEntries(cart() ?? []),
  };
}

function expectClientEqualsServer({ fake, h, signedIn, mostInFlight }: Awaited<ReturnType<typeof runScenario>>): void {
  const server = fake.view(ownersCart(fake, h, signedIn?.user.uuid ?? null));
  expect(mostInFlight).toBeLessThanOrEqual(1);
  expect(h.cart.current.value).toEqual(server);
  expect(h.state.cartId.value).toBe(server?.cart_id ?? null);
  expect(h.state.cart.ids.value).toEqual([...cartLines(server).keys()]);
  expect(h.state.cartCount.value).toBe(server?.cart_count ?? 0);
  expect(h.cart.pending.ids.value).toEqual([]);
  if (!signedIn) expect(h.cookies.get('cart_id') ?? null).toBe(server?.cart_id ?? null);
}

describe('the cart under random clicks, sessions and faults', () => {
  it('always ends showing exactly the cart the server has', async () => {
    await fc.assert(
      fc.asyncProperty(scenario(true), async (generated) => {
        expectClientEqualsServer(await runScenario(generated));
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('without faults ends with exactly the cart the shopper meant: no lost change, no double line', async () => {
    await fc.assert(
      fc.asyncProperty(scenario(false), async (generated) => {
        const run = await runScenario(generated);
        expectClientEqualsServer(run);
        expect(linesOf(run.h.cart.current.value)).toEqual(run.model.lines());
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
