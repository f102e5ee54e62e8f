import type { Cart } from '../../schemas/cart';
import { Failure, fakePromoCodes, MAX_UNITS, toCart, type FakeCart, type FakeOutcome, type FakeRequest, type Fault } from './test-fake-cart-model';

/*
 * An in-memory cart API for the cart service's tests, following the reference shop's rules
 * (examples/legacy-shop/src/cart): a product already in a cart changes nothing, a guest cart is
 * reachable by its id, a user's only by its owner, merging keeps the larger quantity, and a
 * repeated Idempotency-Key answers the first answer without applying the call again.
 * Faults can be injected per request: fail before the change, or lose the answer after it.
 */

export type { FakeCart, FakeLine, FakeOutcome, FakeRequest, Fault } from './test-fake-cart-model';
export { fakePromoCodes } from './test-fake-cart-model';

export function createFakeCartServer() {
  const carts = new Map<string, FakeCart>();
  const replays = new Map<string, unknown>();
  const tokens = new Map<string, string>();
  const balances = new Map<string, number>();
  const requests: FakeRequest[] = [];
  const giftsRunOut = new Set<number>();
  const missingProducts = new Set<number>();
  let nextCartId = 1;
  /** Decides the fault of each request; the default answers everything. */
  let faultOf: (request: FakeRequest) => Fault = () => 'ok';

  const answer = (cart: FakeCart) => ({ success: true, data: toCart(cart) });

  function cartOfUser(uuid: string): FakeCart | undefined {
    return [...carts.values()].find((cart) => cart.owner === uuid);
  }

  function newCart(owner: string | null): FakeCart {
    const cart: FakeCart = { id: `fake-cart-${nextCartId++}`, owner, lines: new Map(), promo: null, bonuses: 0 };
    carts.set(cart.id, cart);
    return cart;
  }

  function userOf(request: FakeRequest): string | undefined {
    return request.token === null ? undefined : tokens.get(request.token);
  }

  /**
   * A guest cart by its id; a user's cart not with another user's token. Unlike the reference shop,
   * a call without a token may reach a user's cart: the API client sends no bearer on these calls.
   */
  function ownedCart(id: unknown, request: FakeRequest): FakeCart {
    const cart = typeof id === 'string' ? carts.get(id) : undefined;
    const user = userOf(request);
    if (!cart || (cart.owner !== null && request.token !== null && cart.owner !== user)) throw new Failure(404, 'errors.nothing_found');
    return cart;
  }

  function requireUser(request: FakeRequest): string {
    const user = userOf(request);
    if (user === undefined) throw new Failure(401, 'errors.login_error');
    return user;
  }

  function addProduct(target: FakeCart | undefined, owner: string | null, productId: number, withoutGift: boolean): FakeCart {
    if (target?.lines.has(productId)) return target;
    if (missingProducts.has(productId)) throw new Failure(404, 'errors.nothing_found');
    if (giftsRunOut.has(productId) && !withoutGift) throw new Failure(409, 'errors.gifts_run_out');
    const cart = target ?? newCart(owner);
    cart.lines.set(productId, { units: 1, services: new Map() });
    return cart;
  }

  function claimedUser(request: FakeRequest, claimed: unknown): string | null {
    if (typeof claimed !== 'string') return userOf(request) ?? null;
    if (request.token !== null && userOf(request) !== claimed) throw new Failure(403, 'errors.generic');
    return claimed;
  }

  function route(request: FakeRequest): unknown {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { method, path } = request;
    let match: RegExpMatchArray | null;

    if (method === 'GET' && (match = path.match(/^cart\/user\/([^/]+)$/))) {
      const user = requireUser(request);
      if (decodeURIComponent(match[1]!) !== user) throw new Failure(403, 'errors.generic');
      const cart = cartOfUser(user);
      return { success: true, data: cart ? toCart(cart) : null };
    }
    if (method === 'GET' && (match = path.match(/^cart\/([^/]+)$/))) return answer(ownedCart(decodeURIComponent(match[1]!), request));

    if (method === 'POST' && path === 'cart/create') {
      const owner = claimedUser(request, body.user_id);
      return answer(addProduct(owner === null ? undefined : cartOfUser(owner), owner, body.product_id as number, false));
    }
    if (method === 'POST' && (match = path.match(/^cart\/update\/([^/]+)$/))) {
      claimedUser(request, body.user_id);
      const cart = ownedCart(decodeURIComponent(match[1]!), request);
      return answer(addProduct(cart, cart.owner, body.product_id as number, false));
    }
    if (method === 'POST' && path === 'cart/add') {
      const user = userOf(request) ?? null;
      const target = body.cart_id ? ownedCart(body.cart_id, request) : user === null ? undefined : cartOfUser(user);
      return answer(addProduct(target, target?.owner ?? user, body.product_id as number, body.without_gift === true));
    }
    if (method === 'POST' && (match = path.match(/^cart\/merge\/([^/]+)$/))) {
      const user = requireUser(request);
      if (body.user_id !== user) throw new Failure(403, 'errors.generic');
      const guest = ownedCart(decodeURIComponent(match[1]!), request);
      if (guest.owner === user) return answer(guest);
      const target = cartOfUser(user) ?? newCart(user);
      for (const [id, line] of guest.lines) {
        const mine = target.lines.get(id);
        if (mine) mine.units = Math.min(MAX_UNITS, Math.max(mine.units, line.units));
        else target.lines.set(id, { units: line.units, services: new Map(line.services) });
      }
      target.promo ??= guest.promo;
      carts.delete(guest.id);
      return answer(target);
    }
    if (method === 'POST' && (match = path.match(/^cart\/delete\/(\d+)$/))) {
      const cart = ownedCart(body.cart_id, request);
      cart.lines.delete(Number(match[1]));
      return answer(cart);
    }
    if (method === 'POST' && path === 'cart/change_quantity') {
      const cart = ownedCart(body.cart_id, request);
      const quantity = body.quantity as number;
      const parent = body.parent_product_id as number | undefined;
      const line = cart.lines.get(parent ?? (body.product_id as number));
      if (!line) throw new Failure(404, 'errors.nothing_found');
      if (parent === undefined) {
        if (quantity < 1 || quantity > MAX_UNITS) throw new Failure(422, 'validation.invalid');
        line.units = quantity;
        for (const [id, units] of line.services) line.services.set(id, Math.min(units, quantity));
      } else {
        if (quantity > line.units) throw new Failure(422, 'validation.invalid');
        if (quantity === 0) line.services.delete(body.product_id as number);
        else line.services.set(body.product_id as number, quantity);
      }
      return answer(cart);
    }
    if (method === 'POST' && path === 'cart/without_gift') {
      const cart = ownedCart(body.cart_id, request);
      const line = cart.lines.get(body.product_id as number);
      if (!line) throw new Failure(404, 'errors.nothing_found');
      if (body.without_gift !== true && giftsRunOut.has(body.product_id as number)) throw new Failure(409, 'errors.gifts_run_out');
      line.withoutGift = body.without_gift === true;
      return answer(cart);
    }
    if (path === 'cart/promocode') {
      const cart = ownedCart(body.cart_id, request);
      if (method === 'DELETE') {
        if (cart.promo === null) throw new Failure(422, 'errors.promo_code_remove_failed');
        cart.promo = null;
        return answer(cart);
      }
      const code = String(body.code).trim();
      if (code.length < 4) throw new Failure(422, 'validation.promo_code_too_short');
      const promo = fakePromoCodes[code];
      if (!promo) throw new Failure(422, 'errors.promo_code_not_found');
      if (promo.used) throw new Failure(422, 'errors.promo_code_already_used');
      cart.promo = code;
      return answer(cart);
    }
    if (path === 'cart/bonuses') {
      const user = requireUser(request);
      const cart = ownedCart(body.cart_id, request);
      if (cart.owner !== user) throw new Failure(403, 'errors.generic');
      if (method === 'DELETE') {
        cart.bonuses = 0;
        return answer(cart);
      }
      const amount = body.amount as number;
      if (amount > (balances.get(user) ?? 0)) throw new Failure(422, 'errors.bonus_insufficient');
      cart.bonuses = amount;
      return answer(cart);
    }
    throw new Failure(404, 'errors.nothing_found');
  }

  /** Rolls a failed call's half-done writes back, like the real server's transaction. */
  function snapshot(): () => void {
    const saved = [...carts.values()].map((cart) => ({
      ...cart,
      lines: new Map([...cart.lines].map(([id, line]) => [id, { ...line, services: new Map(line.services) }])),
    }));
    const nextId = nextCartId;
    return () => {
      carts.clear();
      for (const cart of saved) carts.set(cart.id, cart);
      nextCartId = nextId;
    };
  }

  function process(request: FakeRequest): FakeOutcome {
    requests.push(request);
    const fault = faultOf(request);
    if (typeof fault === 'object') return { kind: 'answer', status: fault.status, body: { error: { code: 'errors.generic', message: 'injected' } } };
    const replayKey = request.key === null || request.method === 'GET' ? null : `${request.method} ${request.path}|${request.key}`;
    let outcome: FakeOutcome;
    const stored = replayKey === null ? undefined : replays.get(replayKey);
    if (stored !== undefined) {
      outcome = { kind: 'answer', status: 200, body: stored };
    } else {
      const rollback = snapshot();
      try {
        const body = route(request);
        if (replayKey !== null) replays.set(replayKey, body);
        outcome = { kind: 'answer', status: 200, body };
      } catch (error) {
        rollback();
        if (!(error instanceof Failure)) throw error;
        outcome = { kind: 'answer', status: error.status, body: { error: { code: error.code, message: error.message } } };
      }
    }
    return fault === 'lost-after-commit' ? { kind: 'lost' } : outcome;
  }

  return {
    carts,
    tokens,
    balances,
    requests,
    giftsRunOut,
    missingProducts,
    /** Sets how requests fail from now on. */
    setFaults(decide: (request: FakeRequest) => Fault) {
      faultOf = decide;
    },
    cartOfUser,
    /** Puts a guest (owner null) or user cart on the server, e.g. one made in an earlier visit. */
    seedCart(owner: string | null, lines: Record<number, number>): FakeCart {
      const cart = newCart(owner);
      for (const [id, units] of Object.entries(lines)) cart.lines.set(Number(id), { units, services: new Map() });
      return cart;
    },
    /** The cart as the API would answer it. */
    view(cart: FakeCart | undefined): Cart | null {
      return cart ? toCart(cart) : null;
    },
    process,
    /** Reads a fetch Request the way the API client sends it. */
    async readRequest(request: Request, base: string): Promise<FakeRequest> {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const authorization = request.headers.get('authorization');
      return {
        method: request.method,
        path: url.pathname.slice(new URL(base).pathname.length),
        key: request.headers.get('idempotency-key'),
        token: authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
    },
  };
}

export type FakeCartServer = ReturnType<typeof createFakeCartServer>;
