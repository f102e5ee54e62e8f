import type { Cart } from '../../schemas/cart';

/* The fake cart API's data: its carts, requests, faults and promo codes, and a cart as the API answers it. */

export interface FakeLine {
  units: number;
  readonly services: Map<number, number>;
  /** Kept without its gift (cart/without_gift). */
  withoutGift?: boolean;
}

export interface FakeCart {
  readonly id: string;
  owner: string | null;
  readonly lines: Map<number, FakeLine>;
  promo: string | null;
  bonuses: number;
}

export interface FakeRequest {
  readonly method: string;
  /** Relative to the shop API, e.g. 'cart/update/cart-1'. */
  readonly path: string;
  readonly key: string | null;
  readonly token: string | null;
  readonly body: unknown;
}

export type FakeOutcome =
  | { readonly kind: 'answer'; readonly status: number; readonly body: unknown }
  /** The connection dropped: no answer at all. */
  | { readonly kind: 'lost' };

/** What to do to one request: 'ok', fail with this status before changing anything, or change and lose the answer. */
export type Fault = 'ok' | 'lost-after-commit' | { readonly status: number };

export const fakePromoCodes: Readonly<Record<string, { percent: number; used: boolean }>> = {
  VITRINA10: { percent: 10, used: false },
  USED2025: { percent: 10, used: true },
};

const UNIT_PRICE = 1000;
/** The most units of one product a cart line takes. */
export const MAX_UNITS = 10;

/** A refusal of the fake server: the status and error code it answers with. */
export class Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

const sum = (cart: FakeCart): number => [...cart.lines.values()].reduce((total, line) => total + line.units, 0);

/** A fake cart as the API answers it. */
export function toCart(cart: FakeCart): Cart {
  const goods = sum(cart) * UNIT_PRICE;
  const promo = cart.promo === null ? null : fakePromoCodes[cart.promo];
  const discount = promo ? Math.round((goods * promo.percent) / 100) : 0;
  return {
    cart_id: cart.id,
    suppliers:
      cart.lines.size === 0
        ? []
        : [
            {
              id: 1,
              products: [...cart.lines].map(([id, line]) => ({
                id,
                choosed_quantity: line.units,
                service_products: [...line.services].map(([serviceId, units]) => ({ id: serviceId, choosed_quantity: units })),
                ...(line.withoutGift ? { without_gift: true } : {}),
              })),
            },
          ],
    cart_count: sum(cart),
    total: Math.max(0, goods - discount - cart.bonuses),
    promocode: cart.promo === null ? null : { code: cart.promo, kind: 'promo', discount },
    bonuses: cart.bonuses,
  };
}
