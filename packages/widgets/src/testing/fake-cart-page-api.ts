import type { Cart, User } from '@vitrina/core';

/*
 * The shop's cart API as the cart page uses it, in memory, for the cart island's tests (as the
 * SDK's `fetch`) and stories (behind MSW): read the cart, change quantities and services, remove
 * lines, keep a line without its gift, promo and referral codes, bonuses, and the login check of
 * a signed-in shopper. It prices as the reference shop does (the server's prices; a promo code
 * takes its percentage; bonuses at most 30 % of the goods and the balance; 1 bonus = 1 UAH).
 */

export interface FakeService {
  readonly id: number;
  readonly title: string;
  readonly price: number;
  readonly final_price: number;
  quantity: number;
}

export interface FakeLine {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly image: string | null;
  readonly price: number;
  readonly final_price: number;
  quantity: number;
  readonly supplier: { readonly id: number; readonly title?: string };
  readonly services: FakeService[];
  gift?: { readonly id: number; readonly title: string } | null;
  giftsRunOut?: boolean;
  withoutGift?: boolean;
}

export interface FakeCartPageApiOptions {
  readonly cartId?: string;
  readonly lines?: readonly FakeLine[];
  /** Codes the shop knows, by code: the discount in per cent, or 'used'. */
  readonly promoCodes?: Readonly<Record<string, number | 'used'>>;
  /** A signed-in shopper (GET me answers with them) and their bonus balance. */
  readonly user?: User;
  readonly balance?: number;
  readonly promo?: string | null;
  readonly bonuses?: number;
}

export interface FakeCall {
  readonly method: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
  readonly key: string | null;
}

export const FAKE_CART_ID = 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90';
const MAX_QUANTITY = 10;
const BONUS_SHARE = 0.3;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly field?: string,
  ) {
    super(code);
  }
}

