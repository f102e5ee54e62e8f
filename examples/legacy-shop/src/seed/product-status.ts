import type { Random } from './random';

/**
 * The availability combinations (docs/catalogue.md#availability) and the flags each sets. `ends` keeps in_stock set
 * (the goods are there, running out); the card shows it as ends by the display priority.
 */
export const STATUS_KINDS = ['in_stock', 'ends', 'waiting', 'not_available', 'end_of_life'] as const;

export type StatusKind = (typeof STATUS_KINDS)[number];

export interface StatusFlags {
  readonly in_waiting: 0 | 1;
  readonly in_stock: 0 | 1;
  readonly is_ends: 0 | 1;
  readonly not_available: 0 | 1;
  readonly btn_to_cart: 0 | 1;
  readonly btn_preorder: 0 | 1;
  readonly btn_notify: 0 | 1;
  readonly is_available_to_buy: 0 | 1;
}

const none = { in_waiting: 0, in_stock: 0, is_ends: 0, not_available: 0, btn_to_cart: 0, btn_preorder: 0, btn_notify: 0, is_available_to_buy: 0 } as const;

export const STATUS_FLAGS: Readonly<Record<StatusKind, StatusFlags>> = {
  in_stock: { ...none, in_stock: 1, btn_to_cart: 1, is_available_to_buy: 1 },
  ends: { ...none, in_stock: 1, is_ends: 1, btn_to_cart: 1, is_available_to_buy: 1 },
  waiting: { ...none, in_waiting: 1, btn_preorder: 1 },
  not_available: { ...none, not_available: 1, btn_notify: 1 },
  end_of_life: { ...none, not_available: 1 },
};

// Shares of the catalogue: most goods are in stock.
const WEIGHTS: readonly (readonly [StatusKind, number])[] = [
  ['in_stock', 0.64],
  ['ends', 0.12],
  ['waiting', 0.09],
  ['not_available', 0.09],
  ['end_of_life', 0.06],
];

export function pickStatus(random: Random): StatusKind {
  let roll = random.next();
  for (const [kind, weight] of WEIGHTS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'in_stock';
}

export function isSellable(kind: StatusKind): boolean {
  return kind === 'in_stock' || kind === 'ends';
}
