import { checkBonusAmount, errorMessages as e, validationMessages as v } from '@vitrina/core';
import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { unprocessable } from '../http/api-error';
import type { CartView } from './load-cart';

/** The core's rule reports field messages; the API answers with the checkout's error catalogue (docs/errors.md#checkout). */
export const errorOf: Readonly<Record<string, string>> = {
  [v.bonusInvalid]: e.bonusIncorrect,
  [v.bonusInsufficient]: e.bonusInsufficient,
  [v.bonusOrderMaxExceeded]: e.bonusOrderMaxExceeded,
};

/**
 * Sets the bonuses a user's cart spends, checked with the core's checkBonusAmount: a whole
 * number, no more than the balance, no more than the cart's cap (cart-totals.ts bonusCap). The
 * balance is only spent when an order is placed.
 */
export function applyBonuses(db: Db, cart: CartView, user: UserRow, amount: number): void {
  const check = checkBonusAmount(amount, { balance: user.bonuses, orderMax: cart.totals.bonusCap });
  if (!check.ok) {
    throw unprocessable(errorOf[check.error] ?? e.bonusIncorrect, `Bonuses refused: ${check.error}`, { amount: check.error });
  }
  setCartBonuses(db, cart.id, check.bonuses);
}

export function setCartBonuses(db: Db, cartId: string, bonuses: number): void {
  db.prepare('UPDATE carts SET bonuses = ? WHERE id = ?').run(bonuses, cartId);
}

/**
 * After the goods change, bonuses beyond the new cap are given back for good: raising the
 * quantity again does not silently spend them again.
 */
export function settleBonuses(db: Db, cart: CartView): void {
  if (cart.requestedBonuses > cart.totals.bonuses) setCartBonuses(db, cart.id, cart.totals.bonuses);
}