export function fakeCartPageApi(options: FakeCartPageApiOptions = {}) {
  const cartId = options.cartId ?? FAKE_CART_ID;
  let lines: FakeLine[] = (options.lines ?? []).map(copyLine);
  let promo = options.promo ?? null;
  let bonuses = options.bonuses ?? 0;
  let balance = options.balance ?? 0;
  const calls: FakeCall[] = [];
  const refusals: Refusal[] = [];
  let failingReads = 0;
  let gate: Promise<void> | null = null;

  function priced(): Cart {
    const goods = lines.reduce(
      (sum, line) => sum + line.final_price * line.quantity + line.services.reduce((more, service) => more + service.final_price * service.quantity, 0),
      0,
    );
    const percent = promo === null ? 0 : Number(options.promoCodes?.[promo] ?? 0);
    const discount = Math.floor((goods * percent) / 100);
    const cap = Math.max(0, Math.min(Math.floor(goods * BONUS_SHARE), goods - discount));
    const spent = Math.min(bonuses, cap, options.user ? balance : 0);
    const suppliers = new Map<number, Cart['suppliers'][number]>();
    for (const line of lines) {
      const group = suppliers.get(line.supplier.id) ?? { ...line.supplier, products: [] };
      suppliers.set(line.supplier.id, group);
      group.products.push({
        id: line.id,
        choosed_quantity: line.quantity,
        title: line.title,
        slug: line.slug,
        image: line.image,
        price: line.price,
        final_price: line.final_price,
        service_products: line.services.map(({ quantity, ...service }) => ({ ...service, choosed_quantity: quantity })),
        gift: line.withoutGift || line.giftsRunOut ? null : (line.gift ?? null),
        gifts_run_out: Boolean(line.giftsRunOut && !line.withoutGift),
        without_gift: Boolean(line.withoutGift),
      });
    }
    return {
      cart_id: cartId,
      suppliers: [...suppliers.values()],
      cart_count: lines.reduce((sum, line) => sum + line.quantity, 0),
      goods,
      total: goods - discount - spent,
      promocode: promo === null ? null : { code: promo, kind: 'promo', discount },
      bonuses: spent,
      bonus_cap: cap,
    };
  }

  function lineOf(id: unknown): FakeLine {
    const line = lines.find((candidate) => candidate.id === id);
    if (!line) throw new Refusal(404, 'errors.nothing_found');
    return line;
  }

  function change(method: string, path: string, body: Record<string, unknown>): void {
    const removed = /^cart\/delete\/(\d+)$/.exec(path);
    if (removed) {
      lines = lines.filter((line) => line.id !== Number(removed[1]));
    } else if (path === 'cart/change_quantity') {
      const quantity = body.quantity as number;
      const parent = body.parent_product_id as number | undefined;
      const line = lineOf(parent ?? body.product_id);
      if (parent === undefined) {
        if (quantity < 1 || quantity > MAX_QUANTITY) throw new Refusal(422, 'validation.invalid', 'quantity');
        line.quantity = quantity;
      } else {
        const service = line.services.find((candidate) => candidate.id === body.product_id);
        if (!service) throw new Refusal(422, 'validation.invalid', 'product_id');
        service.quantity = Math.min(quantity, line.quantity);
      }
    } else if (path === 'cart/without_gift') {
      const line = lineOf(body.product_id);
      if (body.without_gift !== true && line.giftsRunOut) throw new Refusal(409, 'errors.gifts_run_out', 'without_gift');
      line.withoutGift = body.without_gift === true;
    } else if (path === 'cart/promocode') {
      if (method === 'DELETE') {
        if (promo === null) throw new Refusal(422, 'errors.promo_code_remove_failed');
        promo = null;
        return;
      }
      const code = String(body.code);
      const known = options.promoCodes?.[code];
      if (known === undefined) throw new Refusal(422, 'errors.promo_code_not_found', 'code');
      if (known === 'used') throw new Refusal(422, 'errors.promo_code_already_used', 'code');
      promo = code;
    } else if (path === 'cart/bonuses') {
      if (!options.user) throw new Refusal(401, 'errors.login_error');
      if (method === 'DELETE') {
        bonuses = 0;
        return;
      }
      const amount = body.amount as number;
      if (amount > balance) throw new Refusal(422, 'errors.bonus_insufficient', 'amount');
      if (amount > (priced().bonus_cap ?? 0)) throw new Refusal(422, 'errors.bonus_order_max_exceeded', 'amount');
      bonuses = amount;
    } else {
      throw new Refusal(404, 'errors.nothing_found');
    }
  }

  function answer(method: string, path: string, body: Record<string, unknown>): Response {
    if (method === 'GET' && path.startsWith('shop/cart/') && failingReads > 0) {
      failingReads -= 1;
      return Response.json({ error: { code: 'errors.generic', message: 'down' } }, { status: 503 });
    }
    if (method === 'GET' && path === `shop/cart/${cartId}`) return ok(priced());
    if (method === 'GET' && path.startsWith('shop/cart/user/')) return ok(options.user ? priced() : null);
    if (method === 'GET' && path === 'profile/me' && options.user) return ok(options.user);
    if (method === 'GET' && path === 'shop/bonuses/user/get-bonuses' && options.user) return ok({ available_bonuses: balance });
    if (method === 'GET' || !path.startsWith('shop/cart')) return Response.json({ message: 'Not here' }, { status: 404 });
    const refusal = refusals.shift();
    try {
      if (refusal) throw refusal;
      if (body.cart_id !== cartId) throw new Refusal(404, 'errors.nothing_found');
      change(method, path.slice('shop/'.length), body);
      return ok(priced());
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const fields = error.field ? { fields: { [error.field]: error.code } } : {};
      return Response.json({ error: { code: error.code, message: 'refused', ...fields } }, { status: error.status });
    }
  }

  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url, 'http://localhost').pathname.replace(/^\/api\//, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    calls.push({ method: request.method, path: path.replace(/^shop\//, ''), body, key: request.headers.get('idempotency-key') });
    if (gate) await gate;
    return answer(request.method, path, body);
  }

  return {
    fetch,
    calls,
    cartId,
    /** The changes sent, without the reads. */
    changes: () => calls.filter((call) => call.method !== 'GET' && call.path.startsWith('cart')),
    /** Refuses the next change with `status` and the message key `code` (e.g. 422 'validation.invalid'). */
    refuseNext(status: number, code: string) {
      refusals.push(new Refusal(status, code));
    },
    /** Answers the next `count` reads of the cart with 503. */
    failReads(count = 1) {
      failingReads = count;
    },
    /** Keeps every answer back until the returned function is called. */
    hold(): () => void {
      let release!: () => void;
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
    /** What another tab (or the shop) does to the cart meanwhile. */
    edit(update: (lines: FakeLine[]) => FakeLine[]) {
      lines = update(lines.map(copyLine));
    },
    setBalance(amount: number) {
      balance = amount;
    },
    cart: priced,
  };
}

export type FakeCartPageApi = ReturnType<typeof fakeCartPageApi>;

function ok(data: unknown): Response {
  return Response.json({ success: true, data });
}

function copyLine(line: FakeLine): FakeLine {
  return { ...line, services: line.services.map((service) => ({ ...service })) };
}
